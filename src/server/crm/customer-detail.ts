import { sql } from 'drizzle-orm';
import type { CallData } from '../../shared/api/define-call';
import type { customerDetail, CustomerDetailTerms } from '../../shared/api/crm-calls';
import type { CustomerTerms } from '../../shared/api/crm-customer-terms';
import { addDays, shanghaiDate } from '../../shared/business/dates';
import type { AppDeps } from '../deps';
import { customerFactScope, customerScope, type DataScope, queryRows, toInt } from '../business';
import { fail } from '../http/app-error';
import { customerTermsOf } from './customer-terms-detail';
import { CUSTOMER_COLUMNS, CUSTOMER_JOINS, toCustomerRow, type RawCustomer } from './customer-service';

/**
 * A customer in the caller's scope (else NOT_FOUND, so nothing leaks): profile, owner history,
 * what approvals changed (balance, credit, source, shares), and the last 30 business days (up to
 * yesterday) by day and product. The daily figures follow the fact scope: a sales user sees the
 * days on which they owned the customer (all days while it is shared with their department).
 * Parts the caller's field rights hide (`hidden`, src/shared/admin/field-rights.ts) are not read at all.
 */
export async function customerDetailOf(
  deps: AppDeps,
  scope: DataScope,
  code: string,
  hidden: ReadonlySet<string>,
): Promise<CallData<typeof customerDetail>> {
  const [profile] = await queryRows<RawCustomer & { id: number; source: string; open_sea: boolean; account_status: string }>(
    deps.db,
    sql`
    SELECT c.id, c.source, c.open_sea, c.account_status, ${CUSTOMER_COLUMNS} FROM customers c ${CUSTOMER_JOINS}
    WHERE c.code = ${code.toUpperCase()} AND ${customerScope(scope, 'c')}`,
  );
  if (!profile) throw fail.notFound();
  const history = hidden.has('ownerHistory')
    ? []
    : await queryRows<{
        staff_id: number;
        name: string;
        job: string;
        dept_id: number;
        dept: string;
        valid_from: string;
        valid_to: string | null;
      }>(
        deps.db,
        sql`
    SELECT o.staff_id, s.name, s.job_number AS job, o.dept_id, d.name AS dept, o.valid_from::text AS valid_from, o.valid_to::text AS valid_to
    FROM customer_owners o JOIN staff s ON s.id = o.staff_id JOIN departments d ON d.id = o.dept_id
    WHERE o.customer_id = ${profile.id} ORDER BY o.valid_from DESC, o.id DESC`,
      );
  const to = addDays(shanghaiDate(deps.clock.now()), -1);
  const from = addDays(to, -29);
  const daily = hidden.has('traffic')
    ? []
    : await queryRows<{ day: string; product: string; v: string; s: string; r: string; c: string; p: string }>(
        deps.db,
        sql`
    SELECT t.day::text AS day, p.code AS product, t.volume::text AS v, t.success_count::text AS s,
           t.revenue::text AS r, t.cost::text AS c, (t.revenue - t.cost)::text AS p
    FROM traffic_customer_daily t JOIN products p ON p.id = t.product_id
    WHERE t.customer_id = ${profile.id} AND t.day BETWEEN ${from}::date AND ${to}::date AND ${customerFactScope(scope, 't')}
    ORDER BY t.day, p.id`,
      );
  return {
    profile: toCustomerRow(profile),
    ownerHistory: history.map((row) => ({
      staffId: Number(row.staff_id),
      name: row.name,
      jobNumber: row.job,
      deptId: Number(row.dept_id),
      deptName: row.dept,
      validFrom: row.valid_from,
      validTo: row.valid_to,
    })),
    last30Days: {
      from,
      to,
      rows: daily.map((row) => ({
        date: row.day,
        product: row.product,
        volume: toInt(row.v),
        successCount: toInt(row.s),
        revenue: row.r,
        cost: row.c,
        profit: row.p,
      })),
    },
    terms: withoutHiddenTerms(
      await customerTermsOf(deps.db, {
        id: profile.id,
        source: profile.source,
        openSea: profile.open_sea,
        accountStatus: profile.account_status,
      }),
      hidden,
    ),
  };
}

function withoutHiddenTerms(terms: CustomerTerms, hidden: ReadonlySet<string>): CustomerDetailTerms {
  return {
    ...terms,
    ...(hidden.has('balance') ? { balances: [], ledger: [] } : {}),
    ...(hidden.has('credit') ? { credit: null, creditHistory: [] } : {}),
  };
}
