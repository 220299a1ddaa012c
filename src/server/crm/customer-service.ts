import { sql, type SQL } from 'drizzle-orm';
import type { CustomerRow, customerQuery } from '../../shared/api/crm-calls';
import type { CallInput } from '../../shared/api/define-call';
import type { AppDeps } from '../deps';
import { fitsInt4 } from '../db/int4';
import { customerScope, type DataScope, queryRows, toInt } from '../business';

export type CustomerQueryInput = CallInput<typeof customerQuery>['body'];

interface RawCustomer {
  code: string;
  name: string;
  type: 'c' | 'r';
  country: string;
  country_zh: string;
  country_en: string;
  owner_id: number;
  owner_name: string;
  owner_job: string;
  dept_id: number;
  dept_name: string;
  level: string;
  created_at: string;
  n: string;
}

const SORT: Record<string, string> = { code: 'c.code', name: 'c.name', createdAt: 'c.created_at', level: 'c.level' };

/** The SELECT list shared by the list and the detail. */
export const CUSTOMER_COLUMNS = sql`
  c.code, c.name, c.type, co.code AS country, co.name_zh AS country_zh, co.name_en AS country_en,
  c.owner_staff_id AS owner_id, s.name AS owner_name, s.job_number AS owner_job, c.dept_id, d.name AS dept_name, c.level,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;
export const CUSTOMER_JOINS = sql`
  JOIN countries co ON co.id = c.country_id
  JOIN staff s ON s.id = c.owner_staff_id
  JOIN departments d ON d.id = c.dept_id`;

export function toCustomerRow(row: RawCustomer): CustomerRow {
  return {
    code: row.code,
    name: row.name,
    type: row.type,
    country: row.country,
    countryName: row.country_zh,
    countryNameEn: row.country_en,
    ownerStaffId: Number(row.owner_id),
    ownerName: row.owner_name,
    ownerJobNumber: row.owner_job,
    deptId: Number(row.dept_id),
    deptName: row.dept_name,
    level: row.level,
    createdAt: row.created_at,
  };
}

/** Customers in the caller's scope (owned now), filtered by keyword (code or name), type, owner, country and level. */
export async function queryCustomers(
  deps: AppDeps,
  scope: DataScope,
  input: CustomerQueryInput,
): Promise<{ rows: CustomerRow[]; count: number }> {
  const where: SQL[] = [customerScope(scope, 'c')];
  if (input.keyword) {
    const pattern = `%${input.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    where.push(sql`(c.code ILIKE ${pattern} OR c.name ILIKE ${pattern})`);
  }
  if (input.type) where.push(sql`c.type = ${input.type}`);
  // An owner id past the integer column owns nothing (PostgreSQL would refuse the comparison).
  if (input.ownerStaffId !== undefined)
    where.push(fitsInt4(input.ownerStaffId) ? sql`c.owner_staff_id = ${input.ownerStaffId}` : sql`false`);
  if (input.country) where.push(sql`co.code = ${input.country}`);
  if (input.level) where.push(sql`c.level = ${input.level}`);
  const sort = input.sort ?? { field: 'code' as const, order: 'asc' as const };
  const order = `${SORT[sort.field] ?? 'c.code'} ${sort.order === 'desc' ? 'DESC' : 'ASC'}, c.code ASC`;
  const rows = await queryRows<RawCustomer>(
    deps.db,
    sql`
    SELECT ${CUSTOMER_COLUMNS}, count(*) OVER ()::text AS n
    FROM customers c ${CUSTOMER_JOINS}
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${sql.raw(order)}
    LIMIT ${input.pageSize} OFFSET ${(input.page - 1) * input.pageSize}`,
  );
  let count = toInt(rows[0]?.n);
  if (rows.length === 0 && input.page > 1) {
    const [row] = await queryRows<{ n: string }>(
      deps.db,
      sql`
      SELECT count(*)::text AS n FROM customers c ${CUSTOMER_JOINS} WHERE ${sql.join(where, sql` AND `)}`,
    );
    count = toInt(row?.n);
  }
  return { rows: rows.map(toCustomerRow), count };
}

export type { RawCustomer };
