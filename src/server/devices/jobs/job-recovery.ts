import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { deviceJobItems, deviceJobs, simPorts } from '../../db/schema/index';
import { portTargets, recordDevicePort } from '../device-targets';
import { registerRootDb } from './job-runner';

/**
 * At start, jobs still marked running were cut short by a stop: they become interrupted, their
 * unfinished ports are marked so (retryable), and every port of those jobs is read back from its
 * device so its record is what the device says — whatever the job had got to.
 */
export async function recoverDeviceJobs(deps: AppDeps): Promise<void> {
  registerRootDb(deps);
  const { db } = deps;
  const stale = await db.select({ id: deviceJobs.id }).from(deviceJobs).where(eq(deviceJobs.state, 'running'));
  if (stale.length === 0) return;
  const ids = stale.map((job) => job.id);
  const at = deps.clock.now();
  const portIds = (await db.select({ portId: deviceJobItems.portId }).from(deviceJobItems).where(inArray(deviceJobItems.jobId, ids))).map(
    (row) => row.portId,
  );
  await db.transaction(async (tx) => {
    await tx
      .update(deviceJobItems)
      .set({ state: 'interrupted', messageKey: 'devices.jobInterrupted', messageParams: {}, finishedAt: at })
      .where(and(inArray(deviceJobItems.jobId, ids), eq(deviceJobItems.state, 'pending')));
    await tx.update(deviceJobs).set({ state: 'interrupted', finishedAt: at }).where(inArray(deviceJobs.id, ids));
    await tx.update(simPorts).set({ jobId: null }).where(inArray(simPorts.jobId, ids));
  });
  deps.log.info({ jobs: ids.length, ports: portIds.length }, 'interrupted device jobs: reading their ports back');
  const targets = [...(await portTargets(db, portIds)).values()];
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const target = targets[next++]!;
      const reported = await deps.devices.port(target.address, target.bankCode, target.portNo).catch(() => null);
      if (reported) await recordDevicePort(db, target.id, reported, deps.clock.now());
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}
