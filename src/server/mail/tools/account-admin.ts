import { and, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { APP_CODES } from '../../../shared/error-codes';
import type { accountBindBody, accountStaffQuery, StaffMailRow } from '../../../shared/api/mail-tools-calls';
import type { CallInput } from '../../../shared/api/define-call';
import type { Db } from '../../db/database';
import { mailAccounts, mailDomains, staff } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { accountView } from './account-view';
import { likePattern } from './like-pattern';

type StaffQuery = CallInput<typeof accountStaffQuery>['body'];

/** An active mailbox counts as bound; an unbound one stays (disabled) with its mail, and re-binding revives it. */
const active = sql`${mailAccounts.state} = 'active'`;

function staffMailSelect(db: Db) {
  return db
    .select({ person: staff, account: mailAccounts })
    .from(staff)
    .leftJoin(mailAccounts, and(eq(mailAccounts.staffId, staff.id), active));
}

function toRow({ person, account }: { person: typeof staff.$inferSelect; account: typeof mailAccounts.$inferSelect | null }): StaffMailRow {
  return {
    staffId: person.id,
    username: person.username,
    name: person.name,
    nameEn: person.nameEn,
    staffEmail: person.email,
    account: account ? accountView(account) : null,
  };
}

/** Active staff with their bound mailbox, by name; the filters of /setModule/email/account. */
export async function staffMailPage(db: Db, input: StaffQuery): Promise<{ rows: StaffMailRow[]; count: number }> {
  const filters: (SQL | undefined)[] = [eq(staff.status, 'active')];
  if (input.keyword) {
    const like = likePattern(input.keyword);
    filters.push(
      or(
        ilike(staff.name, like),
        ilike(staff.nameEn, like),
        ilike(staff.username, like),
        ilike(sql`coalesce(${mailAccounts.address}, '')`, like),
      ),
    );
  }
  if (input.bound === 'bound') filters.push(isNotNull(mailAccounts.id));
  if (input.bound === 'unbound') filters.push(isNull(mailAccounts.id));
  if (input.kind) filters.push(eq(mailAccounts.kind, input.kind));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    staffMailSelect(db)
      .where(where)
      .orderBy(staff.id)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(staff)
      .leftJoin(mailAccounts, and(eq(mailAccounts.staffId, staff.id), active))
      .where(where),
  ]);
  return { rows: rows.map(toRow), count: total?.n ?? 0 };
}

export async function staffMailRow(db: Db, staffId: number): Promise<StaffMailRow> {
  const [row] = await staffMailSelect(db).where(eq(staff.id, staffId)).limit(1);
  if (!row) throw new AppError(APP_CODES.NOT_FOUND, 'mail.staffNotFound', {}, 404);
  return toRow(row);
}

type BindInput = z.output<typeof accountBindBody>;

/**
 * Binds or re-binds a staff member's mailbox. A local mailbox must be in an enabled local domain (mail
 * for it is delivered here); an IMAP one needs its server and, the first time, its password.
 */
export async function bindMailbox(db: Db, input: BindInput): Promise<StaffMailRow> {
  const [person] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, input.staffId), eq(staff.status, 'active')))
    .limit(1);
  if (!person) throw new AppError(APP_CODES.NOT_FOUND, 'mail.staffNotFound', {}, 404);

  if (input.kind === 'local') {
    const domain = input.address.slice(input.address.lastIndexOf('@') + 1);
    const [known] = await db
      .select({ id: mailDomains.id })
      .from(mailDomains)
      .where(and(sql`lower(${mailDomains.domain}) = ${domain}`, eq(mailDomains.local, true), eq(mailDomains.enabled, true)))
      .limit(1);
    if (!known) throw new AppError(APP_CODES.VALIDATION, 'mail.domainNotLocal', { domain }, 400, { field: 'address' });
  }

  const [taken] = await db
    .select({ id: mailAccounts.id })
    .from(mailAccounts)
    .where(
      and(
        sql`lower(${mailAccounts.address}) = ${input.address}`,
        or(isNull(mailAccounts.staffId), ne(mailAccounts.staffId, input.staffId)),
      ),
    )
    .limit(1);
  if (taken) throw new AppError(APP_CODES.CONFLICT, 'mail.addressTaken', { address: input.address }, 409, { field: 'address' });

  const [existing] = await db.select().from(mailAccounts).where(eq(mailAccounts.staffId, input.staffId)).limit(1);
  const imap = input.kind === 'imap' ? input.imap : null;
  const password = imap?.password ? imap.password : imap && existing?.kind === 'imap' ? existing.imapPassword : null;
  if (imap && !password) {
    throw new AppError(APP_CODES.VALIDATION, 'mail.imapPasswordRequired', {}, 400, { field: 'imap.password' });
  }
  const values = {
    address: input.address,
    displayName: input.displayName,
    kind: input.kind,
    imapHost: imap?.host ?? null,
    imapPort: imap?.port ?? null,
    imapSecure: imap?.secure ?? true,
    imapUser: imap?.user ?? null,
    imapPassword: password,
    state: 'active',
  };
  if (existing) {
    // A changed server or login starts the sync afresh on the next run.
    const serverChanged = existing.imapHost !== values.imapHost || existing.imapUser !== values.imapUser;
    await db
      .update(mailAccounts)
      .set({ ...values, ...(serverChanged ? { lastSyncAt: null, lastSyncError: null } : {}) })
      .where(eq(mailAccounts.id, existing.id));
  } else {
    await db.insert(mailAccounts).values({ staffId: input.staffId, ...values });
  }
  return staffMailRow(db, input.staffId);
}

/** Takes the mailbox away: its mail stays with the disabled account, and the staff member's calls answer 10170036. */
export async function unbindMailbox(db: Db, staffId: number): Promise<StaffMailRow> {
  const updated = await db
    .update(mailAccounts)
    .set({ state: 'disabled' })
    .where(and(eq(mailAccounts.staffId, staffId), active))
    .returning({ id: mailAccounts.id });
  if (updated.length === 0) throw new AppError(APP_CODES.NOT_FOUND, 'mail.unbound', {}, 404);
  return staffMailRow(db, staffId);
}
