import type { MetricRow, MetricTotals, ProductCode } from '../../../shared/api/business-calls';
import { formatCount, formatPercent, formatUsd } from '../../../shared/business/figures';
import type { Lang } from '../../../shared/messages';
import type { Measure } from '../understand/vocabulary';
import type { MetricGroup, MetricOutcome } from '../tools/metric-tool';
import type { PageLink } from '../tools/metric-links';
import { FIELD_NAMES, GROUP_NOUNS, PRODUCT_NAMES, VOLUME_WORDS, periodLabel, t } from './phrases';

/**
 * The markdown of a figures answer: one sentence with the exact figures (the asked one first and
 * bold), a small table, and the page that shows the same figures. Every figure is a value of the
 * tool result written with the shared formatters; nothing is computed here.
 */
export interface MetricAnswerInput {
  lang: Lang;
  measure: Measure | null;
  period: { phrase: string; from: string; to: string };
  /** Whose figures: "你的", "李娜的", "客户 X（C100001）的", "" for everything. */
  subject: string;
  /** What was asked about: performance (业绩) or profit (利润), whichever service answered. */
  topic: 'performance' | 'profit';
  product?: ProductCode | undefined;
  groupBy?: MetricGroup | undefined;
  onlyLoss: boolean;
  today: string;
  outcome: Extract<MetricOutcome, { kind: 'ok' }>;
}

function figures(
  lang: Lang,
  totals: MetricTotals,
  measure: Measure | null,
  product: ProductCode | undefined,
  topic: 'performance' | 'profit',
): string {
  const [volumeWord, unit] = VOLUME_WORDS[product ?? 'all'][lang];
  const count = formatCount(totals.volume);
  const volume = lang === 'zh' ? `${volumeWord} ${count}${unit ? ` ${unit}` : ''}` : unit ? `${count} ${unit}` : `${volumeWord} ${count}`;
  const parts: Record<Measure, string> = {
    revenue: t(lang, `收入 ${formatUsd(totals.revenue)}`, `revenue ${formatUsd(totals.revenue)}`),
    volume,
    success: t(lang, `成功 ${formatCount(totals.successCount)}`, `successes ${formatCount(totals.successCount)}`),
    cost: t(lang, `成本 ${formatUsd(totals.cost)}`, `cost ${formatUsd(totals.cost)}`),
    profit: t(lang, `利润 ${formatUsd(totals.profit)}`, `profit ${formatUsd(totals.profit)}`),
    margin: t(lang, `利润率 ${formatPercent(totals.margin)}`, `margin ${formatPercent(totals.margin)}`),
  };
  const lead = measure ?? (topic === 'profit' ? 'profit' : 'revenue');
  const order: Measure[] = [lead, ...(['revenue', 'volume', 'profit', 'margin'] as Measure[]).filter((m) => m !== lead)];
  if (lead === 'success') order.splice(1, 0, 'volume');
  if (lead === 'cost') order.splice(1, 0, 'revenue');
  const unique = [...new Set(order)];
  return unique.map((m, index) => (index === 0 ? `**${parts[m]}**` : parts[m])).join(t(lang, '，', ', '));
}

function groupLabel(lang: Lang, row: MetricRow, group: MetricGroup): string {
  if (group === 'date' || group === 'month') return row.key;
  const label = lang === 'zh' ? row.label : row.labelEn || row.label;
  if (group === 'customer' || group === 'supplier') return label ? `${label} (${row.key})` : row.key;
  return label || row.key;
}

function table(
  lang: Lang,
  rows: MetricRow[],
  group: MetricGroup | undefined,
  totals: MetricTotals,
  product: ProductCode | undefined,
): string {
  const money = (field: 'revenue' | 'cost' | 'profit') => `${FIELD_NAMES[field]?.[lang]} (USD)`;
  const [volumeWord] = VOLUME_WORDS[product ?? 'all'][lang];
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  if (!group) {
    const lines = [
      [volumeWord, formatCount(totals.volume)],
      [FIELD_NAMES.successCount?.[lang], formatCount(totals.successCount)],
      [money('revenue'), formatUsd(totals.revenue)],
      [money('cost'), formatUsd(totals.cost)],
      [money('profit'), formatUsd(totals.profit)],
      [FIELD_NAMES.margin?.[lang], formatPercent(totals.margin)],
    ];
    return [
      `| ${t(lang, '指标', 'Figure')} | ${t(lang, '数值', 'Value')} |`,
      '|---|---:|',
      ...lines.map(([name, value]) => `| ${capital(name ?? '')} | ${value} |`),
    ].join('\n');
  }
  const noun = lang === 'zh' ? GROUP_NOUNS[group].zh : GROUP_NOUNS[group].en[0];
  const head = [noun, volumeWord, money('revenue'), money('profit'), FIELD_NAMES.margin?.[lang] ?? ''].map(capital);
  const body = rows.map(
    (row) =>
      `| ${groupLabel(lang, row, group).replace(/\|/g, '/')} | ${formatCount(row.volume)} | ${formatUsd(row.revenue)} | ${formatUsd(row.profit)} | ${formatPercent(row.margin)} |`,
  );
  return [`| ${head.join(' | ')} |`, '|---|---:|---:|---:|---:|', ...body].join('\n');
}

export function linkLine(lang: Lang, link: PageLink | null): string {
  if (!link) return t(lang, '没有一个页面恰好展示这个视图。', 'No page shows exactly this view.');
  if (!link.allowed) {
    return t(
      lang,
      `你没有「${link.title.zh}」页面的权限，所以这里不提供链接。`,
      `You do not have permission to open "${link.title.en}", so no link is given.`,
    );
  }
  return t(lang, `[在「${link.title.zh}」中查看 →](${link.url})`, `[Open "${link.title.en}" with these filters →](${link.url})`);
}

/** The one group asked for ("利润最高的国家是哪个"), named before the table. */
function leader(lang: Lang, row: MetricRow, group: MetricGroup, field: string, ascending: boolean): string {
  const value =
    field === 'volume' || field === 'successCount'
      ? formatCount(row[field])
      : field === 'margin'
        ? formatPercent(row.margin)
        : formatUsd(row[field as 'revenue' | 'cost' | 'profit']);
  const name = FIELD_NAMES[field] ?? { zh: '', en: '' };
  const noun = GROUP_NOUNS[group];
  return t(
    lang,
    `${name.zh}${ascending ? '最低' : '最高'}的${noun.zh}是 **${groupLabel(lang, row, group)}**：${name.zh} ${value}。`,
    `The ${noun.en[0]} with the ${ascending ? 'lowest' : 'highest'} ${name.en} is **${groupLabel(lang, row, group)}**: ${name.en} ${value}.`,
  );
}

/**
 * What the table lists: every group ("共 12 个国家"), or the first N of a ranking — "前 5 名（共 120
 * 个国家）", where a top N asked of the profit service counts only the N it kept, so no total is said.
 */
function listLine(
  lang: Lang,
  group: MetricGroup,
  order: string,
  ranked: boolean,
  shown: number,
  count: number,
  cappedByTop: boolean,
): string {
  const noun = GROUP_NOUNS[group];
  // 6 天, 11 个月, 5 个客户.
  const measureWord = group === 'date' ? '' : '个';
  const place = ranked ? '名' : measureWord;
  const nouns = (n: number) => (n === 1 ? noun.en[0] : noun.en[1]);
  if (cappedByTop)
    return t(lang, `${order}，前 ${formatCount(shown)} ${place}${noun.zh}：`, `The first ${formatCount(shown)} ${nouns(shown)} ${order}:`);
  if (shown < count)
    return t(
      lang,
      `${order}，前 ${formatCount(shown)} ${place}（共 ${formatCount(count)} ${measureWord}${noun.zh}）：`,
      `The first ${formatCount(shown)} of ${formatCount(count)} ${noun.en[1]} ${order}:`,
    );
  return t(lang, `共 ${formatCount(count)} ${measureWord}${noun.zh}，${order}：`, `${formatCount(count)} ${nouns(count)}, ${order}:`);
}

export function composeMetricAnswer(input: MetricAnswerInput): string {
  const { lang, outcome, period } = input;
  const { result, body } = outcome;
  const { topic } = input;
  const product = input.product ? PRODUCT_NAMES[input.product][lang] : '';
  const what = t(
    lang,
    `${input.subject}${product}${input.onlyLoss ? '亏损' : ''}${topic === 'profit' ? '利润' : '业绩'}`,
    `${input.subject}${product ? `${product} ` : ''}${input.onlyLoss ? 'loss-making ' : ''}${topic === 'profit' ? 'profit' : 'performance'}`,
  );
  const when = periodLabel(lang, period.phrase, period.from, period.to);
  const lines: string[] = [];
  const empty = result.totals.volume === 0 && result.totals.revenue === '0.000000' && result.count === 0;
  if (empty && input.onlyLoss) {
    const noun = GROUP_NOUNS[input.groupBy ?? 'customer'];
    lines.push(
      t(
        lang,
        `${when}，${input.subject}${product}没有亏损的${noun.zh}。`,
        `${when}: no ${input.subject}${product ? `${product} ` : ''}${noun.en[1]} lost money.`,
      ),
    );
  } else if (empty) {
    lines.push(t(lang, `${when}，${what}没有数据。`, `${when}: there is no data for ${what.trim()}.`));
  } else {
    lines.push(
      t(
        lang,
        `${when}，${what}${input.groupBy ? '合计' : ''}：${figures(lang, result.totals, input.measure, input.product, topic)}。`,
        `${when}, ${what.trim()}${input.groupBy ? ' in total' : ''}: ${figures(lang, result.totals, input.measure, input.product, topic)}.`,
      ),
    );
    if (input.groupBy) {
      const sortField =
        body.sort?.field ??
        (outcome.service === 'profit' ? 'profit' : input.groupBy === 'date' || input.groupBy === 'month' ? 'key' : 'revenue');
      const ascending = body.sort ? body.sort.order === 'asc' : outcome.service === 'profit' && input.onlyLoss;
      const order =
        sortField === 'key'
          ? t(lang, '按日期排列', 'in date order')
          : t(
              lang,
              `按${FIELD_NAMES[sortField]?.zh ?? ''}${ascending ? '从低到高' : '从高到低'}`,
              `by ${FIELD_NAMES[sortField]?.en ?? ''}, ${ascending ? 'lowest' : 'highest'} first`,
            );
      const [first] = result.rows;
      const ranked = sortField !== 'key' && sortField !== 'label';
      const named = first !== undefined && body.pageSize === 1 && ranked;
      if (named) lines.unshift(leader(lang, first, input.groupBy, sortField, ascending));
      // With one group named above, the table needs no introduction of its own.
      else
        lines.push(listLine(lang, input.groupBy, order, ranked, result.rows.length, result.count, 'top' in body && body.top !== undefined));
    }
    lines.push(table(lang, result.rows, input.groupBy, result.totals, input.product));
  }
  if (period.to >= input.today) lines.push(t(lang, '业务数据更新到昨天。', 'Business data is complete up to yesterday.'));
  lines.push(linkLine(lang, outcome.link));
  // Each paragraph is a sentence of its own ("Last month …" after the leader too).
  return lines.map((line) => line.charAt(0).toUpperCase() + line.slice(1)).join('\n\n');
}
