import { and, between, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceReport, type AttendanceRow } from '../../src/shared/api/hrm-calls';
import { attendanceRecords, scheduleShifts, staff } from '../../src/server/db/schema/index';
import { hrmTestApp, type HrmDriver } from '../helpers/hrm';

/**
 * Acceptance 3 of issue 14: the monthly attendance report of a seeded month equals figures computed
 * here, in plain code, from the raw published rota and clock records.
 */
let h: HrmDriver;
beforeAll(async () => {
  h = await hrmTestApp();
}, 120_000);
afterAll(async () => h.t.close());

const MONTH = '2026-10';
const FROM = '2026-10-01';
const TO = '2026-10-31';
const TODAY = '2026-11-02';
const OVERTIME_MIN = 30;
/** Asia/Shanghai is UTC+8 all year. */
const shanghai = (day: string, hhmm: string) => Date.parse(`${day}T${hhmm}:00+08:00`);

async function expected(): Promise<Map<number, Omit<AttendanceRow, 'name' | 'nameEn' | 'jobNumber' | 'deptName' | 'deptNameEn'>>> {
  const db = h.t.services.deps.db;
  const shifts = await db
    .select()
    .from(scheduleShifts)
    .where(and(between(scheduleShifts.workDate, FROM, TO), inArray(scheduleShifts.publishedShift, ['early', 'day', 'late'])));
  const clocks = await db
    .select()
    .from(attendanceRecords)
    .where(between(attendanceRecords.workDate, FROM, TO));
  const plan = new Map<string, { start: string; end: string }>();
  for (const row of shifts) {
    const key = `${row.staffId}|${row.workDate}`;
    const seen = plan.get(key);
    plan.set(key, {
      start: seen && seen.start < row.publishedStart! ? seen.start : row.publishedStart!,
      end: seen && seen.end > row.publishedEnd! ? seen.end : row.publishedEnd!,
    });
  }
  const clockOf = new Map(clocks.map((row) => [`${row.staffId}|${row.workDate}`, row]));
  const figures = new Map<number, Omit<AttendanceRow, 'name' | 'nameEn' | 'jobNumber' | 'deptName' | 'deptNameEn'>>();
  const of = (staffId: number) => {
    let row = figures.get(staffId);
    if (!row) {
      row = { staffId, scheduledDays: 0, workedDays: 0, lateDays: 0, earlyLeaveDays: 0, absentDays: 0, overtimeMinutes: 0 };
      figures.set(staffId, row);
    }
    return row;
  };
  for (const [key, day] of plan) {
    const [staffId, date] = [Number(key.split('|')[0]), key.split('|')[1]!];
    const row = of(staffId);
    const clock = clockOf.get(key);
    row.scheduledDays += 1;
    if (clock?.clockIn) row.workedDays += 1;
    if (clock?.clockIn && clock.clockIn.getTime() > shanghai(date, day.start)) row.lateDays += 1;
    if (clock?.clockOut && clock.clockOut.getTime() < shanghai(date, day.end)) row.earlyLeaveDays += 1;
    if (!clock?.clockIn && date < TODAY) row.absentDays += 1;
    if (clock?.clockOut) {
      const extra = Math.floor((clock.clockOut.getTime() - shanghai(date, day.end)) / 60_000);
      if (extra >= OVERTIME_MIN) row.overtimeMinutes += extra;
    }
  }
  for (const clock of clocks) {
    const key = `${clock.staffId}|${clock.workDate}`;
    if (plan.has(key)) continue;
    const row = of(clock.staffId);
    if (clock.clockIn && clock.clockOut) {
      const worked = Math.floor((clock.clockOut.getTime() - clock.clockIn.getTime()) / 60_000);
      if (worked >= OVERTIME_MIN) row.overtimeMinutes += worked;
    }
  }
  return figures;
}

describe('monthly attendance report (acceptance 3)', () => {
  it('equals the figures computed from the raw rota and clock records', async () => {
    const report = await h.ok<{ rows: AttendanceRow[]; count: number }>('admin', attendanceReport, {
      body: { yearMonth: MONTH, page: 1, pageSize: 100 },
    });
    const want = await expected();
    expect(report.count).toBe(want.size);
    expect(report.rows).toHaveLength(want.size);
    for (const row of report.rows) {
      const { name: _name, nameEn: _nameEn, jobNumber: _job, deptName: _dept, deptNameEn: _deptEn, ...figures } = row;
      expect(figures, row.name).toEqual(want.get(row.staffId));
    }
    // The seeded month is not trivial: every kind of figure occurs.
    const total = (key: keyof AttendanceRow) => report.rows.reduce((sum, row) => sum + Number(row[key]), 0);
    for (const key of ['scheduledDays', 'workedDays', 'lateDays', 'earlyLeaveDays', 'absentDays', 'overtimeMinutes'] as const) {
      expect(total(key), key).toBeGreaterThan(0);
    }
  });

  it('pages and filters by name or job number', async () => {
    const all = await h.ok<{ rows: AttendanceRow[]; count: number }>('admin', attendanceReport, {
      body: { yearMonth: MONTH, pageSize: 100 },
    });
    const second = await h.ok<{ rows: AttendanceRow[]; count: number }>('admin', attendanceReport, {
      body: { yearMonth: MONTH, page: 2, pageSize: 2 },
    });
    expect(second.count).toBe(all.count);
    expect(second.rows).toEqual(all.rows.slice(2, 4));
    const [ops] = await h.t.services.deps.db
      .select()
      .from(staff)
      .where(inArray(staff.username, ['ops']));
    const one = await h.ok<{ rows: AttendanceRow[]; count: number }>('admin', attendanceReport, {
      body: { yearMonth: MONTH, keyword: ops!.jobNumber },
    });
    expect(one.rows.map((row) => row.staffId)).toEqual([ops!.id]);
    expect(one.rows[0]).toEqual(all.rows.find((row) => row.staffId === ops!.id));
  });
});
