import { sql, type SQL } from 'drizzle-orm';
import type { AttendanceRow, OvertimeRow, Shift } from '../../shared/api/hrm-calls';
import { WORK_SHIFTS } from '../../shared/api/hrm-calls';
import { likePattern } from './like-pattern';
import { monthEnd } from '../../shared/business/dates';
import type { Db } from '../db/database';

/** Overtime shorter than this is not counted (a few minutes after the shift end is leaving, not overtime). */
export const OVERTIME_MIN_MINUTES = 30;

export interface MonthFilter {
  yearMonth: string;
  keyword?: string | undefined;
}

const WORK = sql.join(
  WORK_SHIFTS.map((shift) => sql`${shift}`),
  sql`, `,
);

/**
 * One row per person-day of the month that has a published work shift or a clock record: the
 * day's scheduled start and end (earliest and latest over the person's groups) and the clock times.
 */
function personDays(from: string, to: string): SQL {
  return sql`
    sched as (
      select staff_id, work_date, min(published_start) as st, max(published_end) as en, min(published_shift) as shift
      from schedule_shifts
      where work_date between ${from}::date and ${to}::date and published_shift in (${WORK})
      group by staff_id, work_date
    ),
    clock as (
      select staff_id, work_date, clock_in, clock_out from attendance_records where work_date between ${from}::date and ${to}::date
    ),
    days as (
      select coalesce(s.staff_id, c.staff_id) as staff_id, coalesce(s.work_date, c.work_date) as work_date, s.st, s.en, s.shift,
             (coalesce(s.work_date, c.work_date) + s.st::time) at time zone 'Asia/Shanghai' as start_at,
             (coalesce(s.work_date, c.work_date) + s.en::time) at time zone 'Asia/Shanghai' as end_at,
             c.clock_in, c.clock_out
      from sched s full join clock c on c.staff_id = s.staff_id and c.work_date = s.work_date
    ),
    overtime as (
      select days.*,
        case
          when st is not null and clock_out > end_at then floor(extract(epoch from clock_out - end_at) / 60)
          when st is null and clock_in is not null and clock_out > clock_in then floor(extract(epoch from clock_out - clock_in) / 60)
          else 0
        end as raw_minutes
      from days
    )`;
}

function personFilter(keyword: string | undefined): SQL {
  if (!keyword) return sql`true`;
  const pattern = likePattern(keyword);
  return sql`(p.name ilike ${pattern} or p.name_en ilike ${pattern} or p.job_number ilike ${pattern})`;
}

const deptColumn = (column: 'name' | 'name_en') =>
  sql.raw(
    `(select d.${column} from staff_departments sd join departments d on d.id = sd.dept_id where sd.staff_id = p.id order by sd.is_primary desc, d.id limit 1)`,
  );

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

interface RawAttendance {
  staff_id: number;
  name: string;
  name_en: string;
  job_number: string;
  dept_name: string | null;
  dept_name_en: string | null;
  scheduled: number;
  worked: number;
  late: number;
  early: number;
  absent: number;
  overtime: number;
  total: number;
}

/**
 * The monthly attendance report: per person, from the published rota and the clock records.
 * Absent counts only days before today (today's shift may not have started).
 */
export async function attendanceReport(
  db: Db,
  today: string,
  filter: MonthFilter,
  paging: { page: number; pageSize: number } | null,
): Promise<{ rows: AttendanceRow[]; count: number }> {
  const from = `${filter.yearMonth}-01`;
  const to = monthEnd(from);
  const limit = paging ? sql`limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}` : sql``;
  const result = await db.execute(sql`
    with ${personDays(from, to)},
    figures as (
      select staff_id,
        count(*) filter (where st is not null)::int as scheduled,
        count(*) filter (where st is not null and clock_in is not null)::int as worked,
        count(*) filter (where st is not null and clock_in > start_at)::int as late,
        count(*) filter (where st is not null and clock_out is not null and clock_out < end_at)::int as early,
        count(*) filter (where st is not null and clock_in is null and work_date < ${today}::date)::int as absent,
        coalesce(sum(raw_minutes) filter (where raw_minutes >= ${OVERTIME_MIN_MINUTES}), 0)::int as overtime
      from overtime group by staff_id
    )
    select p.id as staff_id, p.name, p.name_en, p.job_number, ${deptColumn('name')} as dept_name, ${deptColumn('name_en')} as dept_name_en,
           f.scheduled, f.worked, f.late, f.early, f.absent, f.overtime, count(*) over ()::int as total
    from figures f join staff p on p.id = f.staff_id
    where ${personFilter(filter.keyword)}
    order by p.job_number, p.id
    ${limit}`);
  const rows = rowsOf<RawAttendance>(result);
  return {
    count: rows[0]?.total ?? (paging && paging.page > 1 ? await attendanceCount(db, filter) : 0),
    rows: rows.map((row) => ({
      staffId: row.staff_id,
      name: row.name,
      nameEn: row.name_en,
      jobNumber: row.job_number,
      deptName: row.dept_name,
      deptNameEn: row.dept_name_en,
      scheduledDays: row.scheduled,
      workedDays: row.worked,
      lateDays: row.late,
      earlyLeaveDays: row.early,
      absentDays: row.absent,
      overtimeMinutes: row.overtime,
    })),
  };
}

async function attendanceCount(db: Db, filter: MonthFilter): Promise<number> {
  const from = `${filter.yearMonth}-01`;
  const result = await db.execute(sql`
    with ${personDays(from, monthEnd(from))}
    select count(distinct o.staff_id)::int as n from overtime o join staff p on p.id = o.staff_id where ${personFilter(filter.keyword)}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

interface RawOvertime {
  staff_id: number;
  name: string;
  name_en: string;
  job_number: string;
  work_date: string;
  shift: string | null;
  en: string | null;
  clock_in: string;
  clock_out: string;
  minutes: number;
  total: number;
  total_minutes: number;
}

const hhmm = (column: string) => sql.raw(`to_char(${column} at time zone 'Asia/Shanghai', 'HH24:MI')`);

/** Overtime day by day: minutes after the shift's end, or the whole clocked time of a day without a shift. */
export async function overtimeList(
  db: Db,
  filter: MonthFilter & { page: number; pageSize: number },
): Promise<{ rows: OvertimeRow[]; count: number; totalMinutes: number }> {
  const from = `${filter.yearMonth}-01`;
  const result = await db.execute(sql`
    with ${personDays(from, monthEnd(from))}
    select p.id as staff_id, p.name, p.name_en, p.job_number, o.work_date::text as work_date, o.shift, o.en,
           ${hhmm('o.clock_in')} as clock_in, ${hhmm('o.clock_out')} as clock_out, o.raw_minutes::int as minutes,
           count(*) over ()::int as total, sum(o.raw_minutes) over ()::int as total_minutes
    from overtime o join staff p on p.id = o.staff_id
    where o.raw_minutes >= ${OVERTIME_MIN_MINUTES} and ${personFilter(filter.keyword)}
    order by o.work_date desc, p.job_number
    limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`);
  const rows = rowsOf<RawOvertime>(result);
  return {
    count: rows[0]?.total ?? 0,
    totalMinutes: rows[0]?.total_minutes ?? 0,
    rows: rows.map((row) => ({
      staffId: row.staff_id,
      name: row.name,
      nameEn: row.name_en,
      jobNumber: row.job_number,
      date: row.work_date,
      shift: (row.shift as Shift | null) ?? null,
      scheduledEnd: row.en ?? '',
      clockIn: row.clock_in,
      clockOut: row.clock_out,
      minutes: row.minutes,
    })),
  };
}
