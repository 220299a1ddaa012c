import { sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/messages';
import { queryRows, toInt } from '../../business';
import type { Db } from '../../db/database';
import { PUBLIC_MAIL_DOMAINS } from './mail-dealings-match';

export interface FollowOwner {
  source: 'rule' | 'customer' | 'none';
  ownerStaffId: number | null;
  ownerName: string | null;
  customerId: number | null;
  customerName: string | null;
}

const NOBODY: FollowOwner = { source: 'none', ownerStaffId: null, ownerName: null, customerId: null, customerName: null };

/**
 * Who follows up mail from an address: a follow rule on the exact address wins over one on its
 * `@domain`; without a rule, the current owner of the customer whose contact it is.
 */
export async function followOwnerOf(db: Db, address: string, lang: Lang): Promise<FollowOwner> {
  const email = address.trim().toLowerCase();
  if (email === '') return NOBODY;
  const domain = `@${email.split('@')[1] ?? ''}`;
  const nameColumn = sql.raw(lang === 'en' ? 's.name_en' : 's.name');
  const [rule] = await queryRows<{ staff_id: number; name: string }>(
    db,
    sql`SELECT s.id AS staff_id, ${nameColumn} AS name FROM mail_follow_rules r JOIN staff s ON s.id = r.owner_staff_id
        WHERE lower(r.pattern) IN (${email}, ${domain})
        ORDER BY (lower(r.pattern) = ${email}) DESC LIMIT 1`,
  );
  if (rule) return { ...NOBODY, source: 'rule', ownerStaffId: toInt(rule.staff_id), ownerName: rule.name };
  const publicDomain = (PUBLIC_MAIL_DOMAINS as readonly string[]).includes(domain.slice(1));
  const [customer] = await queryRows<{ customer_id: number; customer_name: string; staff_id: number; name: string }>(
    db,
    sql`SELECT c.id AS customer_id, c.name AS customer_name, s.id AS staff_id, ${nameColumn} AS name
        FROM customer_contacts ct JOIN customers c ON c.id = ct.customer_id JOIN staff s ON s.id = c.owner_staff_id
        WHERE lower(ct.email) = ${email}
           ${publicDomain ? sql`` : sql`OR split_part(lower(ct.email), '@', 2) = ${domain.slice(1)}`}
        ORDER BY (lower(ct.email) = ${email}) DESC, c.id LIMIT 1`,
  );
  if (!customer) return NOBODY;
  return {
    source: 'customer',
    ownerStaffId: toInt(customer.staff_id),
    ownerName: customer.name,
    customerId: toInt(customer.customer_id),
    customerName: customer.customer_name,
  };
}
