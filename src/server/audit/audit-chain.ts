import { createHash } from 'node:crypto';

/** The previous hash of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** The content of a row the hash covers: everything but the hash itself. */
export interface ChainedContent {
  seq: number;
  at: Date;
  staffId: number | null;
  staffName: string;
  callId: string;
  target: string;
  requestId: string;
  clientIp: string;
  resultCode: number;
  prevHash: string;
}

/**
 * SHA-256 over a fixed-order JSON array of the row's content and the previous row's hash: the same
 * bytes on every machine, so the verify command recomputes exactly what the writer stored.
 */
export function rowHash(row: ChainedContent): string {
  const canonical = JSON.stringify([
    row.seq,
    row.at.toISOString(),
    row.staffId,
    row.staffName,
    row.callId,
    row.target,
    row.requestId,
    row.clientIp,
    row.resultCode,
    row.prevHash,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

export interface ChainFault {
  seq: number;
  reason: 'gap' | 'prev-hash' | 'hash';
}

/**
 * Checks rows in ascending seq order, continuing from `expected` (the seq and hash the previous
 * batch ended with). The first fault names the row: a gap (a row deleted), a previous hash that is
 * not the row before's (reordered or removed), or a hash that does not match the content (edited).
 */
export function checkChain(
  rows: readonly (ChainedContent & { hash: string })[],
  expected: { seq: number; hash: string },
): { fault: ChainFault | null; next: { seq: number; hash: string } } {
  let next = expected;
  for (const row of rows) {
    if (row.seq !== next.seq + 1) return { fault: { seq: row.seq, reason: 'gap' }, next };
    if (row.prevHash !== next.hash) return { fault: { seq: row.seq, reason: 'prev-hash' }, next };
    if (rowHash(row) !== row.hash) return { fault: { seq: row.seq, reason: 'hash' }, next };
    next = { seq: row.seq, hash: row.hash };
  }
  return { fault: null, next };
}
