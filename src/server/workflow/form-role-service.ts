import { and, eq, ilike, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { FormField } from '../../shared/api/workflow-form';
import type { formInput, roleInput } from '../../shared/api/workflow-process-calls';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { fitsInt4 } from '../db/int4';
import { staff, workflowForms, workflowRoleMembers, workflowRoles } from '../db/schema/index';
import { fail } from '../http/app-error';
import { likePattern } from '../staff';
import { pageOfTable } from './paged-list';
import { refuseFormInUse, refuseRoleInUse } from './definition-usage';
import { workflowFail } from './workflow-errors';

type FormRecord = typeof workflowForms.$inferSelect;
const toForm = (record: FormRecord) => ({ ...record, fields: record.fields as FormField[], updatedAt: undefined });

/** Creates a form, or replaces a form's fields when the editor's revision is still current. */
export async function saveForm(deps: AppDeps, input: z.infer<typeof formInput> & { id?: number | undefined; rev?: number | undefined }) {
  const { id, rev, ...values } = input;
  if (id === undefined) {
    const [created] = await deps.db
      .insert(workflowForms)
      .values({ ...values, updatedAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning();
    if (!created) throw fail.validation('code', 'already used');
    return toForm(created);
  }
  if (!fitsInt4(id)) throw fail.notFound();
  const [existing] = await deps.db.select({ id: workflowForms.id }).from(workflowForms).where(eq(workflowForms.id, id));
  if (!existing) throw fail.notFound();
  const [updated] = await deps.db
    .update(workflowForms)
    .set({ ...values, rev: (rev ?? 0) + 1, updatedAt: deps.clock.now() })
    .where(and(eq(workflowForms.id, id), eq(workflowForms.rev, rev ?? -1)))
    .returning()
    .catch(() => {
      throw fail.validation('code', 'already used');
    });
  if (!updated) throw workflowFail.draftStale();
  return toForm(updated);
}

export async function listForms(db: Db, input: { page: number; pageSize: number; keyword?: string | undefined }) {
  const where = input.keyword ? ilike(workflowForms.name, likePattern(input.keyword)) : undefined;
  const page = await pageOfTable(db, workflowForms, where, workflowForms.id, input);
  return { rows: page.rows.map(toForm), count: page.count };
}

async function roleRow(db: Db, record: typeof workflowRoles.$inferSelect) {
  const members = await db
    .select({ staffId: workflowRoleMembers.staffId })
    .from(workflowRoleMembers)
    .where(eq(workflowRoleMembers.roleId, record.id))
    .orderBy(workflowRoleMembers.staffId);
  return {
    id: record.id,
    code: record.code,
    name: record.name,
    nameEn: record.nameEn,
    state: record.state,
    staffIds: members.map((member) => member.staffId),
  };
}

/** A role's members, each an existing person, once. */
async function knownPeople(db: Db, staffIds: number[]): Promise<number[]> {
  const people = [...new Set(staffIds)].filter(fitsInt4);
  const found = people.length ? await db.select({ id: staff.id }).from(staff).where(inArray(staff.id, people)) : [];
  if (found.length !== new Set(staffIds).size) throw fail.validation('staffIds', 'unknown staff');
  return people;
}

export async function createRole(deps: AppDeps, input: z.infer<typeof roleInput>) {
  const people = await knownPeople(deps.db, input.staffIds);
  return deps.db.transaction(async (tx) => {
    const [role] = await tx
      .insert(workflowRoles)
      .values({ code: input.code, name: input.name, nameEn: input.nameEn, updatedAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning();
    if (!role) throw fail.validation('code', 'already used');
    if (people.length) await tx.insert(workflowRoleMembers).values(people.map((staffId) => ({ roleId: role.id, staffId })));
    return roleRow(tx, role);
  });
}

/** Renames a role and replaces its members; nodes naming it pick up the new members from their next entry. */
export async function updateRole(deps: AppDeps, id: number, input: z.infer<typeof roleInput>) {
  if (!fitsInt4(id)) throw fail.notFound();
  const people = await knownPeople(deps.db, input.staffIds);
  return deps.db.transaction(async (tx) => {
    const [role] = await tx
      .update(workflowRoles)
      .set({ code: input.code, name: input.name, nameEn: input.nameEn, updatedAt: deps.clock.now() })
      .where(eq(workflowRoles.id, id))
      .returning()
      .catch(() => {
        throw fail.validation('code', 'already used');
      });
    if (!role) throw fail.notFound();
    await tx.delete(workflowRoleMembers).where(eq(workflowRoleMembers.roleId, id));
    if (people.length) await tx.insert(workflowRoleMembers).values(people.map((staffId) => ({ roleId: id, staffId })));
    return roleRow(tx, role);
  });
}

export async function deleteRole(deps: AppDeps, id: number): Promise<{ id: number }> {
  if (!fitsInt4(id)) throw fail.notFound();
  return deps.db.transaction(async (tx) => {
    const [role] = await tx.select({ id: workflowRoles.id }).from(workflowRoles).where(eq(workflowRoles.id, id)).for('update');
    if (!role) throw fail.notFound();
    await refuseRoleInUse(tx, id);
    await tx.delete(workflowRoles).where(eq(workflowRoles.id, id));
    return { id };
  });
}

/** Deletes a form no process is bound to. */
export async function deleteForm(deps: AppDeps, id: number): Promise<{ id: number }> {
  if (!fitsInt4(id)) throw fail.notFound();
  return deps.db.transaction(async (tx) => {
    const [form] = await tx.select({ id: workflowForms.id }).from(workflowForms).where(eq(workflowForms.id, id)).for('update');
    if (!form) throw fail.notFound();
    await refuseFormInUse(tx, id);
    await tx.delete(workflowForms).where(eq(workflowForms.id, id));
    return { id };
  });
}

export async function setRoleState(deps: AppDeps, id: number, state: 'enabled' | 'disabled') {
  if (!fitsInt4(id)) throw fail.notFound();
  const [role] = await deps.db
    .update(workflowRoles)
    .set({ state, updatedAt: deps.clock.now() })
    .where(eq(workflowRoles.id, id))
    .returning();
  if (!role) throw fail.notFound();
  return roleRow(deps.db, role);
}

export async function listRoles(db: Db, input: { page: number; pageSize: number; keyword?: string | undefined }) {
  const where = input.keyword ? ilike(workflowRoles.name, likePattern(input.keyword)) : undefined;
  const page = await pageOfTable(db, workflowRoles, where, workflowRoles.id, input);
  return { rows: await Promise.all(page.rows.map((row) => roleRow(db, row))), count: page.count };
}
