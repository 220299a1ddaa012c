import { sql } from 'drizzle-orm';
import { shanghaiDate } from '../../shared/business/dates';
import type { AppDeps } from '../deps';
import { type DataScope, idList } from './data-scope';
import { queryRows } from './sql-rows';

interface Option {
  id: number;
  code: string;
  name: string;
  nameEn: string;
}

/**
 * What the business pages' filters offer: products, countries, and the staff and departments the
 * caller may filter by (everyone for 'all', the departments' people for a lead, only oneself
 * for 'own'). `today` is the server's Asia/Shanghai date, so period presets match the server.
 */
export async function businessOptions(deps: AppDeps, scope: DataScope) {
  const deptCondition = scope.kind === 'dept' ? sql`d.id IN (${idList(scope.deptIds.length ? scope.deptIds : [-1])})` : sql`true`;
  const staffCondition =
    scope.kind === 'own' ? sql`s.id = ${scope.staffId}` : sql`sd.dept_id IN (SELECT d.id FROM departments d WHERE ${deptCondition})`;
  const [products, countries, staff, departments, range] = await Promise.all([
    queryRows<Option>(deps.db, sql`SELECT id, code, name_zh AS name, name_en AS "nameEn" FROM products ORDER BY id`),
    queryRows<Option>(deps.db, sql`SELECT id, code, name_zh AS name, name_en AS "nameEn" FROM countries ORDER BY code`),
    queryRows<Option & { deptId: number }>(
      deps.db,
      sql`
      SELECT s.id, s.job_number AS code, s.name, s.name_en AS "nameEn", sd.dept_id AS "deptId"
      FROM staff s JOIN staff_departments sd ON sd.staff_id = s.id AND sd.is_primary
      WHERE ${staffCondition} AND (s.id IN (SELECT DISTINCT staff_id FROM customer_owners) OR s.id = ${scope.staffId})
      ORDER BY s.job_number`,
    ),
    scope.kind === 'own'
      ? Promise.resolve([] as Option[])
      : queryRows<Option>(
          deps.db,
          sql`
          SELECT d.id, d.code, d.name, d.name_en AS "nameEn" FROM departments d
          WHERE ${deptCondition} AND d.id IN (SELECT DISTINCT dept_id FROM customer_owners UNION SELECT parent_id FROM departments d2
            WHERE d2.id IN (SELECT DISTINCT dept_id FROM customer_owners) AND parent_id IS NOT NULL)
          ORDER BY d.sort, d.id`,
        ),
    queryRows<{ from: string | null; to: string | null }>(
      deps.db,
      sql`
      SELECT min(day)::text AS "from", max(day)::text AS "to" FROM traffic_customer_daily`,
    ),
  ]);
  const today = shanghaiDate(deps.clock.now());
  return {
    today,
    dataFrom: range[0]?.from ?? null,
    dataTo: range[0]?.to ?? (null as string | null),
    scope: scope.kind,
    products: products.map(asOption),
    countries: countries.map(asOption),
    staff: staff.map((row) => ({ ...asOption(row), deptId: Number(row.deptId) })),
    departments: departments.map(asOption),
  };
}

const asOption = (row: Option): Option => ({ id: Number(row.id), code: row.code, name: row.name, nameEn: row.nameEn });
