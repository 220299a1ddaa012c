import { desc, eq, or, sql } from 'drizzle-orm';
import type { PickRow } from '../../../shared/api/mail-compose-calls';
import type { Db } from '../../db/database';
import { mailSignatures, mailTemplates } from '../../db/schema/index';

/** The caller's own templates, then the shared ones of colleagues (read only: their upkeep is elsewhere). */
export async function templatesFor(db: Db, staffId: number): Promise<PickRow[]> {
  const rows = await db
    .select()
    .from(mailTemplates)
    .where(or(eq(mailTemplates.ownerStaffId, staffId), eq(mailTemplates.shared, true)))
    .orderBy(desc(eq(mailTemplates.ownerStaffId, staffId)), mailTemplates.name);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    subject: row.subject,
    html: row.html,
    shared: row.shared,
    mine: row.ownerStaffId === staffId,
    isDefault: false,
  }));
}

/** The caller's signatures (their default first), then shared ones; only the caller's own default counts as default. */
export async function signaturesFor(db: Db, staffId: number): Promise<PickRow[]> {
  const rows = await db
    .select()
    .from(mailSignatures)
    .where(or(eq(mailSignatures.ownerStaffId, staffId), eq(mailSignatures.shared, true)))
    .orderBy(
      desc(sql`${mailSignatures.ownerStaffId} = ${staffId} and ${mailSignatures.isDefault}`),
      desc(eq(mailSignatures.ownerStaffId, staffId)),
      mailSignatures.name,
    );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    subject: '',
    html: row.html,
    shared: row.shared,
    mine: row.ownerStaffId === staffId,
    isDefault: row.ownerStaffId === staffId && row.isDefault,
  }));
}
