import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncScheduling } from '../../src/shared/api/hrm-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { attendanceRecords, scheduleGroups, staff } from '../../src/server/db/schema/index';
import { serveFakeDingTalk } from '../helpers/fake-dingtalk';
import { hrmTestApp, type HrmDriver } from '../helpers/hrm';

/** syncScheduling with the chat app configured: its clock records become the members' attendance. */
const asked: { from: string; to: string; users: string[]; token: string | undefined }[] = [];
let failing = false;
const fake = new Hono();
fake.get('/gettoken', (c) => c.json({ errcode: 0, access_token: 'app-token', expires_in: 7200 }));
fake.post('/attendance/list', async (c) => {
  const body = (await c.req.json()) as { workDateFrom: string; workDateTo: string; userIdList: string[] };
  asked.push({ from: body.workDateFrom, to: body.workDateTo, users: body.userIdList, token: c.req.query('access_token') });
  if (failing) return c.json({ errcode: 88, errmsg: 'no attendance permission' });
  const at = (text: string) => Date.parse(text);
  return c.json({
    errcode: 0,
    hasMore: false,
    recordresult: body.userIdList.includes('ding-ops')
      ? [
          { userId: 'ding-ops', checkType: 'OnDuty', userCheckTime: at('2026-10-05T08:55:00+08:00') },
          { userId: 'ding-ops', checkType: 'OffDuty', userCheckTime: at('2026-10-05T18:40:00+08:00') },
          { userId: 'ding-ops', checkType: 'OnDuty', userCheckTime: at('2026-10-05T09:10:00+08:00') },
          { userId: 'ding-stranger', checkType: 'OnDuty', userCheckTime: at('2026-10-05T09:00:00+08:00') },
        ]
      : [],
  });
});

let h: HrmDriver;
let server: Awaited<ReturnType<typeof serveFakeDingTalk>>;
beforeAll(async () => {
  server = await serveFakeDingTalk(fake);
  h = await hrmTestApp(server.env);
  await h.t.services.deps.db.update(staff).set({ dingUserId: 'ding-ops' }).where(eq(staff.username, 'ops'));
}, 120_000);
afterAll(async () => {
  await h.t.close();
  server.close();
});

describe('attendance sync from the chat app', () => {
  it('stores the first clock-in and last clock-out of each member’s day', async () => {
    const [group] = await h.t.services.deps.db.select().from(scheduleGroups).where(eq(scheduleGroups.code, 'ops-duty'));
    const [ops] = await h.t.services.deps.db.select().from(staff).where(eq(staff.username, 'ops'));
    const result = await h.ok<{ records: number; people: number }>('ops', syncScheduling, {
      body: { groupId: group!.id, from: '2026-10-01', to: '2026-10-10' },
    });
    expect(result).toEqual({ records: 1, people: 1 });
    // Seven days per request, only members known to the chat app.
    expect(asked.map((a) => [a.from, a.to, a.users, a.token])).toEqual([
      ['2026-10-01 00:00:00', '2026-10-07 23:59:59', ['ding-ops'], 'app-token'],
      ['2026-10-08 00:00:00', '2026-10-10 23:59:59', ['ding-ops'], 'app-token'],
    ]);
    const [row] = await h.t.services.deps.db
      .select()
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.staffId, ops!.id), eq(attendanceRecords.workDate, '2026-10-05')));
    expect(row).toMatchObject({ source: 'dingtalk' });
    expect(row!.clockIn!.toISOString()).toBe('2026-10-05T00:55:00.000Z');
    expect(row!.clockOut!.toISOString()).toBe('2026-10-05T10:40:00.000Z');
  });

  it('passes the chat app’s refusal on as a readable failure', async () => {
    failing = true;
    const [group] = await h.t.services.deps.db.select().from(scheduleGroups).where(eq(scheduleGroups.code, 'ops-duty'));
    const answer = await h.call('ops', syncScheduling, { body: { groupId: group!.id, from: '2026-10-01', to: '2026-10-02' } });
    expect(answer.body.code).toBe(APP_CODES.CONFLICT);
    expect(answer.body.msg).toContain('no attendance permission');
    failing = false;
  });
});
