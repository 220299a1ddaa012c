import { and, eq, sql } from 'drizzle-orm';
import type { DomainRow, SenderRow } from '../../../shared/api/mail-tools-calls';
import { APP_CODES } from '../../../shared/error-codes';
import type { Db } from '../../db/database';
import { mailAccounts, mailDomains, mailSenders, staff } from '../../db/schema/index';
import { AppError, fail } from '../../http/app-error';
import { uniqueOr } from './unique-violation';

/** Active mailboxes whose address ends in the domain. */
const accountsIn = (domain: SQL) =>
  sql<number>`(select count(*)::int from ${mailAccounts} where ${mailAccounts.state} = 'active' and lower(${mailAccounts.address}) like '%@' || lower(${domain}))`;
type SQL = ReturnType<typeof sql>;

export async function domainRows(db: Db, id?: number): Promise<DomainRow[]> {
  return db
    .select({
      id: mailDomains.id,
      domain: mailDomains.domain,
      local: mailDomains.local,
      enabled: mailDomains.enabled,
      remark: mailDomains.remark,
      accounts: accountsIn(sql`${mailDomains.domain}`),
    })
    .from(mailDomains)
    .where(id === undefined ? undefined : eq(mailDomains.id, id))
    .orderBy(mailDomains.domain);
}

export async function saveDomain(
  db: Db,
  input: { id?: number | undefined; domain: string; local: boolean; enabled: boolean; remark: string },
): Promise<DomainRow> {
  const values = { domain: input.domain, local: input.local, enabled: input.enabled, remark: input.remark };
  const id = await uniqueOr(input.domain, async () => {
    if (input.id === undefined) {
      const [row] = await db.insert(mailDomains).values(values).returning({ id: mailDomains.id });
      return row!.id;
    }
    const [row] = await db.update(mailDomains).set(values).where(eq(mailDomains.id, input.id)).returning({ id: mailDomains.id });
    if (!row) throw fail.notFound();
    return row.id;
  });
  const [row] = await domainRows(db, id);
  return row!;
}

/** A domain still carrying mailboxes is kept: deleting it would leave them unreachable. */
export async function deleteDomain(db: Db, id: number): Promise<{ id: number }> {
  const [row] = await domainRows(db, id);
  if (!row) throw fail.notFound();
  if (row.accounts > 0) throw new AppError(APP_CODES.CONFLICT, 'mail.domainInUse', { count: row.accounts }, 409);
  await db.delete(mailDomains).where(eq(mailDomains.id, id));
  return { id };
}

export async function senderRows(db: Db, id?: number): Promise<SenderRow[]> {
  return db
    .select({
      id: mailSenders.id,
      address: mailSenders.address,
      displayName: mailSenders.displayName,
      ownerStaffId: mailSenders.ownerStaffId,
      ownerName: staff.name,
      enabled: mailSenders.enabled,
    })
    .from(mailSenders)
    .leftJoin(staff, eq(staff.id, mailSenders.ownerStaffId))
    .where(id === undefined ? undefined : eq(mailSenders.id, id))
    .orderBy(mailSenders.address);
}

export async function saveSender(
  db: Db,
  input: { id?: number | undefined; address: string; displayName: string; ownerStaffId: number | null; enabled: boolean },
): Promise<SenderRow> {
  if (input.ownerStaffId !== null) {
    const [owner] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.id, input.ownerStaffId), eq(staff.status, 'active')))
      .limit(1);
    if (!owner) throw new AppError(APP_CODES.NOT_FOUND, 'mail.staffNotFound', {}, 404, { field: 'ownerStaffId' });
  }
  const values = { address: input.address, displayName: input.displayName, ownerStaffId: input.ownerStaffId, enabled: input.enabled };
  const id = await uniqueOr(input.address, async () => {
    if (input.id === undefined) {
      const [row] = await db.insert(mailSenders).values(values).returning({ id: mailSenders.id });
      return row!.id;
    }
    const [row] = await db.update(mailSenders).set(values).where(eq(mailSenders.id, input.id)).returning({ id: mailSenders.id });
    if (!row) throw fail.notFound();
    return row.id;
  });
  const [row] = await senderRows(db, id);
  return row!;
}

export async function deleteSender(db: Db, id: number): Promise<{ id: number }> {
  const removed = await db.delete(mailSenders).where(eq(mailSenders.id, id)).returning({ id: mailSenders.id });
  if (removed.length === 0) throw fail.notFound();
  return { id };
}
