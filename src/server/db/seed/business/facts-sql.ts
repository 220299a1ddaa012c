import { sql } from 'drizzle-orm';
import type { Db } from '../../database';

/**
 * The daily facts, written in SQL so that a million rows take seconds on the embedded database.
 * Every figure is a pure function of (seed, route, day): `hashint8extended` (PostgreSQL ≥ 11,
 * also in PGlite) of the key gives uniform numbers, so a day written today and the same day
 * written by a later top-up are identical, and two runs produce identical checksums.
 */
export const FACT_SEED = 20261122;

/** 'YYYY-MM-DD' inclusive day range; facts for days with an owner and a started route. */
export async function writeFacts(db: Db, from: string, to: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO traffic_daily (day, customer_id, product_id, country_id, supplier_id, customer_type, staff_id, dept_id,
                               volume, success_count, revenue, cost)
    SELECT f.day, f.customer_id, f.product_id, f.country_id, f.supplier_id, f.customer_type, f.staff_id, f.dept_id,
           f.volume, f.success, round(f.success * f.unit_price, 6), round(f.success * f.unit_cost, 6)
    FROM (
      SELECT d.day, r.customer_id, r.product_id, r.country_id, r.supplier_id, c.type AS customer_type,
             o.staff_id, o.dept_id, r.unit_price, r.unit_cost, v.volume,
             floor(v.volume * r.success_rate::float8 * (0.97 + 0.03 * v.u2))::bigint AS success
      FROM (
        -- Per day: weekday shape (Saturday and Sunday are quiet), slow growth, the 11.11 peak.
        SELECT g::date AS day, (g::date - DATE '2000-01-01')::bigint AS n,
               (ARRAY[1.0, 1.04, 1.06, 1.03, 0.97, 0.62, 0.55]::float8[])[extract(isodow FROM g)::int]
               * (1 + (g::date - DATE '2024-01-01') / 1500.0::float8)
               * (CASE WHEN extract(month FROM g) = 11 AND extract(day FROM g) BETWEEN 9 AND 12 THEN 1.6 ELSE 1 END) AS factor
        FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS g
      ) AS d
      JOIN customer_routes r ON r.starts_on <= d.day
      JOIN customers c ON c.id = r.customer_id
      JOIN customer_owners o ON o.customer_id = r.customer_id AND o.valid_from <= d.day
                             AND (o.valid_to IS NULL OR o.valid_to > d.day)
      CROSS JOIN LATERAL (
        SELECT floor(
                 r.base_volume * d.factor
                 * (0.7 + 0.6 * ((hashint8extended(r.id::bigint * 100000 + d.n, ${FACT_SEED}) & 1048575)::float8 / 1048576))
               )::bigint AS volume,
               ((hashint8extended(r.id::bigint * 100000 + d.n, ${FACT_SEED + 1}) & 1048575)::float8 / 1048576) AS u2
      ) AS v
    ) AS f`);
}

/** Rebuilds the daily customer rollup for a day range (after the facts of those days changed). */
export async function rollupCustomerDaily(db: Db, from: string, to: string): Promise<void> {
  await db.execute(sql`DELETE FROM traffic_customer_daily WHERE day BETWEEN ${from}::date AND ${to}::date`);
  await db.execute(sql`
    INSERT INTO traffic_customer_daily (day, customer_id, product_id, customer_type, staff_id, dept_id, volume, success_count, revenue, cost)
    SELECT day, customer_id, product_id, min(customer_type), min(staff_id), min(dept_id),
           sum(volume), sum(success_count), sum(revenue), sum(cost)
    FROM traffic_daily WHERE day BETWEEN ${from}::date AND ${to}::date
    GROUP BY day, customer_id, product_id`);
}

/** Rebuilds both monthly rollups for the months from `fromMonth` (a month's first day) on. */
export async function rollupMonths(db: Db, fromMonth: string): Promise<void> {
  await db.execute(sql`DELETE FROM traffic_customer_monthly WHERE month >= ${fromMonth}::date`);
  await db.execute(sql`
    INSERT INTO traffic_customer_monthly (month, customer_id, product_id, customer_type, staff_id, dept_id, volume, success_count, revenue, cost)
    SELECT date_trunc('month', day)::date, customer_id, product_id, min(customer_type), staff_id, dept_id,
           sum(volume), sum(success_count), sum(revenue), sum(cost)
    FROM traffic_customer_daily WHERE day >= ${fromMonth}::date
    GROUP BY 1, customer_id, product_id, staff_id, dept_id`);
  await db.execute(sql`DELETE FROM traffic_route_monthly WHERE month >= ${fromMonth}::date`);
  await db.execute(sql`
    INSERT INTO traffic_route_monthly (month, customer_id, product_id, country_id, supplier_id, customer_type, staff_id, dept_id,
                                       volume, success_count, revenue, cost)
    SELECT date_trunc('month', day)::date, customer_id, product_id, country_id, supplier_id, min(customer_type), staff_id, dept_id,
           sum(volume), sum(success_count), sum(revenue), sum(cost)
    FROM traffic_daily WHERE day >= ${fromMonth}::date
    GROUP BY 1, customer_id, product_id, country_id, supplier_id, staff_id, dept_id`);
}
