import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BatchCheck } from '../../../shared/api/device-calls';
import { imeiShapeProblem, tacInRanges } from '../../../shared/devices/imei-rules';
import { formatMessage, type Lang, type ServerMessageKey } from '../../../shared/messages';
import type { Db } from '../../db/database';
import { dongles, imeiPool, simPorts } from '../../db/schema/index';
import { portLabel } from '../device-labels';
import { portTargets, type PortTarget } from '../device-targets';
import { tacRanges } from '../imei/imei-pool';
import { jobIdsRunning } from './job-views';

/**
 * The checks before a batch job: every port must exist, appear once, be free of other jobs, sit in
 * an online bank of an enabled server, and be in the state the operation starts from. IMEI updates
 * also follow the IMEI rules and need enough available IMEIs in the pool.
 */

type Problem = BatchCheck['problems'][number];

function problem(portId: number, label: string, key: ServerMessageKey, params: Record<string, string | number>, lang: Lang): Problem {
  return { portId, portLabel: label, reason: key, message: formatMessage(key, lang, { port: label, ...params }) };
}

async function commonProblems(db: Db, portIds: readonly number[], lang: Lang) {
  const targets = await portTargets(db, portIds);
  const running = await jobIdsRunning(
    db,
    [...targets.values()].map((target) => target.jobId).filter((id): id is number => id !== null),
  );
  const seen = new Set<number>();
  const problems: Problem[] = [];
  const ok: PortTarget[] = [];
  for (const id of portIds) {
    const target = targets.get(id);
    if (!target) problems.push(problem(id, `#${id}`, 'devices.portUnknown', {}, lang));
    else if (seen.has(id)) problems.push(problem(id, target.label, 'devices.portRepeated', {}, lang));
    else if (target.jobId !== null && running.has(target.jobId))
      problems.push(problem(id, target.label, 'devices.portBusy', { job: target.jobId }, lang));
    else if (!target.serverEnabled || target.bankState !== 'online')
      problems.push(problem(id, target.label, 'devices.bankOffline', {}, lang));
    else ok.push(target);
    seen.add(id);
  }
  return { ok, problems };
}

export async function checkActivate(db: Db, portIds: readonly number[], lang: Lang): Promise<BatchCheck> {
  const { ok, problems } = await commonProblems(db, portIds, lang);
  const ready: number[] = [];
  for (const target of ok) {
    if (!target.hasSim || target.state === 'empty') problems.push(problem(target.id, target.label, 'devices.portEmpty', {}, lang));
    else if (target.state !== 'idle') problems.push(problem(target.id, target.label, 'devices.portNotIdle', { state: target.state }, lang));
    else ready.push(target.id);
  }
  return { ready, problems };
}

export async function checkRelease(db: Db, portIds: readonly number[], lang: Lang): Promise<BatchCheck> {
  const { ok, problems } = await commonProblems(db, portIds, lang);
  const ready: number[] = [];
  for (const target of ok) {
    if (target.state !== 'active') problems.push(problem(target.id, target.label, 'devices.portNotActive', { state: target.state }, lang));
    else ready.push(target.id);
  }
  return { ready, problems };
}

/** IMEIs used on a port (other than the given ones) or a dongle, by IMEI. */
async function imeiUsers(db: Db, imeis: readonly string[]): Promise<Map<string, string>> {
  if (imeis.length === 0) return new Map();
  const [onPorts, onDongles] = await Promise.all([
    db
      .select({
        imei: simPorts.imei,
        id: simPorts.id,
        code: sql<string>`(select device_code from sim_banks where id = ${simPorts.bankId})`,
        portNo: simPorts.portNo,
      })
      .from(simPorts)
      .where(inArray(simPorts.imei, [...imeis])),
    db
      .select({ imei: dongles.imei, code: dongles.deviceCode })
      .from(dongles)
      .where(inArray(dongles.imei, [...imeis])),
  ]);
  const users = new Map<string, string>();
  for (const row of onPorts) if (row.imei) users.set(row.imei, portLabel(row.code, row.portNo));
  for (const row of onDongles) if (row.imei) users.set(row.imei, row.code);
  return users;
}

export async function availablePoolCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(imeiPool)
    .where(and(eq(imeiPool.state, 'available'), isNull(imeiPool.portId)));
  return row?.n ?? 0;
}

export async function checkImeiUpdate(db: Db, items: readonly { portId: number; imei: string | null }[], lang: Lang): Promise<BatchCheck> {
  const { ok, problems } = await commonProblems(
    db,
    items.map((item) => item.portId),
    lang,
  );
  const wanted = new Map(items.map((item) => [item.portId, item.imei]));
  const ranges = await tacRanges(db);
  const explicit = items.map((item) => item.imei).filter((imei): imei is string => imei !== null);
  const users = await imeiUsers(db, explicit);
  const repeated = new Set<string>();
  const seenImeis = new Set<string>();
  let fromPool = 0;
  const ready: number[] = [];
  const poolWaiting: PortTarget[] = [];
  for (const target of ok) {
    const imei = wanted.get(target.id) ?? null;
    if (target.state === 'active') {
      problems.push(problem(target.id, target.label, 'devices.portActiveNoImei', {}, lang));
      continue;
    }
    if (imei === null) {
      fromPool += 1;
      poolWaiting.push(target);
      continue;
    }
    const shape = imeiShapeProblem(imei);
    if (shape?.reason === 'format')
      problems.push(problem(target.id, target.label, 'devices.imeiFormat', { imei: imei.slice(0, 20) }, lang));
    else if (shape?.reason === 'luhn')
      problems.push(problem(target.id, target.label, 'devices.imeiLuhn', { imei, expected: shape.expected }, lang));
    else if (!tacInRanges(imei.slice(0, 8), ranges))
      problems.push(problem(target.id, target.label, 'devices.imeiTac', { imei, tac: imei.slice(0, 8) }, lang));
    else if (seenImeis.has(imei) || repeated.has(imei))
      problems.push(problem(target.id, target.label, 'devices.imeiRepeated', { imei }, lang));
    else if (users.has(imei) && users.get(imei) !== target.label)
      problems.push(problem(target.id, target.label, 'devices.imeiOnOtherPort', { imei, other: users.get(imei)! }, lang));
    else ready.push(target.id);
    seenImeis.add(imei);
  }
  if (fromPool > 0) {
    const have = await availablePoolCount(db);
    poolWaiting.forEach((target, index) => {
      if (index < have) ready.push(target.id);
      else problems.push(problem(target.id, target.label, 'devices.imeiPoolEmpty', { need: fromPool, have }, lang));
    });
  }
  const order = new Map(items.map((item, index) => [item.portId, index]));
  ready.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  return { ready, problems };
}
