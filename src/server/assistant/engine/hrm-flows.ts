import { isoWeekday } from '../../../shared/business/dates';
import { MY_WEEK_LINK } from '../../../shared/hrm/paths';
import { suggestedFor } from '../compose/guess-questions';
import { t } from '../compose/phrases';
import { runMyHolidayTool, runMyWeekTool } from '../tools/hrm-tools';
import type { ToolContext } from '../tools/tool-context';
import type { ToolAnswer } from './engine';

/** 我这周的班次 / "my shifts this week" / 我这周上什么班: a question about the caller's own rota. */
export function asksMyShifts(question: string): boolean {
  const text = question.toLowerCase();
  const zh = /(这|本|下)?(周|星期|礼拜).{0,6}(班次|排班|值班|上什么班|几点上班)|我的(排班|班次)|我.{0,4}(什么|哪个)班/.test(text);
  const en = /\bmy (shifts?|rota|schedule)\b|\bshifts?\b.*\b(this|my) week\b|\bwhen do i work\b/.test(text);
  return zh || en;
}

/** 我还有几天年假 / "how many days of annual leave left". */
export function asksAnnualLeave(question: string): boolean {
  const text = question.toLowerCase();
  return (
    /年假|假期余额|还有几天假|剩.{0,4}假/.test(text) ||
    /\bannual leave\b|\b(holiday|leave|vacation) (days )?(left|balance|remaining)\b/.test(text)
  );
}

const guesses = (ctx: ToolContext) => suggestedFor(ctx.permissions, ctx.lang, ['navigation', 'guide']);
const WEEKDAY_ZH = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];
const WEEKDAY_EN = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const SHIFT_NAMES = {
  early: { zh: '早班', en: 'Early' },
  day: { zh: '白班', en: 'Day' },
  late: { zh: '晚班', en: 'Late' },
  rest: { zh: '休息', en: 'Rest' },
} as const;

const link = (ctx: ToolContext) =>
  `\n\n${t(ctx.lang, `[打开「首页 · 我本周的班次」](${MY_WEEK_LINK})`, `[Open "Home · My shifts this week"](${MY_WEEK_LINK})`)}`;

/** My published shifts Monday to Sunday, day by day, with the home block that shows the same. */
export async function myShiftsFlow(ctx: ToolContext): Promise<ToolAnswer> {
  const week = await runMyWeekTool(ctx);
  const base = { docIds: [], guesses: guesses(ctx), memo: null };
  const sunday = week.days.at(-1)?.date ?? week.weekStart;
  if (week.days.every((day) => day.shifts.length === 0)) {
    return {
      ...base,
      text: `${t(ctx.lang, `你本周（${week.weekStart} 至 ${sunday}）没有已发布的班次。`, `You have no published shifts this week (${week.weekStart} to ${sunday}).`)}${link(ctx)}`,
      status: 'no-data',
      facts: { weekStart: week.weekStart, days: week.days },
    };
  }
  const lines = week.days.map((day) => {
    const weekday = isoWeekday(day.date) - 1;
    const label = t(ctx.lang, WEEKDAY_ZH[weekday] ?? '', WEEKDAY_EN[weekday] ?? '');
    const shifts =
      day.shifts.length === 0
        ? t(ctx.lang, '未排班', 'no shift')
        : day.shifts
            .map((shift) => {
              const name = t(ctx.lang, SHIFT_NAMES[shift.shift].zh, SHIFT_NAMES[shift.shift].en);
              const time = shift.startTime ? ` ${shift.startTime}–${shift.endTime}` : '';
              const group = day.shifts.length > 1 ? t(ctx.lang, `（${shift.groupName}）`, ` (${shift.groupNameEn})`) : '';
              return `${name}${time}${group}`;
            })
            .join(t(ctx.lang, '；', '; '));
    const today = day.date === week.today ? t(ctx.lang, '（今天）', ' (today)') : '';
    return `- ${label} ${day.date}${today}${t(ctx.lang, '：', ': ')}${shifts}`;
  });
  const head = t(
    ctx.lang,
    `你本周（${week.weekStart} 至 ${sunday}）要上 **${week.workDays}** 天班：`,
    `This week (${week.weekStart} to ${sunday}) you work **${week.workDays}** ${week.workDays === 1 ? 'day' : 'days'}:`,
  );
  return {
    ...base,
    text: `${head}\n\n${lines.join('\n')}${link(ctx)}`,
    status: 'ok',
    facts: { weekStart: week.weekStart, workDays: week.workDays, days: week.days },
  };
}

/** Annual leave left this year (entitled − approved leave), with the home block that shows the same. */
export async function annualLeaveFlow(ctx: ToolContext): Promise<ToolAnswer> {
  const holiday = await runMyHolidayTool(ctx);
  const base = { docIds: [], guesses: guesses(ctx), memo: null };
  const annual = holiday.balances.find((balance) => balance.leaveType === 'annual');
  if (!annual || Number(annual.entitled) === 0) {
    return {
      ...base,
      text: t(ctx.lang, `你 ${holiday.year} 年没有年假额度记录。`, `You have no annual leave entitlement recorded for ${holiday.year}.`),
      status: 'no-data',
      facts: { year: holiday.year },
    };
  }
  const text = t(
    ctx.lang,
    `你 ${holiday.year} 年的年假还剩 **${annual.balance}** 天（应有 ${annual.entitled} 天，已休 ${annual.taken} 天）。`,
    `You have **${annual.balance}** days of annual leave left in ${holiday.year} (${annual.entitled} entitled, ${annual.taken} taken).`,
  );
  return {
    ...base,
    text: `${text}${link(ctx)}`,
    status: 'ok',
    facts: { year: holiday.year, annualBalance: annual.balance, annualEntitled: annual.entitled, annualTaken: annual.taken },
  };
}
