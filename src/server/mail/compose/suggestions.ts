import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ContactRow } from '../../../shared/api/mail-compose-calls';
import { isValidEmail } from '../../../shared/mail/recipient-rule';
import { customerScope, resolveDataScope } from '../../business';
import type { AppDeps } from '../../deps';
import { customerContacts, customers, mailAccounts, mailBook, staff } from '../../db/schema/index';
import { domainOf, localDomains } from '../outgoing/deliveries';

const like = (keyword: string | undefined) => `%${(keyword ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Contacts of the customers the caller may see (data scope: own customers for sales, a department's for its lead). */
export async function customerContactSuggestions(
  deps: AppDeps,
  staffId: number,
  keyword: string | undefined,
  limit: number,
): Promise<ContactRow[]> {
  const scope = await resolveDataScope(deps, staffId);
  const pattern = like(keyword);
  const rows = await deps.db
    .select({ name: customerContacts.name, email: customerContacts.email, customer: customers.name })
    .from(customerContacts)
    .innerJoin(customers, eq(customers.id, customerContacts.customerId))
    .where(
      and(
        sql`${customerScope(scope, 'customers')}`,
        or(ilike(customerContacts.name, pattern), ilike(customerContacts.email, pattern), ilike(customers.name, pattern)),
      ),
    )
    .orderBy(customers.name, customerContacts.name)
    .limit(limit);
  return rows.map((row) => ({ name: row.name, email: row.email, source: 'customer', detail: row.customer }));
}

/** The caller's address book first, then colleagues with an active mailbox. */
export async function bookContactSuggestions(
  deps: AppDeps,
  staffId: number,
  keyword: string | undefined,
  limit: number,
): Promise<ContactRow[]> {
  const pattern = like(keyword);
  const book = await deps.db
    .select({ name: mailBook.name, email: mailBook.email, company: mailBook.company })
    .from(mailBook)
    .where(
      and(
        eq(mailBook.ownerStaffId, staffId),
        or(ilike(mailBook.name, pattern), ilike(mailBook.email, pattern), ilike(mailBook.company, pattern)),
      ),
    )
    .orderBy(mailBook.name)
    .limit(limit);
  const colleagues = await deps.db
    .select({ name: staff.name, email: mailAccounts.address, username: staff.username })
    .from(mailAccounts)
    .innerJoin(staff, eq(staff.id, mailAccounts.staffId))
    .where(
      and(
        eq(mailAccounts.state, 'active'),
        or(ilike(staff.name, pattern), ilike(mailAccounts.address, pattern), ilike(staff.username, pattern)),
      ),
    )
    .orderBy(staff.name)
    .limit(limit);
  const out: ContactRow[] = book.map((row) => ({ name: row.name, email: row.email, source: 'book', detail: row.company }));
  const seen = new Set(out.map((row) => row.email.toLowerCase()));
  for (const row of colleagues) {
    if (seen.has(row.email.toLowerCase())) continue;
    out.push({ name: row.name, email: row.email, source: 'colleague', detail: row.username });
  }
  return out.slice(0, limit);
}

/** Sorts addresses: malformed, outside the company, or at a local domain without a mailbox. */
export async function checkAddresses(
  deps: AppDeps,
  emails: readonly string[],
): Promise<{ invalid: string[]; external: string[]; unknownLocal: string[] }> {
  const trimmed = emails.map((email) => email.trim());
  const invalid = trimmed.filter((email) => !isValidEmail(email));
  const valid = trimmed.filter(isValidEmail);
  const local = await localDomains(deps.db, valid);
  const external = valid.filter((email) => !local.has(domainOf(email)));
  const localOnes = valid.filter((email) => local.has(domainOf(email)));
  const known =
    localOnes.length === 0
      ? []
      : await deps.db
          .select({ address: sql<string>`lower(${mailAccounts.address})` })
          .from(mailAccounts)
          .where(
            and(
              eq(mailAccounts.state, 'active'),
              inArray(
                sql`lower(${mailAccounts.address})`,
                localOnes.map((e) => e.toLowerCase()),
              ),
            ),
          );
  const knownSet = new Set(known.map((row) => row.address));
  return { invalid, external, unknownLocal: localOnes.filter((email) => !knownSet.has(email.toLowerCase())) };
}
