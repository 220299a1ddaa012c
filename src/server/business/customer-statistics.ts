import { sql } from 'drizzle-orm';
import type { CustomerStatistics } from '../../shared/api/crm-calls';
import { addDays, monthStart, shanghaiDate, shanghaiDayStart } from '../../shared/business/dates';
import type { AppDeps } from '../deps';
import { customerScope, factScope, resolveDataScope } from './data-scope';
import { queryRows, toInt } from './sql-rows';

/**
 * The home summary's customer figures in the user's data scope, "today" being the Asia/Shanghai
 * date of the app clock:
 * - myCustomer: customers in scope now (sales: the customers they own);
 * - todayCustomer: customers in scope that were created today OR have send records today
 *   (traffic facts only reach yesterday, so today's activity is read from the send records);
 * - todaySend: today's send records in scope;
 * - newThisMonth: customers in scope created since the first of this month;
 * - activeLast30Days: customers in scope with traffic facts in the last 30 days.
 */
export async function customerStatistics(deps: AppDeps, staffId: number): Promise<CustomerStatistics> {
  const scope = await resolveDataScope(deps, staffId);
  const today = shanghaiDate(deps.clock.now());
  const dayStart = shanghaiDayStart(today).toISOString();
  const dayEnd = shanghaiDayStart(addDays(today, 1)).toISOString();
  const monthFrom = shanghaiDayStart(monthStart(today)).toISOString();
  const [row] = await queryRows<Record<keyof CustomerStatistics, string>>(
    deps.db,
    sql`
    WITH mine AS (SELECT c.id, c.created_at FROM customers c WHERE ${customerScope(scope, 'c')}),
    sent_today AS (
      SELECT r.customer_id, count(*) AS n FROM send_records r
      WHERE r.sent_at >= ${dayStart}::timestamptz AND r.sent_at < ${dayEnd}::timestamptz AND ${factScope(scope, 'r')}
      GROUP BY r.customer_id
    )
    SELECT
      (SELECT count(*) FROM mine)::text AS "myCustomer",
      (SELECT count(*) FROM mine WHERE mine.created_at >= ${dayStart}::timestamptz AND mine.created_at < ${dayEnd}::timestamptz
         OR mine.id IN (SELECT customer_id FROM sent_today))::text AS "todayCustomer",
      (SELECT coalesce(sum(n), 0) FROM sent_today)::text AS "todaySend",
      (SELECT count(*) FROM mine WHERE mine.created_at >= ${monthFrom}::timestamptz AND mine.created_at < ${dayEnd}::timestamptz)::text AS "newThisMonth",
      (SELECT count(DISTINCT t.customer_id) FROM traffic_customer_daily t
        WHERE t.day BETWEEN ${addDays(today, -30)}::date AND ${addDays(today, -1)}::date
          AND t.customer_id IN (SELECT id FROM mine))::text AS "activeLast30Days"`,
  );
  return {
    myCustomer: toInt(row?.myCustomer),
    todayCustomer: toInt(row?.todayCustomer),
    todaySend: toInt(row?.todaySend),
    newThisMonth: toInt(row?.newThisMonth),
    activeLast30Days: toInt(row?.activeLast30Days),
  };
}
