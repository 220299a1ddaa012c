import { sql } from 'drizzle-orm';
import { daysBetween, shanghaiDayStart } from '../../../../shared/business/dates';
import type { Db } from '../../database';

/** Send records per day at scale 1 (≈ 1M rows over the 36 days kept). */
export const RECORDS_PER_DAY = 30_000;
export const RECORD_DAYS = 36;
const RECORD_SEED = 20261123;

/**
 * Writes the SMS send records of one business day whose time falls in (after, upTo]. A record is
 * a pure function of (seed, day, index): its customer is drawn from the SMS routes weighted by
 * volume, its owner is the customer's owner that day, so a day written in two parts equals the
 * day written at once.
 */
export async function writeSendRecords(db: Db, day: string, perDay: number, after: Date, upTo: Date): Promise<void> {
  const dayNumber = daysBetween('2000-01-01', day);
  const dayStart = shanghaiDayStart(day).toISOString();
  await db.execute(sql`
    WITH routes AS (
      SELECT r.id, r.customer_id, r.country_id, r.supplier_id, r.unit_price, r.base_volume::float8 AS w
      FROM customer_routes r WHERE r.product_id = 1 AND r.starts_on <= ${day}::date
    ), total AS (SELECT sum(w) AS t FROM routes),
    slots AS (
      SELECT (row_number() OVER (ORDER BY r.id, s) - 1) AS slot, r.customer_id, r.country_id, r.supplier_id, r.unit_price
      FROM routes r CROSS JOIN total
      CROSS JOIN generate_series(1, greatest(1, round(r.w / total.t * 8192))::int) AS s
    ), slot_count AS (SELECT count(*) AS n FROM slots),
    recs AS (
      SELECT ${dayNumber}::bigint * 1000000 + i AS id,
             hashint8extended(${dayNumber}::bigint * 1000000 + i, ${RECORD_SEED}) AS h1,
             hashint8extended(${dayNumber}::bigint * 1000000 + i, ${RECORD_SEED + 1}) AS h2,
             hashint8extended(${dayNumber}::bigint * 1000000 + i, ${RECORD_SEED + 2}) AS h3
      FROM generate_series(0, ${perDay - 1}) AS i
    ), shaped AS (
      SELECT recs.*, s.customer_id, s.country_id, s.supplier_id, s.unit_price,
             ${dayStart}::timestamptz + (CASE WHEN (recs.h2 & 1023) < 870
               THEN 28800 + floor(((recs.h2 >> 10) & 1048575) / 1048576.0 * 50400)
               ELSE floor(((recs.h2 >> 10) & 1048575) / 1048576.0 * 86400) END) * interval '1 second' AS sent_at,
             20 + ((recs.h3 >> 40) & 511) % 380 AS content_length,
             CASE WHEN ((recs.h1 >> 31) & 1023) < 942 THEN 0 WHEN ((recs.h1 >> 31) & 1023) < 983 THEN 1
                  WHEN ((recs.h1 >> 31) & 1023) < 1003 THEN 2 ELSE 3 END AS status
      FROM recs JOIN slots s ON s.slot = (recs.h1 & 2147483647) % (SELECT n FROM slot_count)
    )
    INSERT INTO send_records (id, sent_at, customer_id, staff_id, dept_id, phone, country_id, mcc_mnc, sender_id,
                              content_length, segments, status, error_code, supplier_id, price)
    SELECT x.id, x.sent_at, x.customer_id, o.staff_id, o.dept_id,
           co.dial_code || (1000000000 + (x.h3 & 2147483647) % 899999999)::text,
           x.country_id, co.mcc || lpad((1 + ((x.h3 >> 32) & 255) % 9)::text, 2, '0'),
           'SB' || lpad(x.customer_id::text, 5, '0'),
           x.content_length, CASE WHEN x.content_length <= 160 THEN 1 ELSE ceil(x.content_length / 153.0)::int END,
           x.status,
           CASE x.status WHEN 1 THEN 'E' || lpad((1 + ((x.h1 >> 41) & 7))::text, 3, '0')
                         WHEN 3 THEN 'R' || lpad((1 + ((x.h1 >> 41) & 3))::text, 3, '0') END,
           x.supplier_id,
           x.unit_price * CASE WHEN x.content_length <= 160 THEN 1 ELSE ceil(x.content_length / 153.0)::int END
    FROM shaped x
    JOIN countries co ON co.id = x.country_id
    JOIN customer_owners o ON o.customer_id = x.customer_id AND o.valid_from <= ${day}::date
                           AND (o.valid_to IS NULL OR o.valid_to > ${day}::date)
    WHERE x.sent_at > ${after.toISOString()}::timestamptz AND x.sent_at <= ${upTo.toISOString()}::timestamptz`);
}
