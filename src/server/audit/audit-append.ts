import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditLog, staff } from '../db/schema/index';
import { GENESIS_HASH, rowHash } from './audit-chain';

/**
 * One key for the append lock: every writer takes it for the rest of its transaction before it
 * reads the chain's head, so two concurrent appends cannot both chain onto the same row (the
 * primary key on seq would refuse the second anyway; the lock makes it wait instead of fail).
 */
const AUDIT_APPEND_LOCK = 0x5b_a0_d1_7;

export interface AuditEntry {
  at: Date;
  staffId: number | null;
  callId: string;
  target: string;
  requestId: string;
  clientIp: string;
  resultCode: number;
}

/**
 * Appends one row to the chain. `db` must be a transaction: the row commits or rolls back with the
 * change it records, and the lock is held until then.
 */
export async function appendAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${AUDIT_APPEND_LOCK})`);
  const [head] = await db.select({ seq: auditLog.seq, hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.seq)).limit(1);
  let staffName = '';
  if (entry.staffId !== null) {
    const [person] = await db.select({ name: staff.name }).from(staff).where(eq(staff.id, entry.staffId)).limit(1);
    staffName = person?.name ?? '';
  }
  const content = {
    ...entry,
    staffName,
    seq: (head?.seq ?? 0) + 1,
    prevHash: head?.hash ?? GENESIS_HASH,
  };
  await db.insert(auditLog).values({ ...content, hash: rowHash(content) });
}

/** An audit row on its own (a refusal, a failed call whose change rolled back, a lockout). */
export async function appendAuditAlone(db: Db, entry: AuditEntry): Promise<void> {
  await db.transaction(async (tx) => appendAudit(tx as unknown as Db, entry));
}
