import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../src/shared/api/hrm-calls';
import type { AttendanceRow, HolidayDetail, HolidayRow, OvertimeRow } from '../../src/shared/api/hrm-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { holidayBalances, leaveRecords, staff } from '../../src/server/db/schema/index';
import { signIn } from '../helpers/api';
import { hrmTestApp, type HrmDriver } from '../helpers/hrm';

/** The HRM pages' calls: attendance report and its export, overtime, staff holidays, my own balance. */
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

describe('permissions and bad input', () => {
  it('keeps the HR pages’ data to holders of their keys', async () => {
    const me = await staffId('ops');
    for (const user of ['sales', 'finance', 'ops', 'newhire']) {
      for (const [def, request] of [
        [calls.attendanceReport, { body: { yearMonth: '2026-10' } }],
        [calls.attendanceExport, { body: { yearMonth: '2026-10' } }],
        [calls.overtimeList, { body: { yearMonth: '2026-10' } }],
        [calls.holidayList, { body: { year: 2026 } }],
        [calls.holidayDetail, { params: { staffId: me } }],
      ] as const) {
        expect((await h.call(user, def, request)).body.code, `${user} ${def.id}`).toBe(APP_CODES.FORBIDDEN);
      }
    }
  });

  it('answers bad input with the validation envelope', async () => {
    for (const [def, request] of [
      [calls.attendanceReport, { body: { yearMonth: '2026-1' } }],
      [calls.attendanceReport, { body: { yearMonth: '2026-10', pageSize: 1000 } }],
      [calls.overtimeList, { body: { yearMonth: 'october' } }],
      [calls.holidayList, { body: { year: 1800 } }],
      [calls.holidayDetail, { params: { staffId: 'x' } }],
      [calls.myWeekScheduling, { query: { date: '2026-02-31' } }],
    ] as const) {
      const answer = await h.call('admin', def, request);
      expect(answer.body.code, `${def.id} ${JSON.stringify(request)}`).toBe(APP_CODES.VALIDATION);
    }
    expect((await h.call('admin', calls.holidayDetail, { params: { staffId: 999_999 } })).body.code).toBe(APP_CODES.NOT_FOUND);
  });
});

describe('overtime', () => {
  it('lists each overtime day with its minutes, and the total agrees with the attendance report', async () => {
    const list = await h.ok<{ rows: OvertimeRow[]; count: number; totalMinutes: number }>('admin', calls.overtimeList, {
      body: { yearMonth: '2026-10', pageSize: 100 },
    });
    expect(list.count).toBeGreaterThan(0);
    expect(list.rows.every((row) => row.minutes >= 30 && row.date.startsWith('2026-10'))).toBe(true);
    // A seeded rest day worked 10:00–14:30 counts whole.
    expect(list.rows.some((row) => row.shift === null && row.minutes === 270 && row.clockIn === '10:00')).toBe(true);
    const report = await h.ok<{ rows: AttendanceRow[] }>('admin', calls.attendanceReport, {
      body: { yearMonth: '2026-10', pageSize: 100 },
    });
    expect(list.totalMinutes).toBe(report.rows.reduce((sum, row) => sum + row.overtimeMinutes, 0));
  });
});

describe('holidays', () => {
  it('computes balance = entitled − approved leave, and the detail agrees with the list', async () => {
    const ops = await staffId('ops');
    const list = await h.ok<{ rows: HolidayRow[]; count: number }>('admin', calls.holidayList, { body: { year: 2026, pageSize: 100 } });
    expect(list.count).toBeGreaterThan(3);
    const row = list.rows.find((r) => r.staffId === ops)!;
    const [entitled] = await db()
      .select({ days: holidayBalances.entitledDays })
      .from(holidayBalances)
      .where(and(eq(holidayBalances.staffId, ops), eq(holidayBalances.year, 2026), eq(holidayBalances.leaveType, 'annual')));
    const [taken] = await db()
      .select({ days: sql<string>`coalesce(sum(${leaveRecords.days}), 0)::numeric(5,1)::text` })
      .from(leaveRecords)
      .where(and(eq(leaveRecords.staffId, ops), eq(leaveRecords.leaveType, 'annual'), eq(leaveRecords.status, 'approved')));
    expect(row.annualEntitled).toBe(entitled!.days);
    expect(row.annualTaken).toBe(taken!.days);
    expect(Number(row.annualBalance)).toBeCloseTo(Number(entitled!.days) - Number(taken!.days), 5);

    // A new half day of annual leave lowers the balance by exactly 0.5.
    await db()
      .insert(leaveRecords)
      .values({
        staffId: ops,
        leaveType: 'annual',
        startDate: '2026-10-20',
        endDate: '2026-10-20',
        days: '0.5',
        reason: '体检',
        createdAt: new Date('2026-10-18T02:00:00Z'),
      });
    const detail = await h.ok<HolidayDetail>('admin', calls.holidayDetail, { params: { staffId: ops }, query: { year: 2026 } });
    const annual = detail.balances.find((b) => b.leaveType === 'annual')!;
    expect(annual.balance).toBe((Number(row.annualBalance) - 0.5).toFixed(1));
    expect(detail.history[0]).toMatchObject({ startDate: '2026-10-20', days: '0.5', reason: '体检', leaveType: 'annual' });
    expect(detail.balances.map((b) => b.leaveType)).toEqual(['annual', 'sick', 'compensatory']);

    // The person's own view is the same record.
    expect(await h.ok<HolidayDetail>('ops', calls.myHoliday)).toEqual(detail);
    const search = await h.ok<{ rows: HolidayRow[] }>('admin', calls.holidayList, { body: { year: 2026, keyword: '刘洋' } });
    expect(search.rows.map((r) => r.staffId)).toEqual([ops]);
  });
});

describe('export', () => {
  it('downloads the monthly report as an xlsx with the same rows', async () => {
    const token = (await signIn(h.t, 'admin')).token;
    const response = await h.t.app.request(calls.attendanceExport.path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Accept-Language': 'zh-CN' },
      body: JSON.stringify({ yearMonth: '2026-10' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const report = await h.ok<{ rows: AttendanceRow[]; count: number }>('admin', calls.attendanceReport, {
      body: { yearMonth: '2026-10', pageSize: 100 },
    });
    expect(sheet.getRow(1).values).toContain('排班天数');
    expect(sheet.rowCount - 1).toBe(report.count);
    const first = report.rows[0]!;
    const values = sheet.getRow(2).values as unknown[];
    expect(values).toContain(first.jobNumber);
    expect(values).toContain(first.overtimeMinutes);
  });
});
