import type { ProductCode } from '../../../shared/api/business-calls';
import type { Lang } from '../../../shared/messages';
import type { MetricGroup } from '../tools/metric-tool';
import { parseNumber } from './numerals';
import { normalizeQuestion, parsePeriod, type ResolvedPeriod } from './period';
import {
  AGREE,
  ASCENDING,
  BREAKDOWN,
  CAPABILITIES,
  RANKING,
  UNSERVED_GROUPS,
  COMPARE,
  COMPARE_LAST_YEAR,
  CUSTOMER_TYPES,
  GREETING,
  GROUPS,
  HOW_MUCH,
  HOW_TO,
  LOSS,
  MEASURES,
  MINE,
  FOLLOW_UP,
  NAVIGATE,
  NAVIGATE_WORDS,
  PRODUCTS,
  REJECT,
  SINGLE,
  TASK_ACTION_WORDS,
  TODO,
  TOP_N,
  type Measure,
} from './vocabulary';

/**
 * What a question asks, read with patterns (no model): the intent and the slots the tools need.
 * Pure: the same question and day always give the same reading.
 */
export type Intent = 'metric' | 'compare' | 'navigate' | 'knowledge' | 'todo' | 'task' | 'greeting' | 'capabilities';

export interface Reading {
  /** Language of the answer: the question's own. */
  lang: Lang;
  intent: Intent;
  topic: 'performance' | 'profit';
  measure: Measure | null;
  period: ResolvedPeriod | null;
  product?: ProductCode | undefined;
  customerType?: 'c' | 'r' | undefined;
  groupBy?: MetricGroup | undefined;
  top?: number | undefined;
  onlyLoss: boolean;
  ascending: boolean;
  compare: 'previous' | 'lastYear' | null;
  mine: boolean;
  /** Asks for a figure ("多少", "how much") — an unknown metric is then said to be unknown. */
  asksFigure: boolean;
  /** Only modifiers (按客户呢？, 利润呢, by country?) — it builds on the previous question. */
  followUp: boolean;
  /** For navigation: the words that name the page; for a task action, the words that name the task. */
  target: string;
  /** 同意 or 驳回 a task the words name. */
  taskAction?: 'agree' | 'reject' | undefined;
  /** Ranks (最高, 前十, which, top N): a trend is then sorted by the figure, not by date. */
  rank: boolean;
  /** A grouping asked for that no query service offers, in the question's words ("?" when it ranks without saying by what). */
  unservedGroup?: string | undefined;
}

export const answerLanguage = (question: string): Lang => (/[\u3400-\u9fff]/.test(question) ? 'zh' : 'en');
const first = <T>(table: [T, RegExp][], text: string): T | undefined => table.find(([, pattern]) => pattern.test(text))?.[0];

export function understand(question: string, today: string): Reading {
  const text = normalizeQuestion(question).trim();
  const measure = first(MEASURES, text) ?? null;
  const period = parsePeriod(question, today);
  const groupBy = first(GROUPS, text);
  const topMatch = TOP_N.exec(text);
  const top = topMatch ? (parseNumber(topMatch[1] ?? '') ?? undefined) : groupBy && SINGLE.test(text) ? 1 : undefined;
  const onlyLoss = LOSS.test(text);
  const compare = COMPARE_LAST_YEAR.test(text) ? 'lastYear' : COMPARE.test(text) ? 'previous' : null;
  const product = first(PRODUCTS, text);
  const reading: Reading = {
    lang: answerLanguage(question),
    intent: 'knowledge',
    topic: measure === 'profit' || measure === 'margin' || onlyLoss ? 'profit' : 'performance',
    measure,
    period,
    product,
    customerType: first(CUSTOMER_TYPES, text),
    groupBy: groupBy ?? (onlyLoss ? 'customer' : undefined),
    top: top !== undefined && top >= 1 && top <= 100 ? top : undefined,
    onlyLoss,
    ascending: ASCENDING.test(text),
    compare,
    mine: MINE.test(text),
    asksFigure: HOW_MUCH.test(text),
    followUp: false,
    target: '',
    rank: RANKING.test(text),
  };
  if (!groupBy && !onlyLoss && BREAKDOWN.test(text)) {
    const unserved = UNSERVED_GROUPS.find(([, , pattern]) => pattern.test(text));
    reading.unservedGroup = unserved ? unserved[reading.lang === 'zh' ? 0 : 1] : reading.rank && !compare ? '?' : undefined;
  }
  reading.followUp = FOLLOW_UP.test(text) && !period;
  reading.intent = intentOf(text, reading);
  if (reading.intent === 'navigate') reading.target = question.replace(NAVIGATE_WORDS, ' ').replace(/\s+/g, ' ').trim();
  if (reading.intent === 'task') {
    reading.taskAction = REJECT.test(text) ? 'reject' : 'agree';
    reading.target = question.trim().replace(TASK_ACTION_WORDS, ' ').replace(/\s+/g, ' ').trim();
  }
  return reading;
}

function intentOf(text: string, reading: Reading): Intent {
  if (GREETING.test(text)) return 'greeting';
  if (CAPABILITIES.test(text)) return 'capabilities';
  if ((AGREE.test(text) || REJECT.test(text)) && !HOW_TO.test(text)) return 'task';
  if (TODO.test(text) && !reading.measure) return 'todo';
  const howTo = HOW_TO.test(text);
  if (reading.measure) {
    // "怎么查看业绩" asks how, not how much; "上个月业绩怎么样" still asks for figures.
    const asksHow = howTo && !reading.period && !reading.groupBy && !reading.asksFigure && !reading.compare;
    if (asksHow) return 'knowledge';
    if (NAVIGATE.test(text) && !reading.period && !reading.asksFigure) return 'navigate';
    return reading.compare ? 'compare' : 'metric';
  }
  if (NAVIGATE.test(text)) return 'navigate';
  // "Who sold the most last month" ranks without naming a figure: revenue.
  if (!howTo && reading.period && reading.rank && reading.groupBy && reading.groupBy !== 'date' && reading.groupBy !== 'month')
    return 'metric';
  // Modifiers alone continue the previous question ("按客户呢？", "and last week?").
  const modifiers = reading.groupBy || reading.compare || reading.product || reading.top || reading.period || reading.customerType;
  if (!howTo && modifiers && (FOLLOW_UP.test(text) || (!reading.period && text.length <= 10))) {
    reading.followUp = true;
    return reading.compare ? 'compare' : 'metric';
  }
  return 'knowledge';
}
