import { asc, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditLog } from '../db/schema/index';
import { checkChain, GENESIS_HASH, type ChainFault } from './audit-chain';

const BATCH = 2_000;

export interface ChainReport {
  rows: number;
  head: { seq: number; hash: string };
  fault: ChainFault | null;
}

/** Walks the whole chain from seq 1 in batches and stops at the first bad row. */
export async function verifyAuditChain(db: Db): Promise<ChainReport> {
  let expected = { seq: 0, hash: GENESIS_HASH };
  let rows = 0;
  for (;;) {
    const batch = await db.select().from(auditLog).where(gt(auditLog.seq, expected.seq)).orderBy(asc(auditLog.seq)).limit(BATCH);
    if (batch.length === 0) return { rows, head: expected, fault: null };
    const { fault, next } = checkChain(batch, expected);
    rows += batch.length;
    if (fault) return { rows, head: next, fault };
    expected = next;
    if (batch.length < BATCH) return { rows, head: expected, fault: null };
  }
}
