import { describe, expect, it } from 'vitest';
import type { MetricRow, PerformanceQueryInput, ProfitQueryInput } from '../../../shared/api/business-calls';
import type { Lang } from '../../../shared/messages';
import { composeMetricAnswer, type MetricAnswerInput } from './metric-answer';

const totals = { volume: 1000, successCount: 990, revenue: '500.000000', cost: '300.000000', profit: '200.000000', margin: '0.4000' };
const row = (key: string, label: string, profit: string): MetricRow => ({ ...totals, profit, key, label, labelEn: label });
const ID = row('ID', '印度尼西亚', '120.000000');
const BR = row('BR', '巴西', '80.000000');
const OCT = { phrase: '上个月', from: '2026-10-01', to: '2026-10-31' };

function profitAnswer(lang: Lang, rows: MetricRow[], count: number, top: number | undefined, pageSize: number): string {
  const body: ProfitQueryInput = {
    from: OCT.from,
    to: OCT.to,
    groupBy: 'country',
    onlyLoss: false,
    top,
    sort: { field: 'profit', order: 'desc' },
    page: 1,
    pageSize,
  };
  return compose(lang, { service: 'profit', body, result: { rows, totals, count, source: 'route-monthly' } });
}

function compose(lang: Lang, outcome: Pick<Extract<MetricAnswerInput['outcome'], { kind: 'ok' }>, 'service' | 'body' | 'result'>): string {
  return composeMetricAnswer({
    lang,
    measure: null,
    period: lang === 'zh' ? OCT : { ...OCT, phrase: 'last month' },
    subject: '',
    topic: 'profit',
    groupBy: 'country',
    onlyLoss: false,
    today: '2026-11-02',
    outcome: { kind: 'ok', path: '/v2/rpt/profit/query', link: null, ...outcome },
  });
}

describe('how an answer introduces the groups it lists', () => {
  it('names the one top group instead of saying there is only one', () => {
    const zh = profitAnswer('zh', [ID], 1, 1, 1);
    expect(zh).toContain('利润最高的国家是 **印度尼西亚**：利润 $120.00。');
    expect(zh).not.toContain('共 1 个国家');
    expect(zh).not.toContain('前 1');
    const en = profitAnswer('en', [ID], 1, 1, 1);
    expect(en).toContain('The country with the highest profit is **印度尼西亚**: profit $120.00.');
    expect(en).not.toContain('1 country,');
  });

  it('calls a profit top N the first N, since the service counts only the groups it kept', () => {
    expect(profitAnswer('zh', [ID, BR], 2, 2, 2)).toContain('\n\n按利润从高到低，前 2 名国家：\n\n');
    expect(profitAnswer('en', [ID, BR], 2, 2, 2)).toContain('\n\nThe first 2 countries by profit, highest first:\n\n');
  });

  it('says the first N of M when a page of a longer ranking is listed', () => {
    expect(profitAnswer('zh', [ID, BR], 37, undefined, 2)).toContain('\n\n按利润从高到低，前 2 名（共 37 个国家）：\n\n');
    expect(profitAnswer('en', [ID, BR], 37, undefined, 2)).toContain('\n\nThe first 2 of 37 countries by profit, highest first:\n\n');
  });

  it('counts every group when all of them are listed', () => {
    expect(profitAnswer('zh', [ID, BR], 2, undefined, 10)).toContain('\n\n共 2 个国家，按利润从高到低：\n\n');
    expect(profitAnswer('en', [ID, BR], 2, undefined, 10)).toContain('\n\n2 countries, by profit, highest first:\n\n');
  });

  it('keeps a trend in date order as a count of its periods', () => {
    const body: PerformanceQueryInput = {
      from: OCT.from,
      to: OCT.to,
      granularity: 'month',
      groupBy: 'date',
      page: 1,
      pageSize: 2,
    } as PerformanceQueryInput;
    const answer = composeMetricAnswer({
      lang: 'zh',
      measure: null,
      period: OCT,
      subject: '',
      topic: 'performance',
      groupBy: 'month',
      onlyLoss: false,
      today: '2026-11-02',
      outcome: {
        kind: 'ok',
        service: 'performance',
        path: '/v2/bq/performance/query',
        link: null,
        body,
        result: { rows: [row('2026-09', '2026-09', '1.000000'), row('2026-10', '2026-10', '2.000000')], totals, count: 2, source: 'facts' },
      },
    });
    expect(answer).toContain('\n\n共 2 个月，按日期排列：\n\n');
  });
});
