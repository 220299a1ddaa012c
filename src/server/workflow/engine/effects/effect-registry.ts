import { and, eq } from 'drizzle-orm';
import type { FieldType, FormField } from '../../../../shared/api/workflow-form';
import { workflowEffects } from '../../../db/schema/index';
import type { EngineRun } from '../engine-context';
import { unsuspendEffect } from './account-unsuspend-effect';
import { clientSourceEffect } from './client-source-effect';
import { CREDIT_EFFECTS } from './credit-effects';
import { crossDeptShareEffect } from './cross-dept-share-effect';
import { rechargeEffect } from './recharge-effect';
import { seaPickEffect } from './sea-pick-effect';

/** A business change a process applies when its request is finally approved. */
export interface Effect {
  name: string;
  title: { zh: string; en: string };
  /**
   * Form fields the effect reads: a process using it must have them, required, with these types; a
   * select field's options must all be among `options`, so every value a form accepts is one it applies.
   */
  requires: readonly { key: string; type: FieldType; options?: readonly string[] }[];
  apply(run: EngineRun): Promise<Record<string, unknown>>;
}

/** The registered services (select/serviceName). */
export const EFFECTS: readonly Effect[] = [
  rechargeEffect,
  ...CREDIT_EFFECTS,
  seaPickEffect,
  clientSourceEffect,
  crossDeptShareEffect,
  unsuspendEffect,
];

export function effectNamed(name: string | null | undefined): Effect | undefined {
  return EFFECTS.find((effect) => effect.name === name);
}

/**
 * The fields a form lacks for the effect: absent, optional (a request could then arrive without
 * it), of another type, or a select with options the effect cannot apply.
 */
export function missingFields(effect: Effect, fields: readonly FormField[]): Effect['requires'] {
  return effect.requires.filter((need) => {
    const field = fields.find((each) => each.key === need.key);
    if (field?.type !== need.type || !field.required) return true;
    const { options } = need;
    return options !== undefined && (field.options ?? []).some((option) => !options.includes(option.value));
  });
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
