import { randomInt } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { ImeiCheck } from '../../../shared/api/device-calls';
import { APP_CODES } from '../../../shared/error-codes';
import { imeiOf, imeiShapeProblem, tacInRanges, type TacRange } from '../../../shared/devices/imei-rules';
import { formatMessage, type Lang } from '../../../shared/messages';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/database';
import { dongles, imeiPool, imeiTacRanges, simPorts } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { IMEI_STATES } from '../../../shared/api/device-calls';

/** The IMEI pool: rules against the configured TAC ranges and the pool, statistics, generation, deletion. */

export async function tacRanges(db: Db) {
  return db.select().from(imeiTacRanges).orderBy(imeiTacRanges.tacFrom);
}

/**
 * Checks each IMEI in order: 15 digits, Luhn, TAC range, not repeated in the list, not in the pool
 * (nor on a port or dongle). The first failing rule is the reason.
 */
export async function checkImeis(db: Db, imeis: readonly string[], lang: Lang): Promise<ImeiCheck[]> {
  const ranges = await tacRanges(db);
  const known = await takenImeis(db, imeis);
  const seen = new Set<string>();
  return imeis.map((imei) => {
    const reason = ruleProblem(imei, ranges, known, seen);
    seen.add(imei);
    if (!reason) return { imei, ok: true, reason: null, message: null };
    return { imei, ok: false, reason: reason.reason, message: formatMessage(reason.key, lang, reason.params) };
  });
}

type RuleProblem = {
  reason: NonNullable<ImeiCheck['reason']>;
  key: 'devices.imeiFormat' | 'devices.imeiLuhn' | 'devices.imeiTac' | 'devices.imeiRepeated' | 'devices.imeiDuplicate';
  params: Record<string, string | number>;
};

function ruleProblem(imei: string, ranges: readonly TacRange[], known: ReadonlySet<string>, seen: ReadonlySet<string>): RuleProblem | null {
  const shape = imeiShapeProblem(imei);
  const shown = imei.length > 20 ? `${imei.slice(0, 20)}…` : imei;
  if (shape?.reason === 'format') return { reason: 'format', key: 'devices.imeiFormat', params: { imei: shown } };
  if (shape?.reason === 'luhn') return { reason: 'luhn', key: 'devices.imeiLuhn', params: { imei, expected: shape.expected } };
  const tac = imei.slice(0, 8);
  if (!tacInRanges(tac, ranges)) return { reason: 'tac', key: 'devices.imeiTac', params: { imei, tac } };
  if (seen.has(imei)) return { reason: 'repeated', key: 'devices.imeiRepeated', params: { imei } };
  if (known.has(imei)) return { reason: 'duplicate', key: 'devices.imeiDuplicate', params: { imei } };
  return null;
}

/** IMEIs of the list already in the pool, on a port or on a dongle. */
async function takenImeis(db: Db, imeis: readonly string[]): Promise<Set<string>> {
  const wellFormed = [...new Set(imeis.filter((imei) => /^\d{15}$/.test(imei)))];
  if (wellFormed.length === 0) return new Set();
  const [pool, ports, sticks] = await Promise.all([
    db.select({ imei: imeiPool.imei }).from(imeiPool).where(inArray(imeiPool.imei, wellFormed)),
    db.select({ imei: simPorts.imei }).from(simPorts).where(inArray(simPorts.imei, wellFormed)),
    db.select({ imei: dongles.imei }).from(dongles).where(inArray(dongles.imei, wellFormed)),
  ]);
  return new Set([...pool, ...ports, ...sticks].map((row) => row.imei).filter((imei): imei is string => imei !== null));
}

export async function imeiStatistics(db: Db) {
  const [counts, ranges] = await Promise.all([
    db
      .select({ state: imeiPool.state, count: sql<number>`count(*)::int` })
      .from(imeiPool)
      .groupBy(imeiPool.state),
    tacRanges(db),
  ]);
  const byState = IMEI_STATES.map((state) => ({ state, count: counts.find((row) => row.state === state)?.count ?? 0 }));
  return { total: byState.reduce((sum, row) => sum + row.count, 0), byState, tacRanges: ranges };
}

/** A batch number for IMEIs added together: the Shanghai date and time and a random tail. */
export function batchNumber(deps: AppDeps, prefix: 'U' | 'G'): string {
  const at = new Date(deps.clock.now().getTime() + 8 * 3600_000).toISOString();
  return `${prefix}${at.slice(0, 10).replaceAll('-', '')}${at.slice(11, 19).replaceAll(':', '')}-${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}

/**
 * Generates `count` unused IMEIs of a TAC in a configured range: serials drawn at random (so two
 * generations do not crowd one corner of the TAC), skipping every IMEI already known.
 */
export async function autoGenerate(
  deps: AppDeps,
  input: { tac: string; count: number },
  staffId: number,
): Promise<{ batchNo: string; imeis: string[] }> {
  const { db } = deps;
  const ranges = await tacRanges(db);
  if (!tacInRanges(input.tac, ranges))
    throw new AppError(APP_CODES.VALIDATION, 'devices.tacOutOfRange', { tac: input.tac }, 400, { field: 'tac' });
  const taken = new Set(
    (
      await Promise.all([
        db.select({ imei: imeiPool.imei }).from(imeiPool).where(eq(imeiPool.tac, input.tac)),
        db
          .select({ imei: simPorts.imei })
          .from(simPorts)
          .where(like(simPorts.imei, `${input.tac}%`)),
        db
          .select({ imei: dongles.imei })
          .from(dongles)
          .where(like(dongles.imei, `${input.tac}%`)),
      ])
    )
      .flat()
      .map((row) => row.imei?.slice(8, 14)),
  );
  const free = 1_000_000 - taken.size;
  if (free < input.count)
    throw new AppError(APP_CODES.VALIDATION, 'devices.tacExhausted', { tac: input.tac, count: input.count }, 400, { field: 'count' });
  const imeis: string[] = [];
  const chosen = new Set<string>();
  while (imeis.length < input.count) {
    const serial = randomInt(0, 1_000_000);
    const key = String(serial).padStart(6, '0');
    if (taken.has(key) || chosen.has(key)) continue;
    chosen.add(key);
    imeis.push(imeiOf(input.tac, serial));
  }
  const batchNo = batchNumber(deps, 'G');
  const now = deps.clock.now();
  await db
    .insert(imeiPool)
    .values(
      imeis.map((imei) => ({ imei, tac: input.tac, state: 'available', source: 'generated', batchNo, createdBy: staffId, createdAt: now })),
    );
  return { batchNo, imeis };
}

/** Adds IMEIs that passed the rules to the pool under one batch number. */
export async function addToPool(deps: AppDeps, imeis: readonly string[], source: 'upload' | 'generated', batchNo: string, staffId: number) {
  if (imeis.length === 0) return 0;
  const now = deps.clock.now();
  const added = await deps.db
    .insert(imeiPool)
    .values(imeis.map((imei) => ({ imei, tac: imei.slice(0, 8), state: 'available', source, batchNo, createdBy: staffId, createdAt: now })))
    .onConflictDoNothing()
    .returning({ id: imeiPool.id });
  return added.length;
}

/** Deletes pool IMEIs; one in use (assigned) refuses the whole request so nothing half-happens. */
export async function deleteImeis(db: Db, ids: readonly number[]): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  const [inUse] = await db
    .select({ imei: imeiPool.imei })
    .from(imeiPool)
    .where(and(inArray(imeiPool.id, unique), eq(imeiPool.state, 'assigned')))
    .limit(1);
  if (inUse) throw new AppError(APP_CODES.CONFLICT, 'devices.imeiInUse', { imei: inUse.imei }, 409, { field: 'ids' });
  const gone = await db.delete(imeiPool).where(inArray(imeiPool.id, unique)).returning({ id: imeiPool.id });
  return { deleted: gone.length };
}
