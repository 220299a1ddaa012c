import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../i18n/i18n';
import { barLabel, chartTop, profitChartBody } from './profit-chart';

beforeEach(async () => setLanguage('zh'));

const PAGE = { from: '2026-10-01', to: '2026-10-31', groupBy: 'country' as const, page: 3, pageSize: 50 };

describe('the profit chart follows the page’s top N', () => {
  it('asks for one bar and is titled 利润前 1 名 when the page shows the top 1', async () => {
    const body = profitChartBody({ ...PAGE, top: 1 });
    expect(body).toEqual({ from: '2026-10-01', to: '2026-10-31', groupBy: 'country', top: 1, page: 1, pageSize: 1 });
    expect(i18n.t('business.topChart', { count: body.top })).toBe('利润前 1 名');
    await setLanguage('en');
    expect(i18n.t('business.topChart', { count: body.top })).toBe('Top 1 by profit');
  });

  it('draws the top 20 without a top N, and never more than 20 bars', () => {
    expect(profitChartBody(PAGE)).toEqual({ ...PAGE, top: 20, page: 1, pageSize: 20 });
    expect([chartTop(5), chartTop(20), chartTop(300)]).toEqual([5, 20, 20]);
  });
});

describe('barLabel', () => {
  it('names a bar in the page’s language, by its code when it has no name', () => {
    const vietnam = { key: 'VN', label: '越南', labelEn: 'Vietnam' };
    expect([barLabel(vietnam, 'zh'), barLabel(vietnam, 'en'), barLabel({ key: 'C1', label: '', labelEn: '' }, 'en')]).toEqual([
      '越南',
      'Vietnam',
      'C1',
    ]);
  });
});
