import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { JobItemView, JobKind, JobSummary } from '../../../shared/api/device-calls';
import type { DeviceJobPush } from '../../../shared/api/device-views';
import { PUSH_EVENTS } from '../../../shared/api/message-calls';
import { APP_CODES } from '../../../shared/error-codes';
import type { ServerMessageKey } from '../../../shared/messages';
import type { AppDeps } from '../../deps';
import { deviceJobItems, deviceJobs, deviceOperationLogs, imeiPool, portActiveLogs, simPorts } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { deviceFailure, noteServerSeen, portTargets, recordDevicePort, type PortTarget } from '../device-targets';
import type { DevicePort } from '../gateway/device-protocol';
import { jobItems, jobSummaryOf } from './job-views';

/** §9: a batch port operation finishes within 180 s; ports not reached by then are stopped. */
export const JOB_TIME_LIMIT_MS = 180_000;
/** Ports worked on at once (a bank's controller takes several requests in parallel). */
const PARALLEL = 8;
/** Progress pushes at most this often (the last one always goes). */
const PUSH_EVERY_MS = 250;

/** The process's own database of each app (by its push hub), registered at start. */
const rootDbs = new WeakMap<object, AppDeps['db']>();
export function registerRootDb(deps: AppDeps): void {
  rootDbs.set(deps.pushHub, deps.db);
}
function rootDbOf(deps: AppDeps): AppDeps['db'] {
  return rootDbs.get(deps.pushHub) ?? deps.db;
}

/** Jobs running in this process, so a test or a stop can wait for them. */
export const runningJobs = new Map<number, Promise<void>>();

interface JobItemInput {
  portId: number;
  imei: string | null;
}

/**
 * Starts a batch job: claims the ports (a port held by another job refuses the whole request),
 * takes pool IMEIs for ports that asked for one, stores the items and runs them in the background.
 */
export async function startJob(
  deps: AppDeps,
  input: { kind: JobKind; staffId: number; items: readonly JobItemInput[]; retryOf: number | null },
): Promise<JobSummary> {
  const now = deps.clock.now();
  const jobId = await deps.db.transaction(async (tx) => {
    const [job] = await tx
      .insert(deviceJobs)
      .values({ kind: input.kind, staffId: input.staffId, retryOf: input.retryOf, createdAt: now })
      .returning({ id: deviceJobs.id });
    const id = job!.id;
    const portIds = input.items.map((item) => item.portId);
    const claimed = await tx
      .update(simPorts)
      .set({ jobId: id })
      .where(and(inArray(simPorts.id, portIds), isNull(simPorts.jobId)))
      .returning({ id: simPorts.id });
    if (claimed.length !== portIds.length)
      throw new AppError(APP_CODES.CONFLICT, 'devices.batchRefused', { count: portIds.length - claimed.length }, 409);
    const items = [...input.items];
    const needPool = items.filter((item) => item.imei === null).length;
    if (input.kind === 'imei' && needPool > 0) {
      const taken = await tx
        .select({ id: imeiPool.id, imei: imeiPool.imei })
        .from(imeiPool)
        .where(and(eq(imeiPool.state, 'available'), isNull(imeiPool.portId)))
        .orderBy(imeiPool.id)
        .limit(needPool)
        .for('update', { skipLocked: true });
      if (taken.length < needPool)
        throw new AppError(APP_CODES.CONFLICT, 'devices.imeiPoolEmpty', { need: needPool, have: taken.length }, 409);
      let next = 0;
      for (const item of items) if (item.imei === null) item.imei = taken[next++]!.imei;
    }
    if (input.kind === 'imei') {
      // The IMEIs are reserved for their ports while the job runs (returned if the device refuses).
      for (const item of items) {
        await tx
          .insert(imeiPool)
          .values({
            imei: item.imei!,
            tac: item.imei!.slice(0, 8),
            state: 'assigned',
            source: 'upload',
            portId: item.portId,
            createdBy: input.staffId,
            createdAt: now,
          })
          .onConflictDoUpdate({ target: imeiPool.imei, set: { state: 'assigned', portId: item.portId } });
      }
    }
    await tx.insert(deviceJobItems).values(items.map((item) => ({ jobId: id, portId: item.portId, imei: item.imei })));
    return id;
  });
  // The call's db is its transaction (committed with the audit row once the handler returns): the job
  // runs on the process's own connection, once the job row is visible there.
  const run = runJob({ ...deps, db: rootDbOf(deps) }, jobId).finally(() => runningJobs.delete(jobId));
  runningJobs.set(jobId, run);
  return (await jobSummaryOf(deps.db, jobId))!;
}

async function operate(deps: AppDeps, kind: JobKind, target: PortTarget, imei: string | null): Promise<DevicePort> {
  if (kind === 'activate') return deps.devices.activate(target.address, target.bankCode, target.portNo);
  if (kind === 'release') return deps.devices.release(target.address, target.bankCode, target.portNo);
  return deps.devices.setImei(target.address, target.bankCode, target.portNo, imei ?? '');
}

/** Runs a job's pending items, PARALLEL at a time, within the time limit; pushes progress to its owner. */
async function runJob(deps: AppDeps, jobId: number): Promise<void> {
  const { db } = deps;
  let job: typeof deviceJobs.$inferSelect | undefined;
  for (let wait = 0; wait < 500 && !job; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    [job] = await db.select().from(deviceJobs).where(eq(deviceJobs.id, jobId));
  }
  if (!job) return;
  const kind = job.kind as JobKind;
  const items = await db
    .select()
    .from(deviceJobItems)
    .where(and(eq(deviceJobItems.jobId, jobId), eq(deviceJobItems.state, 'pending')))
    .orderBy(deviceJobItems.id);
  const targets = await portTargets(
    db,
    items.map((item) => item.portId),
  );
  const deadline = performance.now() + JOB_TIME_LIMIT_MS;
  const done: number[] = [];
  let lastPush = 0;
  const push = async (final: boolean) => {
    if (!final && performance.now() - lastPush < PUSH_EVERY_MS) return;
    lastPush = performance.now();
    const portIds = done.splice(0);
    const summary = await jobSummaryOf(db, jobId);
    if (!summary) return;
    const event: DeviceJobPush = { job: summary, portIds, final };
    deps.pushHub.publish(job.staffId, PUSH_EVENTS.deviceJob, () => event);
  };

  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      const target = targets.get(item.portId);
      if (!target) continue;
      if (performance.now() > deadline) {
        await finishItem(
          deps,
          jobId,
          job.staffId,
          kind,
          target,
          item,
          null,
          { key: 'devices.jobTimeLimit', params: { seconds: JOB_TIME_LIMIT_MS / 1000 } },
          'failed',
        );
      } else {
        try {
          const reported = await operate(deps, kind, target, item.imei);
          await finishItem(deps, jobId, job.staffId, kind, target, item, reported, null, 'ok');
        } catch (error) {
          const failure = deviceFailure(error, target.serverName);
          // What the device now says, if it answers at all: the port's record must be true.
          const reread = await deps.devices.port(target.address, target.bankCode, target.portNo).catch(() => null);
          await finishItem(deps, jobId, job.staffId, kind, target, item, reread, failure, 'failed');
        }
      }
      done.push(item.portId);
      await push(false);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
    await db.transaction(async (tx) => {
      await tx
        .update(deviceJobs)
        .set({ state: 'done', finishedAt: deps.clock.now() })
        .where(and(eq(deviceJobs.id, jobId), eq(deviceJobs.state, 'running')));
      await tx.update(simPorts).set({ jobId: null }).where(eq(simPorts.jobId, jobId));
    });
    await push(true);
  } catch (error) {
    deps.log.warn({ err: error, jobId }, 'device job stopped');
  }
}

async function finishItem(
  deps: AppDeps,
  jobId: number,
  staffId: number,
  kind: JobKind,
  target: PortTarget,
  item: { id: number; imei: string | null },
  reported: DevicePort | null,
  failure: { key: ServerMessageKey; params: Record<string, string | number> } | null,
  state: 'ok' | 'failed',
): Promise<void> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (reported) await recordDevicePort(tx as never, target.id, reported, at);
    await tx
      .update(deviceJobItems)
      .set({ state, messageKey: failure?.key ?? null, messageParams: failure?.params ?? null, finishedAt: at })
      .where(eq(deviceJobItems.id, item.id));
    if (kind === 'imei' && item.imei) {
      const onPort = reported?.imei === item.imei;
      if (onPort) {
        if (target.imei && target.imei !== item.imei)
          await tx.update(imeiPool).set({ state: 'retired', portId: null }).where(eq(imeiPool.imei, target.imei));
      } else {
        await tx
          .update(imeiPool)
          .set({ state: 'available', portId: null })
          .where(and(eq(imeiPool.imei, item.imei), eq(imeiPool.portId, target.id)));
      }
      await tx.insert(deviceOperationLogs).values({
        targetKind: 'port',
        targetId: target.id,
        targetLabel: target.label,
        action: `imei ${item.imei}`,
        ok: state === 'ok',
        message: failure ? failure.key : null,
        staffId,
        createdAt: at,
      });
    } else if (kind !== 'imei') {
      await tx.insert(portActiveLogs).values({
        portId: target.id,
        action: kind,
        ok: state === 'ok',
        stateAfter: reported?.state ?? null,
        jobId,
        message: failure ? failure.key : null,
        staffId,
        createdAt: at,
      });
    }
  });
  if (failure?.key === 'devices.deviceUnreachable') await noteServerSeen(deps.db, target.serverId, at, String(failure.params.detail));
}

/** Items of the job as the caller reads them (for the final push and the job view). */
export async function jobResult(deps: AppDeps, jobId: number, lang: 'zh' | 'en'): Promise<JobItemView[]> {
  return jobItems(deps.db, jobId, lang);
}

export const jobStillRunning = sql`state = 'running'`;
