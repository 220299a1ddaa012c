import { sql } from 'drizzle-orm';
import { customerScope, queryRows, resolveDataScope } from '../../business';
import type { AppDeps } from '../../deps';
import { mailboxOf } from '../accounts/mailbox-of';

/** A colleague's mailbox address (写邮件给 in the palette's `@` mode); null without a mailbox. */
export async function colleagueAddressOf(deps: AppDeps, staffId: number): Promise<string | null> {
  return (await mailboxOf(deps.db, staffId))?.address ?? null;
}

/**
 * The primary contact address of a customer the caller may see (发邮件 in `#` mode): the primary
 * contact first, else the first contact. A customer outside the caller's scope reads as none.
 */
export async function customerContactOf(
  deps: AppDeps,
  callerId: number,
  code: string,
): Promise<{ customerId: number | null; address: string | null }> {
  const scope = await resolveDataScope(deps, callerId);
  const [row] = await queryRows<{ id: number; email: string }>(
    deps.db,
    sql`select c.id, cc.email from customers c join customer_contacts cc on cc.customer_id = c.id
         where c.code = ${code} and ${customerScope(scope, 'c')}
         order by cc.is_primary desc, cc.id limit 1`,
  );
  return row ? { customerId: Number(row.id), address: row.email } : { customerId: null, address: null };
}
