import type { ProductCode } from '../../../shared/api/business-calls';
import { formatCount, formatPercent, formatUsd } from '../../../shared/business/figures';
import type { Lang } from '../../../shared/messages';
import type { CompareOutcome } from '../tools/compare-tool';
import { linkLine } from './metric-answer';
import { FIELD_NAMES, PRODUCT_NAMES, periodLabel, t } from './phrases';

/** Two periods side by side with the change the compare tool computed. */
export interface CompareAnswerInput {
  lang: Lang;
  subject: string;
  product?: ProductCode | undefined;
  current: { phrase: string; from: string; to: string };
  previous: { phrase: string; from: string; to: string };
  outcome: Extract<CompareOutcome, { kind: 'ok' }>;
}

const signed = (text: string) => (text.startsWith('-') ? text : `+${text}`);
const signedCount = (value: number) => (value < 0 ? `-${formatCount(-value)}` : `+${formatCount(value)}`);

export function composeCompareAnswer(input: CompareAnswerInput): string {
  const { lang, outcome } = input;
  const now = outcome.current.result.totals;
  const before = outcome.previous.result.totals;
  const { change } = outcome;
  const product = input.product ? PRODUCT_NAMES[input.product][lang] : '';
  const what = t(lang, `${input.subject}${product}业绩`, `${input.subject}${product ? `${product} ` : ''}performance`.trim());
  const a = periodLabel(lang, input.current.phrase, input.current.from, input.current.to);
  const b = periodLabel(lang, input.previous.phrase, input.previous.from, input.previous.to);
  const ratio = (value: string | null) => (value === null ? '—' : signed(formatPercent(value)));
  const lines = [
    t(
      lang,
      `${a}与${b}相比，${what}：收入 **${formatUsd(now.revenue)}**，变化 **${signed(formatUsd(change.revenue))}**（${ratio(change.revenueRatio)}）；${FIELD_NAMES.volume?.zh} ${formatCount(now.volume)}，变化 ${signedCount(change.volume)}（${ratio(change.volumeRatio)}）；利润 ${formatUsd(now.profit)}，变化 ${signed(formatUsd(change.profit))}。`,
      `${a} compared with ${b}, ${what}: revenue **${formatUsd(now.revenue)}**, a change of **${signed(formatUsd(change.revenue))}** (${ratio(change.revenueRatio)}); volume ${formatCount(now.volume)}, ${signedCount(change.volume)} (${ratio(change.volumeRatio)}); profit ${formatUsd(now.profit)}, ${signed(formatUsd(change.profit))}.`,
    ),
    [
      `| ${t(lang, '指标', 'Figure')} | ${input.current.phrase} | ${input.previous.phrase} | ${t(lang, '变化', 'Change')} | ${t(lang, '变化率', 'Change %')} |`,
      '|---|---:|---:|---:|---:|',
      `| ${FIELD_NAMES.revenue?.[lang]} (USD) | ${formatUsd(now.revenue)} | ${formatUsd(before.revenue)} | ${signed(formatUsd(change.revenue))} | ${ratio(change.revenueRatio)} |`,
      `| ${FIELD_NAMES.volume?.[lang]} | ${formatCount(now.volume)} | ${formatCount(before.volume)} | ${signedCount(change.volume)} | ${ratio(change.volumeRatio)} |`,
      `| ${FIELD_NAMES.profit?.[lang]} (USD) | ${formatUsd(now.profit)} | ${formatUsd(before.profit)} | ${signed(formatUsd(change.profit))} | ${ratio(change.profitRatio)} |`,
    ].join('\n'),
    linkLine(lang, outcome.current.link),
  ];
  const text = lines.join('\n\n');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
