import { eq, inArray } from 'drizzle-orm';
import { flowGraph } from '../../shared/api/workflow-graph';
import type { FormField } from '../../shared/api/workflow-form';
import type { Db } from '../db/database';
import { staff, workflowForms, workflowProcessVersions, workflowProcesses, workflowRoleMembers, workflowRoles } from '../db/schema/index';
import { effectNamed, missingFields } from './engine/effects/effect-registry';
import { PROCESS_SEEDS, type ProcessSeed, type SeedPeople } from './seed-processes';

/**
 * The effect a seeded process applies: its service when the registry holds it and the form asks
 * for every field the effect reads (the check publishing makes); otherwise none, so an approval
 * changes nothing rather than failing in its final transaction.
 */
export function boundService(definition: Pick<ProcessSeed, 'service' | 'fields'>): string | null {
  const effect = effectNamed(definition.service);
  return effect && missingFields(effect, definition.fields).length === 0 ? effect.name : null;
}

/** The people the seeded flows name, or null before the demo organisation exists. */
async function seedPeople(db: Db, now: Date): Promise<SeedPeople | null> {
  const people = await db
    .select({ id: staff.id, username: staff.username })
    .from(staff)
    .where(inArray(staff.username, ['admin', 'finance', 'ops']));
  const idOf = (username: string) => people.find((p) => p.username === username)?.id;
  const [gm, financeStaff, ops] = [idOf('admin'), idOf('finance'), idOf('ops')];
  if (gm === undefined || financeStaff === undefined || ops === undefined) return null;
  await db
    .insert(workflowRoles)
    .values({ code: 'finance-approvers', name: '财务审批人', nameEn: 'Finance approvers', updatedAt: now })
    .onConflictDoNothing();
  const [role] = await db.select({ id: workflowRoles.id }).from(workflowRoles).where(eq(workflowRoles.code, 'finance-approvers'));
  if (!role) return null;
  await db.insert(workflowRoleMembers).values({ roleId: role.id, staffId: financeStaff }).onConflictDoNothing();
  return { finance: role.id, gm, ops };
}

/**
 * Adds the apply processes of sections.md §2 and publishes version 1 of each that has none yet:
 * its form, its flow and the finance approvers role (陈静). Idempotent; a process an
 * administrator has since republished keeps their versions.
 */
export async function seedDefinitions(db: Db, now: Date): Promise<void> {
  await db
    .insert(workflowProcesses)
    .values(PROCESS_SEEDS.map(({ code, name, nameEn, formPath }) => ({ code, name, nameEn, formPath })))
    .onConflictDoNothing();
  const open = await db
    .select()
    .from(workflowProcesses)
    .where(
      inArray(
        workflowProcesses.code,
        PROCESS_SEEDS.map((d) => d.code),
      ),
    )
    .orderBy(workflowProcesses.id);
  const unpublished = open.filter((process) => process.publishedVersionId === null);
  if (unpublished.length === 0) return;
  await db.transaction(async (tx) => {
    const people = await seedPeople(tx, now);
    if (!people) return;
    for (const process of unpublished) {
      const definition = PROCESS_SEEDS.find((d) => d.code === process.code);
      if (!definition) continue;
      const graph = flowGraph.parse({ nodes: definition.nodes(people) });
      const fields: FormField[] = definition.fields;
      const service = boundService(definition);
      await tx
        .insert(workflowForms)
        .values({ code: `${process.code}-form`, name: process.name, nameEn: process.nameEn, fields, updatedAt: now })
        .onConflictDoNothing();
      const [form] = await tx
        .select({ id: workflowForms.id })
        .from(workflowForms)
        .where(eq(workflowForms.code, `${process.code}-form`));
      const [version] = await tx
        .insert(workflowProcessVersions)
        .values({ processId: process.id, version: 1, graph, formFields: fields, serviceName: service, publishedAt: now })
        .returning({ id: workflowProcessVersions.id });
      await tx
        .update(workflowProcesses)
        .set({
          groupName: definition.group,
          formId: form?.id ?? null,
          draftGraph: graph,
          serviceName: service,
          publishedVersionId: version?.id ?? null,
          updatedAt: now,
        })
        .where(eq(workflowProcesses.id, process.id));
    }
  });
}
