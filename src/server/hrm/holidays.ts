import { sql } from 'drizzle-orm';
import type { HolidayDetail, HolidayRow, LeaveType } from '../../shared/api/hrm-calls';
import { LEAVE_TYPES } from '../../shared/api/hrm-calls';
import type { Db } from '../db/database';
import { fail } from '../http/app-error';
import { likePattern } from './like-pattern';

/**
 * Balances are computed in SQL as numeric (days with one decimal) and read as text, so half days
 * stay exact: entitled − approved leave whose start falls in the year.
 */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const BALANCES = (year: number) => sql`
  ent as (select staff_id, leave_type, entitled_days from holiday_balances where year = ${year}),
  taken as (
    select staff_id, leave_type, sum(days) as days from leave_records
    where status = 'approved' and extract(year from start_date)::int = ${year}
    group by staff_id, leave_type
  )`;

interface RawHolidayRow {
  staff_id: number;
  name: string;
  name_en: string;
  job_number: string;
  dept_name: string | null;
  dept_name_en: string | null;
  annual_entitled: string;
  annual_taken: string;
  sick_taken: string;
  comp_balance: string;
  annual_balance: string;
  total: number;
}

export async function holidayPage(
  db: Db,
  input: { year: number; keyword?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: HolidayRow[]; count: number }> {
  const pattern = input.keyword ? likePattern(input.keyword) : null;
  const result = await db.execute(sql`
    with ${BALANCES(input.year)},
    people as (select distinct staff_id from ent)
    select p.id as staff_id, p.name, p.name_en, p.job_number,
      (select d.name from staff_departments sd join departments d on d.id = sd.dept_id where sd.staff_id = p.id order by sd.is_primary desc, d.id limit 1) as dept_name,
      (select d.name_en from staff_departments sd join departments d on d.id = sd.dept_id where sd.staff_id = p.id order by sd.is_primary desc, d.id limit 1) as dept_name_en,
      coalesce((select entitled_days from ent where ent.staff_id = p.id and leave_type = 'annual'), 0)::numeric(5,1)::text as annual_entitled,
      coalesce((select days from taken where taken.staff_id = p.id and leave_type = 'annual'), 0)::numeric(5,1)::text as annual_taken,
      (coalesce((select entitled_days from ent where ent.staff_id = p.id and leave_type = 'annual'), 0)
        - coalesce((select days from taken where taken.staff_id = p.id and leave_type = 'annual'), 0))::numeric(5,1)::text as annual_balance,
      coalesce((select days from taken where taken.staff_id = p.id and leave_type = 'sick'), 0)::numeric(5,1)::text as sick_taken,
      (coalesce((select entitled_days from ent where ent.staff_id = p.id and leave_type = 'compensatory'), 0)
        - coalesce((select days from taken where taken.staff_id = p.id and leave_type = 'compensatory'), 0))::numeric(5,1)::text as comp_balance,
      count(*) over ()::int as total
    from people join staff p on p.id = people.staff_id
    where ${pattern ? sql`(p.name ilike ${pattern} or p.name_en ilike ${pattern} or p.job_number ilike ${pattern})` : sql`true`}
    order by p.job_number, p.id
    limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`);
  const rows = rowsOf<RawHolidayRow>(result);
  return {
    count: rows[0]?.total ?? 0,
    rows: rows.map((row) => ({
      staffId: row.staff_id,
      name: row.name,
      nameEn: row.name_en,
      jobNumber: row.job_number,
      deptName: row.dept_name,
      deptNameEn: row.dept_name_en,
      annualEntitled: row.annual_entitled,
      annualTaken: row.annual_taken,
      annualBalance: row.annual_balance,
      sickTaken: row.sick_taken,
      compensatoryBalance: row.comp_balance,
    })),
  };
}

/** One person's balances of a year and their leave history (newest first). */
export async function holidayDetailOf(db: Db, staffId: number, year: number): Promise<HolidayDetail> {
  const [person] = rowsOf<{ id: number; name: string; name_en: string; job_number: string }>(
    await db.execute(sql`select id, name, name_en, job_number from staff where id = ${staffId}`),
  );
  if (!person) throw fail.notFound();
  const balances = rowsOf<{ leave_type: string; entitled: string; taken: string; balance: string }>(
    await db.execute(sql`
      with ${BALANCES(year)}, types(leave_type) as (values ${sql.join(
        LEAVE_TYPES.map((type) => sql`(${type})`),
        sql`, `,
      )})
      select t.leave_type,
        coalesce(e.entitled_days, 0)::numeric(5,1)::text as entitled,
        coalesce(k.days, 0)::numeric(5,1)::text as taken,
        (coalesce(e.entitled_days, 0) - coalesce(k.days, 0))::numeric(5,1)::text as balance
      from types t
      left join ent e on e.staff_id = ${staffId} and e.leave_type = t.leave_type
      left join taken k on k.staff_id = ${staffId} and k.leave_type = t.leave_type`),
  );
  const history = rowsOf<{
    id: number;
    leave_type: string;
    start_date: string;
    end_date: string;
    days: string;
    reason: string;
    status: string;
  }>(
    await db.execute(sql`
      select id::int as id, leave_type, start_date::text, end_date::text, days::text, reason, status
      from leave_records where staff_id = ${staffId} and extract(year from start_date)::int = ${year}
      order by start_date desc, id desc`),
  );
  return {
    staffId: person.id,
    name: person.name,
    nameEn: person.name_en,
    jobNumber: person.job_number,
    year,
    balances: balances
      .sort((a, b) => LEAVE_TYPES.indexOf(a.leave_type as LeaveType) - LEAVE_TYPES.indexOf(b.leave_type as LeaveType))
      .map((row) => ({ leaveType: row.leave_type as LeaveType, entitled: row.entitled, taken: row.taken, balance: row.balance })),
    history: history.map((row) => ({
      id: row.id,
      leaveType: row.leave_type as LeaveType,
      startDate: row.start_date,
      endDate: row.end_date,
      days: row.days,
      reason: row.reason,
      status: row.status,
    })),
  };
}
