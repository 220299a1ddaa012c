import { sql, type SQL } from 'drizzle-orm';
import type { CampaignSegment } from '../../../shared/api/mail-marketing-calls';
import { customerScope, queryRows, resolveDataScope } from '../../business';
import type { AppDeps } from '../../deps';

/** One contact address a campaign reaches. */
export interface SegmentAddress {
  customerId: number;
  name: string;
  email: string;
  /** The address followed an unsubscribe link once: it is skipped, and counted as such. */
  unsubscribed: boolean;
}

function segmentFilters(segment: CampaignSegment): SQL[] {
  const filters: SQL[] = [];
  if (segment.level) filters.push(sql`c.level = ${segment.level}`);
  if (segment.countryId !== undefined) filters.push(sql`c.country_id = ${segment.countryId}`);
  if (segment.type) filters.push(sql`c.type = ${segment.type}`);
  if (segment.productId !== undefined) {
    filters.push(sql`exists (select 1 from customer_routes r where r.customer_id = c.id and r.product_id = ${segment.productId})`);
  }
  return filters;
}

/**
 * The contact addresses of the customers in a segment that the sender may see now (the same data
 * scope as the customer list: sales their own customers), each address once (the first contact
 * that names it), in customer order.
 */
export async function segmentAddresses(deps: AppDeps, staffId: number, segment: CampaignSegment): Promise<SegmentAddress[]> {
  const scope = await resolveDataScope(deps, staffId);
  const where = sql.join([customerScope(scope, 'c'), sql`not c.open_sea`, ...segmentFilters(segment)], sql` and `);
  const rows = await queryRows<{ customer_id: number; name: string; email: string; unsubscribed: boolean }>(
    deps.db,
    sql`select distinct on (lower(cc.email)) c.id as customer_id, cc.name, cc.email,
               exists (select 1 from mail_unsubscribes u where lower(u.email) = lower(cc.email)) as unsubscribed
          from customers c
          join customer_contacts cc on cc.customer_id = c.id
         where ${where} and cc.email like '%@%'
         order by lower(cc.email), c.id, cc.id`,
  );
  return rows
    .map((row) => ({
      customerId: Number(row.customer_id),
      name: row.name,
      email: row.email.trim(),
      unsubscribed: Boolean(row.unsubscribed),
    }))
    .sort((a, b) => a.customerId - b.customerId || a.email.localeCompare(b.email));
}

/** What the add page shows while the segment is picked. */
export function previewOf(addresses: readonly SegmentAddress[]): { customers: number; addresses: number; unsubscribed: number } {
  const reachable = addresses.filter((a) => !a.unsubscribed);
  return {
    customers: new Set(reachable.map((a) => a.customerId)).size,
    addresses: reachable.length,
    unsubscribed: addresses.length - reachable.length,
  };
}
