import { and, eq } from 'drizzle-orm';
import type { FieldType } from '../../../../shared/api/workflow-form';
import { workflowEffects } from '../../../db/schema/index';
import type { EngineRun } from '../engine-context';
import { rechargeEffect } from './recharge-effect';

/** A business change a process applies when its request is finally approved. */
export interface Effect {
  name: string;
  title: { zh: string; en: string };
  /** Form fields the effect reads: a process using it must have them, with these types. */
  requires: readonly { key: string; type: FieldType }[];
  apply(run: EngineRun): Promise<Record<string, unknown>>;
}

/** The registered services (select/serviceName). */
export const EFFECTS: readonly Effect[] = [rechargeEffect];

export function effectNamed(name: string | null | undefined): Effect | undefined {
  return EFFECTS.find((effect) => effect.name === name);
}

/**
 * Applies the version's effect inside the final approval's transaction. The effect row's key
 * (request, service) makes a repeated final approval apply nothing a second time.
 */
export async function applyEffect(run: EngineRun): Promise<void> {
  const effect = effectNamed(run.serviceName);
  if (!effect) return;
  const claimed = await run.tx
    .insert(workflowEffects)
    .values({ instanceId: run.instance.id, serviceName: effect.name, appliedAt: run.now })
    .onConflictDoNothing()
    .returning({ instanceId: workflowEffects.instanceId });
  if (claimed.length === 0) return;
  const result = await effect.apply(run);
  await run.tx
    .update(workflowEffects)
    .set({ result })
    .where(and(eq(workflowEffects.instanceId, run.instance.id), eq(workflowEffects.serviceName, effect.name)));
}
