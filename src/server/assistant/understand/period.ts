import { addDays, addMonths, isIsoDate, monthEnd, monthStart, weekStart } from '../../../shared/business/dates';
import { presetPeriod } from '../../../shared/business/periods';
import { NUMBER_PATTERN, parseNumber } from './numerals';

/**
 * The period a question names, resolved against "today" (the Asia/Shanghai date of the app clock;
 * weeks start on Monday). Pure: the same text and day always give the same days, so tests with a
 * manual clock are exact. Relative periods agree with the business pages' presets (本周 is
 * Monday–Sunday, 最近30天 ends today).
 */
export interface ResolvedPeriod {
  from: string;
  to: string;
  /** The words of the question that named it (for the answer and follow-up questions). */
  phrase: string;
  /** Month-like periods compare with the month before, days with the same number of days before. */
  unit: 'day' | 'week' | 'month' | 'quarter' | 'year' | 'days';
  /** The whole period lies after today: there can be no data yet. */
  future: boolean;
}

interface Rule {
  pattern: RegExp;
  resolve(match: RegExpMatchArray, today: string): Omit<ResolvedPeriod, 'phrase' | 'future'> | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_WORD = `(${MONTHS.join('|')}|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)`;
const monthOfWord = (word: string) => MONTHS.findIndex((name) => name.startsWith(word.slice(0, 3))) + 1;
const QUARTER_WORDS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, first: 1, second: 2, third: 3, fourth: 4 };

function monthPeriod(year: number, month: number) {
  if (month < 1 || month > 12) return null;
  const from = ymd(year, month, 1);
  return { from, to: monthEnd(from), unit: 'month' as const };
}
/** A month named without a year: the latest one that has started. */
function recentMonth(month: number, today: string) {
  const year = Number(today.slice(0, 4));
  return monthPeriod(ymd(year, month, 1) > today ? year - 1 : year, month);
}
function quarterPeriod(year: number, quarter: number) {
  if (quarter < 1 || quarter > 4) return null;
  const from = ymd(year, quarter * 3 - 2, 1);
  return { from, to: monthEnd(addMonths(from, 2)), unit: 'quarter' as const };
}
function recentQuarter(quarter: number, today: string) {
  const year = Number(today.slice(0, 4));
  return quarterPeriod(ymd(year, quarter * 3 - 2, 1) > today ? year - 1 : year, quarter);
}
const yearPeriod = (year: number) => ({ from: ymd(year, 1, 1), to: ymd(year, 12, 31), unit: 'year' as const });
const dayPeriod = (day: string) => ({ from: day, to: day, unit: 'day' as const });
const lastDays = (n: number, today: string) =>
  n >= 1 && n <= 400 ? { from: addDays(today, 1 - n), to: today, unit: 'days' as const } : null;
/** The same day n months earlier (clamped to the month's end). */
function shiftMonths(day: string, n: number): string {
  const first = addMonths(monthStart(day), n);
  const end = monthEnd(first);
  const candidate = `${first.slice(0, 8)}${day.slice(8)}`;
  return candidate > end ? end : candidate;
}
const lastMonths = (n: number, today: string) =>
  n >= 1 && n <= 24 ? { from: addDays(shiftMonths(today, -n), 1), to: today, unit: 'days' as const } : null;
const checkedRange = (from: string, to: string) =>
  isIsoDate(from) && isIsoDate(to) && from <= to ? { from, to, unit: 'days' as const } : null;
const num = (text: string | undefined) => parseNumber(text ?? '') ?? 0;

const RULES: Rule[] = [
  // Explicit ranges: 2026-10-01 到 2026-10-15, 2026年10月1日至15日, from 2026-10-01 to 2026-10-15.
  {
    pattern: /(\d{4})-(\d{1,2})-(\d{1,2})\s*(?:到|至|~|～|—|-|to|until|and)\s*(\d{4})-(\d{1,2})-(\d{1,2})/,
    resolve: (m) => checkedRange(ymd(num(m[1]), num(m[2]), num(m[3])), ymd(num(m[4]), num(m[5]), num(m[6]))),
  },
  {
    pattern: /(\d{4})年(\d{1,2})月(\d{1,2})[日号]?\s*(?:到|至|~|～|-)\s*(?:(\d{4})年)?(?:(\d{1,2})月)?(\d{1,2})[日号]/,
    resolve: (m) =>
      checkedRange(ymd(num(m[1]), num(m[2]), num(m[3])), ymd(m[4] ? num(m[4]) : num(m[1]), m[5] ? num(m[5]) : num(m[2]), num(m[6]))),
  },
  // Single days.
  {
    pattern: /(\d{4})-(\d{1,2})-(\d{1,2})/,
    resolve: (m) => (isIsoDate(ymd(num(m[1]), num(m[2]), num(m[3]))) ? dayPeriod(ymd(num(m[1]), num(m[2]), num(m[3]))) : null),
  },
  {
    pattern: /(\d{4})年(\d{1,2})月(\d{1,2})[日号]/,
    resolve: (m) => (isIsoDate(ymd(num(m[1]), num(m[2]), num(m[3]))) ? dayPeriod(ymd(num(m[1]), num(m[2]), num(m[3]))) : null),
  },
  // Months with a year: 2026年10月, 2026-10, October 2026, 2026 October.
  {
    pattern: /(\d{4})\s*年\s*(\d{1,2}|[一二三四五六七八九十]{1,2})\s*月(?!\s*\d{1,2}\s*[日号])/,
    resolve: (m) => monthPeriod(num(m[1]), num(m[2])),
  },
  { pattern: /(\d{4})[-/](\d{1,2})(?![\d-])/, resolve: (m) => monthPeriod(num(m[1]), num(m[2])) },
  { pattern: new RegExp(`\\b${MONTH_WORD}\\.?\\s*,?\\s*(\\d{4})\\b`), resolve: (m) => monthPeriod(num(m[2]), monthOfWord(m[1] ?? '')) },
  { pattern: new RegExp(`\\b(\\d{4})\\s+${MONTH_WORD}\\b`), resolve: (m) => monthPeriod(num(m[1]), monthOfWord(m[2] ?? '')) },
  // Quarters: 2026年第三季度, 2026 Q3, Q3 2026, Q3, 三季度, third quarter.
  {
    pattern: /(\d{4})\s*年?\s*(?:第)?([一二三四1-4])\s*季度/,
    resolve: (m) => quarterPeriod(num(m[1]), QUARTER_WORDS[m[2] ?? ''] ?? num(m[2])),
  },
  { pattern: /(\d{4})\s*q([1-4])\b|\bq([1-4])\s*(\d{4})\b/, resolve: (m) => quarterPeriod(num(m[1] ?? m[4]), num(m[2] ?? m[3])) },
  {
    pattern: /上个?季度|上一季度|last quarter|previous quarter/,
    resolve: (_m, today) => ({ ...presetPeriod('lastQuarter', today), unit: 'quarter' }),
  },
  { pattern: /本季度|这个?季度|当季|this quarter/, resolve: (_m, today) => ({ ...presetPeriod('thisQuarter', today), unit: 'quarter' }) },
  {
    pattern: /(?:第)?([一二三四1-4])\s*季度|\bq([1-4])\b|\b(first|second|third|fourth) quarter\b/,
    resolve: (m, today) => recentQuarter(QUARTER_WORDS[m[1] ?? m[3] ?? ''] ?? num(m[1] ?? m[2]), today),
  },
  // Rolling windows: 最近7天, 近30天, 过去两周, last 7 days, past 30 days, 最近三个月.
  { pattern: new RegExp(`(?:最近|近|过去|前)\\s*(${NUMBER_PATTERN})\\s*(?:天|日)`), resolve: (m, today) => lastDays(num(m[1]), today) },
  { pattern: new RegExp(`(?:last|past|previous)\\s+(${NUMBER_PATTERN})\\s+days?`), resolve: (m, today) => lastDays(num(m[1]), today) },
  {
    pattern: new RegExp(`(?:最近|近|过去)\\s*(${NUMBER_PATTERN})\\s*(?:周|个?星期)`),
    resolve: (m, today) => lastDays(num(m[1]) * 7, today),
  },
  { pattern: new RegExp(`(?:last|past|previous)\\s+(${NUMBER_PATTERN})\\s+weeks?`), resolve: (m, today) => lastDays(num(m[1]) * 7, today) },
  { pattern: new RegExp(`(?:最近|近|过去)\\s*(${NUMBER_PATTERN})\\s*个?月`), resolve: (m, today) => lastMonths(num(m[1]), today) },
  { pattern: new RegExp(`(?:last|past|previous)\\s+(${NUMBER_PATTERN})\\s+months?`), resolve: (m, today) => lastMonths(num(m[1]), today) },
  { pattern: /(?:最近|近|过去)一周|past week|last seven days/, resolve: (_m, today) => lastDays(7, today) },
  { pattern: /(?:最近|近|过去)一个?月|past month/, resolve: (_m, today) => lastDays(30, today) },
  // Relative days, weeks, months, years.
  { pattern: /前天|day before yesterday/, resolve: (_m, today) => dayPeriod(addDays(today, -2)) },
  { pattern: /昨天|昨日|yesterday/, resolve: (_m, today) => dayPeriod(addDays(today, -1)) },
  { pattern: /今天|今日|today/, resolve: (_m, today) => dayPeriod(today) },
  { pattern: /明天|明日|tomorrow/, resolve: (_m, today) => dayPeriod(addDays(today, 1)) },
  {
    pattern: /上上周|上上个?星期|week before last/,
    resolve: (_m, today) => ({ from: addDays(weekStart(today), -14), to: addDays(weekStart(today), -8), unit: 'week' }),
  },
  {
    pattern: /上周|上个?星期|上一周|last week|previous week/,
    resolve: (_m, today) => ({ ...presetPeriod('lastWeek', today), unit: 'week' }),
  },
  { pattern: /本周|这周|这个?星期|本星期|this week/, resolve: (_m, today) => ({ ...presetPeriod('thisWeek', today), unit: 'week' }) },
  {
    pattern: /下周|下个?星期|next week/,
    resolve: (_m, today) => ({ from: addDays(weekStart(today), 7), to: addDays(weekStart(today), 13), unit: 'week' }),
  },
  {
    pattern: /上上个?月|month before last/,
    resolve: (_m, today) => ({ from: addMonths(monthStart(today), -2), to: monthEnd(addMonths(monthStart(today), -2)), unit: 'month' }),
  },
  {
    pattern: /上个?月|上一个?月|last month|previous month/,
    resolve: (_m, today) => ({ ...presetPeriod('lastMonth', today), unit: 'month' }),
  },
  { pattern: /本月|这个?月|当月|this month/, resolve: (_m, today) => ({ ...presetPeriod('thisMonth', today), unit: 'month' }) },
  {
    pattern: /下个?月|next month/,
    resolve: (_m, today) => ({ from: addMonths(monthStart(today), 1), to: monthEnd(addMonths(monthStart(today), 1)), unit: 'month' }),
  },
  { pattern: /前年|year before last/, resolve: (_m, today) => yearPeriod(Number(today.slice(0, 4)) - 2) },
  { pattern: /去年|last year|previous year/, resolve: (_m, today) => yearPeriod(Number(today.slice(0, 4)) - 1) },
  { pattern: /今年|本年|this year/, resolve: (_m, today) => ({ ...presetPeriod('thisYear', today), unit: 'year' }) },
  { pattern: /明年|next year/, resolve: (_m, today) => yearPeriod(Number(today.slice(0, 4)) + 1) },
  // A month or year alone: 10月, in October, 2025年, in 2025.
  {
    pattern: /(?<![\d年])(\d{1,2}|[一二三四五六七八九十]{1,2})\s*月份?(?!\s*\d{0,2}\s*[日号])/,
    resolve: (m, today) => recentMonth(num(m[1]), today),
  },
  { pattern: new RegExp(`\\b(?:in|for|during)\\s+${MONTH_WORD}\\b`), resolve: (m, today) => recentMonth(monthOfWord(m[1] ?? ''), today) },
  { pattern: /(\d{4})\s*年(?!\s*\d)|\b(?:in|for|during|year)\s+(\d{4})\b/, resolve: (m) => yearPeriod(num(m[1] ?? m[2])) },
];

/** Full-width digits and letters as ASCII, lower case. */
export function normalizeQuestion(text: string): string {
  return text.replace(/[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0)).toLowerCase();
}

/** The first period the question names (in rule priority), or null when it names none. */
export function parsePeriod(question: string, today: string): ResolvedPeriod | null {
  const text = normalizeQuestion(question);
  for (const rule of RULES) {
    const match = text.match(rule.pattern);
    if (!match) continue;
    const period = rule.resolve(match, today);
    if (!period) continue;
    return {
      ...period,
      phrase: question.slice(match.index ?? 0, (match.index ?? 0) + match[0].length).trim(),
      future: period.from > today,
    };
  }
  return null;
}

/** The period just before (环比): the previous month, week, quarter, year or as many days. */
export function previousPeriod(period: Pick<ResolvedPeriod, 'from' | 'to' | 'unit'>): { from: string; to: string } {
  if (period.unit === 'month' || period.unit === 'quarter' || period.unit === 'year') {
    const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
    const span = monthIndex(period.to) - monthIndex(period.from) + 1;
    const from = addMonths(period.from, -span);
    return { from, to: monthEnd(addMonths(from, span - 1)) };
  }
  const days = Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1;
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

/** The same period a year earlier (同比). */
export function samePeriodLastYear(period: { from: string; to: string }): { from: string; to: string } {
  const shift = (day: string) => {
    const shifted = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
    return isIsoDate(shifted) ? shifted : addDays(`${Number(day.slice(0, 4)) - 1}-03-01`, -1);
  };
  return { from: shift(period.from), to: shift(period.to) };
}
