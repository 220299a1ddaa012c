import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../src/shared/api/hrm-calls';
import type { MyWeek, ScheduleGroupRow, SchedulePageData, ScheduleTag, TodaySchedule } from '../../src/shared/api/hrm-calls';
import { MSG_TYPES } from '../../src/shared/api/message-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { mcMessages, scheduleGroups, scheduleShifts, staff } from '../../src/server/db/schema/index';
import { hrmTestApp, type HrmDriver } from '../helpers/hrm';

/** The scheduling calls of sections.md §7 (/v2/hrm/scheduling): permissions, bad input, the draft and its publication. */
let h: HrmDriver;
beforeAll(async () => {
  h = await hrmTestApp();
}, 120_000);
afterAll(async () => h.t.close());

const db = () => h.t.services.deps.db;
async function staffId(username: string): Promise<number> {
  const [row] = await db().select({ id: staff.id }).from(staff).where(eq(staff.username, username));
  return row!.id;
}
async function groupId(code: string): Promise<number> {
  const [row] = await db().select({ id: scheduleGroups.id }).from(scheduleGroups).where(eq(scheduleGroups.code, code));
  return row!.id;
}
// The test clock: Monday 2026-11-02, 10:00 in Shanghai.
const TODAY = '2026-11-02';

describe('who may schedule', () => {
  it('lets ops (OC) and admin schedule, and nobody else', async () => {
    const ops = await groupId('ops-duty');
    for (const user of ['sales', 'finance', 'newhire']) {
      for (const [def, request] of [
        [calls.groupList, {}],
        [calls.schedulingPage, { body: { groupId: ops, yearMonth: '2026-11' } }],
        [calls.schedulingEdit, { body: { groupId: ops, cells: [{ staffId: 1, date: TODAY, shift: 'day' }] } }],
        [calls.pushScheduling, { body: { groupId: ops } }],
        [calls.tagDeptAdd, { body: { groupId: ops, name: 'x' } }],
        [calls.tagDel, { body: { id: 1 } }],
        [calls.tagList, { params: { groupId: ops } }],
        [calls.updateNotify, { body: { groupId: ops, notify: false } }],
        [calls.syncScheduling, { body: { groupId: ops, from: TODAY, to: TODAY } }],
      ] as const) {
        expect((await h.call(user, def, request)).body.code, `${user} ${def.id}`).toBe(APP_CODES.FORBIDDEN);
      }
    }
    const groups = await h.ok<ScheduleGroupRow[]>('ops', calls.groupList);
    expect(groups.map((group) => group.name)).toEqual(['运营值班组', '销售值班组', '财务值班组', '人事值班组']);
    expect(groups[0]).toMatchObject({
      deptName: expect.any(String),
      notify: true,
      minRestHours: 11,
      pendingChanges: 0,
      lastPublishedAt: null,
    });
    expect(groups[0]!.memberCount).toBeGreaterThan(1);
  });

  it('answers bad input with the validation envelope', async () => {
    const ops = await groupId('ops-duty');
    const bad = [
      [calls.schedulingPage, { body: { groupId: ops, yearMonth: '2026-13' } }],
      [calls.schedulingPage, { body: { groupId: 0, yearMonth: '2026-11' } }],
      [calls.schedulingEdit, { body: { groupId: ops } }],
      [calls.schedulingEdit, { body: { groupId: ops, cells: [{ staffId: 1, date: '2026-02-30', shift: 'day' }] } }],
      [calls.schedulingEdit, { body: { groupId: ops, cells: [{ staffId: 1, date: TODAY, shift: 'night' }] } }],
      [calls.tagDeptAdd, { body: { groupId: ops, name: '' } }],
      [calls.tagDeptAdd, { body: { groupId: ops, name: 'x', color: 'black' } }],
      [calls.syncScheduling, { body: { groupId: ops, from: '2026-11-05', to: '2026-11-01' } }],
      [calls.updateNotify, { body: { groupId: ops, notify: true, minRestHours: 30 } }],
    ] as const;
    for (const [def, request] of bad) {
      const answer = await h.call('ops', def, request);
      expect(answer.body.code, `${def.id} ${JSON.stringify(request)}`).toBe(APP_CODES.VALIDATION);
      expect(answer.body.msg).not.toBe('');
    }
    expect((await h.call('ops', calls.schedulingPage, { body: { groupId: 999_999, yearMonth: '2026-11' } })).body.code).toBe(
      APP_CODES.NOT_FOUND,
    );
    expect((await h.call('ops', calls.tagList, { params: { groupId: 999_999 } })).body.code).toBe(APP_CODES.NOT_FOUND);
    expect((await h.call('ops', calls.tagDel, { body: { id: 999_999 } })).body.code).toBe(APP_CODES.NOT_FOUND);
    // A person outside the group cannot be put on its rota.
    const outsider = await staffId('finance');
    const answer = await h.call('ops', calls.schedulingEdit, {
      body: { groupId: ops, cells: [{ staffId: outsider, date: TODAY, shift: 'day' }] },
    });
    expect(answer.body).toMatchObject({ code: APP_CODES.VALIDATION });
  });
});

describe('tags and the notify setting', () => {
  it('adds, lists and deletes tags; names are unique per group', async () => {
    const ops = await groupId('ops-duty');
    const seeded = await h.ok<ScheduleTag[]>('ops', calls.tagList, { params: { groupId: ops } });
    expect(seeded.map((tag) => tag.name)).toEqual(['值班长', '培训']);
    const tag = await h.ok<ScheduleTag>('ops', calls.tagDeptAdd, { body: { groupId: ops, name: '外勤', color: 'green' } });
    expect(tag).toMatchObject({ groupId: ops, name: '外勤', color: 'green' });
    expect((await h.call('ops', calls.tagDeptAdd, { body: { groupId: ops, name: '外勤' } })).body.code).toBe(APP_CODES.CONFLICT);
    await h.ok('ops', calls.tagDel, { body: { id: tag.id } });
    expect((await h.ok<ScheduleTag[]>('ops', calls.tagList, { params: { groupId: ops } })).map((t) => t.name)).toEqual(['值班长', '培训']);
  });

  it('turns notices off and sets the rest rule', async () => {
    const hr = await groupId('hr-duty');
    const row = await h.ok<ScheduleGroupRow>('admin', calls.updateNotify, { body: { groupId: hr, notify: false, minRestHours: 12 } });
    expect(row).toMatchObject({ groupId: hr, notify: false, minRestHours: 12 });
    await h.ok('admin', calls.updateNotify, { body: { groupId: hr, notify: true, minRestHours: 11 } });
  });
});

describe('the draft, conflicts and publishing', () => {
  it('edits the draft without changing what people see, flags conflicts, then publishes and notifies', async () => {
    const ops = await groupId('ops-duty');
    const me = await staffId('ops');
    const [tag] = await h.ok<ScheduleTag[]>('ops', calls.tagList, { params: { groupId: ops } });
    const week = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13'];
    // late on Monday then early on Tuesday: 9 hours of rest, under the 11-hour rule.
    const shifts = ['late', 'early', 'day', 'day', 'rest'] as const;
    const seeded = await db()
      .select({ date: sql<string>`${scheduleShifts.workDate}::text`, shift: scheduleShifts.publishedShift })
      .from(scheduleShifts)
      .where(
        and(
          eq(scheduleShifts.staffId, me),
          eq(scheduleShifts.groupId, ops),
          sql`${scheduleShifts.workDate} between '2026-11-09' and '2026-11-13'`,
        ),
      )
      .orderBy(scheduleShifts.workDate);
    // Monday changes by its tag at least; the other days when the shift differs from the seeded one.
    const changedDates = week.filter((date, i) => i === 0 || seeded[i]!.shift !== shifts[i]);
    const edited = await h.ok<{ changed: number; conflicts: calls.ScheduleConflict[] }>('ops', calls.schedulingEdit, {
      body: { groupId: ops, cells: week.map((date, i) => ({ staffId: me, date, shift: shifts[i], tagId: i === 0 ? tag!.id : undefined })) },
    });
    expect(edited.changed).toBe(5);
    expect(edited.conflicts).toEqual([{ staffId: me, date: '2026-11-10', kind: 'rest', detail: '9' }]);

    const page = await h.ok<SchedulePageData>('ops', calls.schedulingPage, { body: { groupId: ops, yearMonth: '2026-11' } });
    expect(page.days).toHaveLength(30);
    expect(page.people.map((p) => p.staffId)).toContain(me);
    const mine = page.cells.filter((cell) => cell.staffId === me && week.includes(cell.date));
    expect(mine.map((cell) => [cell.shift, cell.tagId])).toEqual([
      ['late', tag!.id],
      ['early', null],
      ['day', null],
      ['day', null],
      ['rest', null],
    ]);
    expect(page.conflicts).toContainEqual({ staffId: me, date: '2026-11-10', kind: 'rest', detail: '9' });
    expect(page.pendingChanges).toBeGreaterThan(0);

    // Not yet published: the person's week still shows the seeded rota.
    const before = await h.ok<MyWeek>('ops', calls.myWeekScheduling, { query: { date: '2026-11-09' } });
    const seededTuesday = before.days[1]!.shifts.find((s) => s.groupId === ops)?.shift;
    const [seededRow] = await db()
      .select({ shift: scheduleShifts.publishedShift })
      .from(scheduleShifts)
      .where(and(eq(scheduleShifts.staffId, me), eq(scheduleShifts.groupId, ops), eq(scheduleShifts.workDate, '2026-11-10')));
    expect(seededTuesday).toBe(seededRow!.shift);

    const messagesBefore = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(mcMessages)
      .where(eq(mcMessages.staffId, me));
    const pushed = await h.ok<{ changedDays: number; notifiedPeople: number }>('ops', calls.pushScheduling, { body: { groupId: ops } });
    expect(pushed.changedDays).toBe(changedDates.length);
    expect(pushed.notifiedPeople).toBe(1);
    const notices = await db()
      .select()
      .from(mcMessages)
      .where(and(eq(mcMessages.staffId, me), eq(mcMessages.msgType, MSG_TYPES.schedule)));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toBe('运营值班组排班已更新');
    expect(notices[0]!.content).toBe(`你在「运营值班组」有 ${changedDates.length} 天的班次变化：${changedDates.join('、')}。`);
    const messagesAfter = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(mcMessages)
      .where(eq(mcMessages.staffId, me));
    expect(messagesAfter[0]!.n).toBe(messagesBefore[0]!.n + 1);

    const after = await h.ok<MyWeek>('ops', calls.myWeekScheduling, { query: { date: '2026-11-09' } });
    expect(after.weekStart).toBe('2026-11-09');
    expect(after.days.slice(0, 5).map((day) => day.shifts.find((s) => s.groupId === ops)?.shift)).toEqual([...shifts]);
    const again = await h.ok<{ changedDays: number; notifiedPeople: number }>('ops', calls.pushScheduling, { body: { groupId: ops } });
    expect(again).toEqual({ changedDays: 0, notifiedPeople: 0 });
    expect((await h.ok<ScheduleGroupRow[]>('ops', calls.groupList))[0]).toMatchObject({
      pendingChanges: 0,
      lastPublishedAt: '2026-11-02T02:00:00.000Z',
    });
  });

  it('flags a person on two groups the same day', async () => {
    const ops = await groupId('ops-duty');
    const sales = await groupId('sales-duty');
    const admin = await staffId('admin');
    await db()
      .insert((await import('../../src/server/db/schema/index')).scheduleMembers)
      .values({ groupId: sales, staffId: admin })
      .onConflictDoNothing();
    await h.ok('admin', calls.schedulingEdit, { body: { groupId: ops, cells: [{ staffId: admin, date: '2026-11-20', shift: 'day' }] } });
    const edit = await h.ok<{ conflicts: calls.ScheduleConflict[] }>('admin', calls.schedulingEdit, {
      body: { groupId: sales, cells: [{ staffId: admin, date: '2026-11-20', shift: 'early' }] },
    });
    expect(edit.conflicts).toContainEqual({ staffId: admin, date: '2026-11-20', kind: 'double', detail: '运营值班组' });
  });

  it('copies last week onto a week', async () => {
    const fin = await groupId('finance-duty');
    const page = await h.ok<SchedulePageData>('admin', calls.schedulingPage, { body: { groupId: fin, yearMonth: '2026-11' } });
    const cellOf = (staffId: number, date: string) => page.cells.find((c) => c.staffId === staffId && c.date === date)?.shift ?? null;
    await h.ok('admin', calls.schedulingEdit, { body: { groupId: fin, copyWeek: '2026-11-16' } });
    const after = await h.ok<SchedulePageData>('admin', calls.schedulingPage, { body: { groupId: fin, yearMonth: '2026-11' } });
    for (const person of after.people) {
      for (let i = 0; i < 7; i += 1) {
        const from = `2026-11-${String(9 + i).padStart(2, '0')}`;
        const to = `2026-11-${String(16 + i).padStart(2, '0')}`;
        expect(after.cells.find((c) => c.staffId === person.staffId && c.date === to)?.shift ?? null).toBe(cellOf(person.staffId, from));
      }
    }
  });

  it('keeps the home page’s today column on the published rota', async () => {
    const ops = await groupId('ops-duty');
    const me = await staffId('ops');
    await h.ok('ops', calls.schedulingEdit, { body: { groupId: ops, cells: [{ staffId: me, date: TODAY, shift: 'late' }] } });
    const draftOnly = await h.ok<TodaySchedule>('ops', calls.todayScheduling);
    const seen = draftOnly.groups.find((g) => g.groupId === ops)!.shifts.find((s) => s.isMe)?.shift;
    expect(seen).not.toBe(undefined);
    await h.ok('ops', calls.pushScheduling, { body: { groupId: ops } });
    const published = await h.ok<TodaySchedule>('ops', calls.todayScheduling);
    expect(published.date).toBe(TODAY);
    expect(published.groups.find((g) => g.groupId === ops)!.shifts.find((s) => s.isMe)).toMatchObject({
      shift: 'late',
      startTime: '14:00',
      endTime: '22:00',
    });
  });

  it('says clearly that attendance cannot be synced when the chat app is not configured', async () => {
    const ops = await groupId('ops-duty');
    const answer = await h.call('ops', calls.syncScheduling, { body: { groupId: ops, from: '2026-10-01', to: '2026-10-07' } });
    expect(answer.body.code).toBe(APP_CODES.CONFLICT);
    expect(answer.body.msg).toContain('钉钉');
    const tooLong = await h.call('ops', calls.syncScheduling, { body: { groupId: ops, from: '2026-09-01', to: '2026-10-31' } });
    expect(tooLong.body.code).toBe(APP_CODES.VALIDATION);
  });
});
