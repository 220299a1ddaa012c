import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { SharedItemRow, SignatureRow, TemplateRow } from '../../../shared/api/mail-tools-calls';
import { APP_CODES } from '../../../shared/error-codes';
import type { Db } from '../../db/database';
import { mailSignatures, mailTemplates, staff } from '../../db/schema/index';
import { AppError, fail } from '../../http/app-error';
import { sanitizeMailHtml } from '../content/sanitize-mail-html';
import { withRemoteImages } from '../content/show-remote-images';
import { likePattern } from './like-pattern';

/**
 * Templates and signatures of a person: their own (editable) and colleagues' shared ones (read-only).
 * Any other id answers NOT_FOUND, exactly as an unknown one.
 */

type Scope = 'all' | 'own' | 'shared';
type PageInput = { page: number; pageSize: number; keyword?: string | undefined; scope: Scope };

function visibleTo(table: typeof mailTemplates | typeof mailSignatures, staffId: number, scope: Scope): SQL | undefined {
  if (scope === 'own') return eq(table.ownerStaffId, staffId);
  if (scope === 'shared') return and(eq(table.shared, true), sql`${table.ownerStaffId} <> ${staffId}`);
  return or(eq(table.ownerStaffId, staffId), eq(table.shared, true));
}

const templateColumns = {
  id: mailTemplates.id,
  name: mailTemplates.name,
  subject: mailTemplates.subject,
  html: mailTemplates.html,
  shared: mailTemplates.shared,
  ownerStaffId: mailTemplates.ownerStaffId,
  ownerName: staff.name,
  updatedAt: mailTemplates.updatedAt,
};

const signatureColumns = {
  id: mailSignatures.id,
  name: mailSignatures.name,
  html: mailSignatures.html,
  shared: mailSignatures.shared,
  isDefault: mailSignatures.isDefault,
  ownerStaffId: mailSignatures.ownerStaffId,
  ownerName: staff.name,
  updatedAt: mailSignatures.updatedAt,
};

function asViewed<T extends { ownerStaffId: number; updatedAt: Date }>(staffId: number) {
  return (row: T) => ({ ...row, editable: row.ownerStaffId === staffId, updatedAt: row.updatedAt.toISOString() });
}

export async function templatePage(db: Db, staffId: number, input: PageInput): Promise<{ rows: TemplateRow[]; count: number }> {
  const where = and(
    visibleTo(mailTemplates, staffId, input.scope),
    input.keyword
      ? or(ilike(mailTemplates.name, likePattern(input.keyword)), ilike(mailTemplates.subject, likePattern(input.keyword)))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(templateColumns)
      .from(mailTemplates)
      .innerJoin(staff, eq(staff.id, mailTemplates.ownerStaffId))
      .where(where)
      // The caller's own first, then colleagues' shared ones; newest first within each.
      .orderBy(sql`${mailTemplates.ownerStaffId} = ${staffId} desc`, desc(mailTemplates.updatedAt), desc(mailTemplates.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailTemplates)
      .where(where),
  ]);
  return { rows: rows.map(asViewed(staffId)), count: total?.n ?? 0 };
}

export async function templateView(db: Db, staffId: number, id: number): Promise<TemplateRow> {
  const [row] = await db
    .select(templateColumns)
    .from(mailTemplates)
    .innerJoin(staff, eq(staff.id, mailTemplates.ownerStaffId))
    .where(and(eq(mailTemplates.id, id), visibleTo(mailTemplates, staffId, 'all')));
  if (!row) throw fail.notFound();
  return asViewed<typeof row>(staffId)(row);
}

/**
 * Html written in the portal: sanitized like received mail, but its remote images stay shown — the
 * author put them there (a logo in a signature), unlike a stranger's tracking pixel.
 */
const authoredHtml = (html: string): string => withRemoteImages(sanitizeMailHtml(html).html);

/** The row to change must be the caller's own; a colleague's shared one is readable, so it says why it cannot be changed. */
async function assertOwn(db: Db, table: typeof mailTemplates | typeof mailSignatures, staffId: number, id: number): Promise<void> {
  const [row] = await db.select({ owner: table.ownerStaffId, shared: table.shared }).from(table).where(eq(table.id, id));
  if (!row || (row.owner !== staffId && !row.shared)) throw fail.notFound();
  if (row.owner !== staffId) throw new AppError(APP_CODES.FORBIDDEN, 'mail.notEditable', {}, 403);
}

export async function saveTemplate(
  db: Db,
  staffId: number,
  input: { id?: number | undefined; name: string; subject: string; html: string; shared: boolean },
): Promise<TemplateRow> {
  const values = {
    name: input.name,
    subject: input.subject,
    html: authoredHtml(input.html),
    shared: input.shared,
    updatedAt: new Date(),
  };
  let id = input.id;
  if (id === undefined) {
    const [row] = await db
      .insert(mailTemplates)
      .values({ ownerStaffId: staffId, ...values })
      .returning({ id: mailTemplates.id });
    id = row!.id;
  } else {
    await assertOwn(db, mailTemplates, staffId, id);
    await db.update(mailTemplates).set(values).where(eq(mailTemplates.id, id));
  }
  return templateView(db, staffId, id);
}

export async function deleteTemplate(db: Db, staffId: number, id: number): Promise<{ id: number }> {
  await assertOwn(db, mailTemplates, staffId, id);
  await db.delete(mailTemplates).where(eq(mailTemplates.id, id));
  return { id };
}

export async function signaturePage(db: Db, staffId: number, input: PageInput): Promise<{ rows: SignatureRow[]; count: number }> {
  const where = and(
    visibleTo(mailSignatures, staffId, input.scope),
    input.keyword ? ilike(mailSignatures.name, likePattern(input.keyword)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(signatureColumns)
      .from(mailSignatures)
      .innerJoin(staff, eq(staff.id, mailSignatures.ownerStaffId))
      .where(where)
      .orderBy(
        sql`${mailSignatures.ownerStaffId} = ${staffId} desc`,
        desc(mailSignatures.isDefault),
        desc(mailSignatures.updatedAt),
        desc(mailSignatures.id),
      )
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailSignatures)
      .where(where),
  ]);
  return { rows: rows.map(asViewed(staffId)), count: total?.n ?? 0 };
}

export async function signatureView(db: Db, staffId: number, id: number): Promise<SignatureRow> {
  const [row] = await db
    .select(signatureColumns)
    .from(mailSignatures)
    .innerJoin(staff, eq(staff.id, mailSignatures.ownerStaffId))
    .where(and(eq(mailSignatures.id, id), visibleTo(mailSignatures, staffId, 'all')));
  if (!row) throw fail.notFound();
  return asViewed<typeof row>(staffId)(row);
}

/** One default signature per person: making one the default clears the others in the same transaction. */
export async function saveSignature(
  db: Db,
  staffId: number,
  input: { id?: number | undefined; name: string; html: string; shared: boolean; isDefault: boolean },
): Promise<SignatureRow> {
  const values = {
    name: input.name,
    html: authoredHtml(input.html),
    shared: input.shared,
    isDefault: input.isDefault,
    updatedAt: new Date(),
  };
  if (input.id !== undefined) await assertOwn(db, mailSignatures, staffId, input.id);
  const id = await db.transaction(async (tx) => {
    if (input.isDefault) {
      await tx
        .update(mailSignatures)
        .set({ isDefault: false })
        .where(and(eq(mailSignatures.ownerStaffId, staffId), eq(mailSignatures.isDefault, true)));
    }
    if (input.id === undefined) {
      const [row] = await tx
        .insert(mailSignatures)
        .values({ ownerStaffId: staffId, ...values })
        .returning({ id: mailSignatures.id });
      return row!.id;
    }
    await tx.update(mailSignatures).set(values).where(eq(mailSignatures.id, input.id));
    return input.id;
  });
  return signatureView(db, staffId, id);
}

export async function deleteSignature(db: Db, staffId: number, id: number): Promise<{ id: number }> {
  await assertOwn(db, mailSignatures, staffId, id);
  await db.delete(mailSignatures).where(eq(mailSignatures.id, id));
  return { id };
}

/** Every shared template and signature, for the administrators of /setModule/email/signature. */
export async function sharedItems(db: Db): Promise<SharedItemRow[]> {
  const [templates, signatures] = await Promise.all([
    db
      .select({
        id: mailTemplates.id,
        name: mailTemplates.name,
        ownerStaffId: mailTemplates.ownerStaffId,
        ownerName: staff.name,
        updatedAt: mailTemplates.updatedAt,
      })
      .from(mailTemplates)
      .innerJoin(staff, eq(staff.id, mailTemplates.ownerStaffId))
      .where(eq(mailTemplates.shared, true)),
    db
      .select({
        id: mailSignatures.id,
        name: mailSignatures.name,
        ownerStaffId: mailSignatures.ownerStaffId,
        ownerName: staff.name,
        updatedAt: mailSignatures.updatedAt,
      })
      .from(mailSignatures)
      .innerJoin(staff, eq(staff.id, mailSignatures.ownerStaffId))
      .where(eq(mailSignatures.shared, true)),
  ]);
  return [
    ...templates.map((row) => ({ kind: 'template' as const, ...row, updatedAt: row.updatedAt.toISOString() })),
    ...signatures.map((row) => ({ kind: 'signature' as const, ...row, updatedAt: row.updatedAt.toISOString() })),
  ].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id - b.id);
}

export async function unshareItem(db: Db, kind: 'template' | 'signature', id: number): Promise<{ id: number }> {
  const table = kind === 'template' ? mailTemplates : mailSignatures;
  const changed = await db
    .update(table)
    .set({ shared: false })
    .where(and(eq(table.id, id), eq(table.shared, true)))
    .returning({ id: table.id });
  if (changed.length === 0) throw fail.notFound();
  return { id };
}
