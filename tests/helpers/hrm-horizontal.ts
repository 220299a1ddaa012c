import { eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CallDef } from '../../src/shared/api/define-call';
import * as calls from '../../src/shared/api/hrm-calls';
import { MSG_TYPES } from '../../src/shared/api/message-calls';
import { idempotenceKey } from '../../src/shared/api/staff-calls';
import { shanghaiDate } from '../../src/shared/business/dates';
import { APP_CODES } from '../../src/shared/error-codes';
import {
  attendanceRecords,
  holidayBalances,
  leaveRecords,
  mcMessages,
  scheduleGroups,
  scheduleMembers,
  schedulePublications,
  scheduleShifts,
  scheduleTags,
  staff,
} from '../../src/server/db/schema/index';
import { callApi, signIn, type RawAnswer } from './api';
import type { TestApp } from './test-app';

/**
 * Horizontal access to shift scheduling and staff holidays. Scheduling is one page (OC_SCHEDULE)
 * held with data scope all: whoever holds it (ops, admin) is a scheduler of any group, so a group's
 * id is no secret to them. What keeps a scheduler in bounds is the group itself: only its members go
 * on its rota, only its tags on its days, and an id of nobody answers a plain not-found. `sales2` is
 * on the sales duty rota but does not hold the page: every scheduling id, its own group's or nobody's,
 * is refused alike and nothing changes. Staff holidays (HRM_*) are admin's: `ops`, a scheduler
 * without that page, and `sales2` are refused alike for a real person and for nobody.
 */
type User = 'ops' | 'admin' | 'sales2';
const NOBODY = 2_000_000_001;

interface Records {
  opsGroup: number;
  salesGroup: number;
  opsTag: number;
  salesTag: number;
  opsStaff: number;
  salesStaff: number;
  sales2Staff: number;
}
type Request = (r: Records | null) => Record<string, unknown>;

interface HrmCase {
  fields: string[];
  check: () => Promise<void>;
}

export function hrmCases(app: () => TestApp): Record<string, HrmCase> {
  const tokens = new Map<User, string>();
  const db = () => app().services.deps.db;
  const tokenOf = async (user: User): Promise<string> => {
    if (!tokens.has(user)) tokens.set(user, (await signIn(app(), user)).token);
    return tokens.get(user) ?? '';
  };
  const as = async (user: User, call: CallDef, request: Record<string, unknown>): Promise<RawAnswer> => {
    const token = await tokenOf(user);
    const key = call.repeatCheck ? ((await callApi(app().app, idempotenceKey, {}, { token })).body.data as { key: string }).key : '';
    return callApi(app().app, call, request, { token, headers: key ? { 'X-Idempotence-Key': key } : {} });
  };
  const data = async <T>(user: User, call: CallDef, request: Record<string, unknown>): Promise<T> => {
    const answer = await as(user, call, request);
    expect(answer.body.code, `${user} → ${call.id}: ${answer.body.msg}`).toBe(0);
    return answer.body.data as T;
  };

  let own: Promise<Records> | null = null;
  const records = () =>
    (own ??= (async () => {
      const groups = await db()
        .select({ id: scheduleGroups.id, code: scheduleGroups.code })
        .from(scheduleGroups)
        .where(inArray(scheduleGroups.code, ['ops-duty', 'sales-duty']));
      const groupOf = (code: string) => groups.find((group) => group.code === code)?.id ?? 0;
      const tagOf = async (groupId: number) =>
        (await db().select({ id: scheduleTags.id }).from(scheduleTags).where(eq(scheduleTags.groupId, groupId)).orderBy(scheduleTags.id))[0]
          ?.id ?? 0;
      const people = await db()
        .select({ id: staff.id, username: staff.username })
        .from(staff)
        .where(inArray(staff.username, ['ops', 'sales', 'sales2']));
      const staffOf = (username: string) => people.find((person) => person.username === username)?.id ?? 0;
      const r = {
        opsGroup: groupOf('ops-duty'),
        salesGroup: groupOf('sales-duty'),
        opsTag: await tagOf(groupOf('ops-duty')),
        salesTag: await tagOf(groupOf('sales-duty')),
        opsStaff: staffOf('ops'),
        salesStaff: staffOf('sales'),
        sales2Staff: staffOf('sales2'),
      };
      if (Object.values(r).includes(0)) throw new Error(`the scheduling seed is missing a group, tag or person: ${JSON.stringify(r)}`);
      return r;
    })());

  /** A digest of every row a scheduling or holiday call could write (the published rota, notices, clock records included). */
  const snapshot = async () => {
    const digest = async (table: unknown) =>
      (
        (await db().execute(sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${table} t`)) as {
          rows: { sum: string }[];
        }
      ).rows[0]?.sum;
    const tables = {
      scheduleGroups,
      scheduleMembers,
      scheduleTags,
      scheduleShifts,
      schedulePublications,
      attendanceRecords,
      holidayBalances,
      leaveRecords,
    };
    const sums: Record<string, string | undefined> = {};
    for (const [name, table] of Object.entries(tables)) sums[name] = await digest(table);
    const [notices] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(mcMessages)
      .where(eq(mcMessages.msgType, MSG_TYPES.schedule));
    return { ...sums, notices: notices?.n };
  };

  /** Without the page: a real id and nobody's get the very same refusal, and nothing changes. */
  const refusedAlike = async (user: User, call: CallDef, request: Request) => {
    const r = await records();
    const before = await snapshot();
    const real = await as(user, call, request(r));
    const unknown = await as(user, call, request(null));
    expect(real.body.code, `${user} → ${call.id}: ${real.body.msg}`).toBe(APP_CODES.FORBIDDEN);
    expect([real.status, real.body], `${user} → ${call.id} answers as for an unknown id`).toEqual([unknown.status, unknown.body]);
    expect(await snapshot(), `${user} → ${call.id} changed nothing`).toEqual(before);
  };

  /** A holder naming an id of nobody gets a readable not-found (never a 500, never data), and nothing changes. */
  const nobodyFor = async (user: User, call: CallDef, request: Request) => {
    const before = await snapshot();
    const answer = await as(user, call, request(null));
    expect(answer.body.code, `${user} → ${call.id}: ${answer.body.msg}`).toBe(APP_CODES.NOT_FOUND);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.msg).not.toBe('');
    expect(answer.body.data).toBeNull();
    expect(await snapshot(), `${user} → ${call.id} changed nothing`).toEqual(before);
  };

  const groupBody =
    (pick: (r: Records) => number, extra: Record<string, unknown> = {}): Request =>
    (r) => ({ body: { groupId: r ? pick(r) : NOBODY, ...extra } });
  const salesGroupBody = (extra: Record<string, unknown> = {}) => groupBody((r) => r.salesGroup, extra);
  const thisMonth = () => shanghaiDate(app().services.deps.clock.now()).slice(0, 7);
  const today = () => shanghaiDate(app().services.deps.clock.now());

  /**
   * A scheduler editing its own group's rota: a cell of a person outside the group, or with another
   * group's tag, is refused as for nobody's id (naming the id given), even behind a valid cell, and
   * no cell is written; the valid cell alone goes through.
   */
  const editWithinGroup = async () => {
    const r = await records();
    const page = await data<calls.SchedulePageData>('ops', calls.schedulingPage, { body: { groupId: r.opsGroup, yearMonth: thisMonth() } });
    const cell = page.cells.find((c) => c.staffId === r.opsStaff && c.date >= today());
    if (!cell) throw new Error('the scheduling seed gave ops no day on the operations rota');
    const valid = { staffId: r.opsStaff, date: cell.date, shift: cell.shift === 'early' ? 'late' : 'early' };
    const asFor = (realId: number, unknown: RawAnswer) =>
      JSON.parse(JSON.stringify([unknown.status, unknown.body]).replaceAll(String(NOBODY), String(realId))) as unknown;
    for (const [field, realId] of [
      ['staffId', r.sales2Staff],
      ['tagId', r.salesTag],
    ] as const) {
      const bad = (id: number) => (field === 'staffId' ? { ...valid, staffId: id } : { ...valid, tagId: id });
      const before = await snapshot();
      const real = await as('ops', calls.schedulingEdit, { body: { groupId: r.opsGroup, cells: [valid, bad(realId)] } });
      const unknown = await as('ops', calls.schedulingEdit, { body: { groupId: r.opsGroup, cells: [valid, bad(NOBODY)] } });
      expect(real.body.code, `${field}: ${real.body.msg}`).toBe(APP_CODES.VALIDATION);
      expect(real.body.msg).toContain(String(realId));
      expect([real.status, real.body], `${field} of another group answers as for nobody's`).toEqual(asFor(realId, unknown));
      expect(await snapshot(), `a refused ${field} writes no cell`).toEqual(before);
    }
    // The valid cell alone is written (then put back): the refusals above were the outsider's and the foreign tag's.
    const before = await snapshot();
    const edited = await data<{ changed: number }>('ops', calls.schedulingEdit, { body: { groupId: r.opsGroup, cells: [valid] } });
    expect(edited.changed).toBe(1);
    await data('ops', calls.schedulingEdit, {
      body: { groupId: r.opsGroup, cells: [{ staffId: r.opsStaff, date: cell.date, shift: cell.shift, tagId: cell.tagId }] },
    });
    expect(await snapshot(), 'the day is back as it was').toEqual(before);
  };

  return {
    'hrm.holidayDetail': {
      fields: ['staffId'],
      check: async () => {
        const request: Request = (r) => ({ params: { staffId: r ? r.salesStaff : NOBODY } });
        await refusedAlike('sales2', calls.holidayDetail, request);
        // Scheduling every group is not the HR page: ops is refused alike too.
        await refusedAlike('ops', calls.holidayDetail, request);
        await nobodyFor('admin', calls.holidayDetail, request);
        const r = await records();
        expect((await data<calls.HolidayDetail>('admin', calls.holidayDetail, request(r))).staffId).toBe(r.salesStaff);
      },
    },
    'hrm.pushScheduling': {
      fields: ['groupId'],
      check: async () => {
        await refusedAlike('sales2', calls.pushScheduling, salesGroupBody());
        await nobodyFor('ops', calls.pushScheduling, salesGroupBody());
      },
    },
    'hrm.schedulingEdit': {
      fields: ['groupId', 'staffId', 'tagId'],
      check: async () => {
        // sales2 tries to put itself on its own group's rota, with that group's tag.
        await refusedAlike('sales2', calls.schedulingEdit, (r) => ({
          body: {
            groupId: r ? r.salesGroup : NOBODY,
            cells: [{ staffId: r ? r.sales2Staff : NOBODY, date: today(), shift: 'rest', tagId: r ? r.salesTag : NOBODY }],
          },
        }));
        await nobodyFor('ops', calls.schedulingEdit, salesGroupBody({ copyWeek: '2026-11-16' }));
        await editWithinGroup();
      },
    },
    'hrm.schedulingPage': {
      fields: ['groupId'],
      check: async () => {
        await refusedAlike('sales2', calls.schedulingPage, salesGroupBody({ yearMonth: thisMonth() }));
        await nobodyFor('ops', calls.schedulingPage, salesGroupBody({ yearMonth: thisMonth() }));
        // Data scope all: ops, no member of the sales duty group, schedules it too.
        const { salesGroup, sales2Staff } = await records();
        const page = await data<calls.SchedulePageData>('ops', calls.schedulingPage, {
          body: { groupId: salesGroup, yearMonth: thisMonth() },
        });
        expect(page.people.map((person) => person.staffId)).toContain(sales2Staff);
      },
    },
    'hrm.syncScheduling': {
      fields: ['groupId'],
      check: async () => {
        const range = () => ({ from: today(), to: today() });
        await refusedAlike('sales2', calls.syncScheduling, salesGroupBody(range()));
        await nobodyFor('ops', calls.syncScheduling, salesGroupBody(range()));
      },
    },
    'hrm.tagDel': {
      fields: ['id'],
      check: async () => {
        const request: Request = (r) => ({ body: { id: r ? r.salesTag : NOBODY } });
        await refusedAlike('sales2', calls.tagDel, request);
        await nobodyFor('ops', calls.tagDel, request);
      },
    },
    'hrm.tagDeptAdd': {
      fields: ['groupId'],
      check: async () => {
        await refusedAlike('sales2', calls.tagDeptAdd, salesGroupBody({ name: '越权标签' }));
        await nobodyFor('ops', calls.tagDeptAdd, salesGroupBody({ name: '无主标签' }));
      },
    },
    'hrm.tagList': {
      fields: ['groupId'],
      check: async () => {
        const request: Request = (r) => ({ params: { groupId: r ? r.salesGroup : NOBODY } });
        await refusedAlike('sales2', calls.tagList, request);
        await nobodyFor('ops', calls.tagList, request);
        // Data scope all: ops lists another group's tags, and only that group's.
        const r = await records();
        const tags = await data<calls.ScheduleTag[]>('ops', calls.tagList, request(r));
        expect(tags.map((tag) => tag.id)).toContain(r.salesTag);
        expect(tags.every((tag) => tag.groupId === r.salesGroup)).toBe(true);
      },
    },
    'hrm.updateNotify': {
      fields: ['groupId'],
      check: async () => {
        await refusedAlike('sales2', calls.updateNotify, salesGroupBody({ notify: false, minRestHours: 4 }));
        await nobodyFor('ops', calls.updateNotify, salesGroupBody({ notify: false, minRestHours: 4 }));
      },
    },
  };
}
