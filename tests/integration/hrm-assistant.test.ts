import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myHoliday, myWeekScheduling, type HolidayDetail, type MyWeek } from '../../src/shared/api/hrm-calls';
import { scheduleShifts, staff } from '../../src/server/db/schema/index';
import { signIn } from '../helpers/api';
import { askEngine } from '../helpers/assistant';
import { inventedNumbers } from '../assistant-accuracy/figure-check';
import { hrmTestApp, type HrmDriver } from '../helpers/hrm';

/** 我这周的班次 and 我还有几天年假: answered from the same services as the home page's block, with its link. */
let h: HrmDriver;
beforeAll(async () => {
  h = await hrmTestApp({ AI_STREAM_PACE_MS: '0' });
}, 120_000);
afterAll(async () => h.t.close());

const token = async (user: string) => (await signIn(h.t, user)).token;
const SHIFT_ZH = { early: '早班', day: '白班', late: '晚班', rest: '休息' } as const;

describe('my shifts this week', () => {
  it('lists each day of the published week as the home block shows it, with its link', async () => {
    const week = await h.ok<MyWeek>('ops', myWeekScheduling, { query: {} });
    expect(week.weekStart).toBe('2026-11-02');
    const question = '我这周的班次';
    const answer = await askEngine(h.t, await token('ops'), question);
    const working = week.days.filter((day) => day.shifts.some((s) => s.shift !== 'rest')).length;
    expect(week.workDays).toBe(working);
    expect(answer.text).toContain(`你本周（2026-11-02 至 2026-11-08）要上 **${working}** 天班：`);
    const monday = week.days[0]!.shifts[0]!;
    expect(answer.text).toContain(
      `- 周一 2026-11-02（今天）：${SHIFT_ZH[monday.shift]}${monday.startTime ? ` ${monday.startTime}–${monday.endTime}` : ''}`,
    );
    expect(answer.text).toContain('](/home#home-my-week)');
    expect(answer.calls.map((call) => call.tool)).toEqual(['hrm/scheduling/myWeek']);
    expect(inventedNumbers(answer.text, question, answer.calls)).toEqual([]);
  });

  it('answers in English, and says so when there is no rota', async () => {
    const english = await askEngine(h.t, await token('ops'), 'what are my shifts this week', {});
    expect(english.text).toMatch(/^This week \(2026-11-02 to 2026-11-08\) you work \*\*\d\*\* days?:/);
    expect(english.text).toContain('- Mon 2026-11-02 (today): ');
    const [newhire] = await h.t.services.deps.db.select().from(staff).where(eq(staff.username, 'newhire'));
    await h.t.services.deps.db.delete(scheduleShifts).where(eq(scheduleShifts.staffId, newhire!.id));
    const none = await askEngine(h.t, await token('newhire'), '我这周的班次');
    expect(none.text).toContain('你本周（2026-11-02 至 2026-11-08）没有已发布的班次。');
  });
});

describe('annual leave left', () => {
  it('answers entitled − taken from the holiday records, with the link', async () => {
    const mine = await h.ok<HolidayDetail>('sales', myHoliday);
    const annual = mine.balances.find((b) => b.leaveType === 'annual')!;
    const question = '我还有几天年假';
    const answer = await askEngine(h.t, await token('sales'), question);
    expect(answer.text).toBe(
      `你 2026 年的年假还剩 **${annual.balance}** 天（应有 ${annual.entitled} 天，已休 ${annual.taken} 天）。\n\n[打开「首页 · 我本周的班次」](/home#home-my-week)`,
    );
    expect(Number(annual.balance)).toBeCloseTo(Number(annual.entitled) - Number(annual.taken), 5);
    expect(inventedNumbers(answer.text, question, answer.calls)).toEqual([]);
    const english = await askEngine(h.t, await token('sales'), 'how many days of annual leave do I have left', {});
    expect(english.text).toContain(`You have **${annual.balance}** days of annual leave left in 2026`);
  });
});
