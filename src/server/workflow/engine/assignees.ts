import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AssigneeRule } from '../../../shared/api/workflow-graph';
import type { Db } from '../../db/database';
import { fitsInt4 } from '../../db/int4';
import { departments, roles, staff, staffDepartments, staffRoles, workflowRoleMembers, workflowRoles } from '../../db/schema/index';

/** The applicant's primary department and the ones above it, nearest first. */
export async function departmentChain(db: Db, staffId: number): Promise<{ id: number; code: string; leadStaffId: number | null }[]> {
  const [home] = await db
    .select({ deptId: staffDepartments.deptId })
    .from(staffDepartments)
    .where(eq(staffDepartments.staffId, staffId))
    .orderBy(desc(staffDepartments.primary), asc(staffDepartments.deptId));
  if (!home) return [];
  const all = await db
    .select({ id: departments.id, code: departments.code, parentId: departments.parentId, leadStaffId: departments.leadStaffId })
    .from(departments);
  const byId = new Map(all.map((dept) => [dept.id, dept]));
  const chain: { id: number; code: string; leadStaffId: number | null }[] = [];
  for (let dept = byId.get(home.deptId); dept && chain.length < 32; dept = dept.parentId ? byId.get(dept.parentId) : undefined) {
    chain.push({ id: dept.id, code: dept.code, leadStaffId: dept.leadStaffId });
  }
  return chain;
}

/** Only people who can sign in act: disabled accounts are dropped. */
async function activeOnly(db: Db, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)].filter(fitsInt4);
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(inArray(staff.id, unique), eq(staff.status, 'active')));
  const active = new Set(rows.map((row) => row.id));
  return unique.filter((id) => active.has(id));
}

export interface ResolveInput {
  applicantStaffId: number;
  formData: Record<string, unknown>;
  chosen: Record<string, number[]>;
  nodeId: string;
}

/** The people a node's rule names, in a stable order (the order of an in-turn node). */
export async function resolveAssignees(db: Db, rule: AssigneeRule, input: ResolveInput): Promise<number[]> {
  switch (rule.kind) {
    case 'staff':
      return activeOnly(db, rule.staffIds);
    case 'role': {
      const rows = await db
        .select({ staffId: workflowRoleMembers.staffId })
        .from(workflowRoleMembers)
        .innerJoin(workflowRoles, eq(workflowRoles.id, workflowRoleMembers.roleId))
        .where(and(eq(workflowRoleMembers.roleId, rule.roleId), eq(workflowRoles.state, 'enabled')))
        .orderBy(asc(workflowRoleMembers.staffId));
      return activeOnly(
        db,
        rows.map((row) => row.staffId),
      );
    }
    case 'deptLead': {
      // A lead applying for themself goes to the lead above, as DingTalk does.
      const leads = (await departmentChain(db, input.applicantStaffId))
        .map((dept) => dept.leadStaffId)
        .filter((id): id is number => id !== null && id !== input.applicantStaffId);
      const distinct = leads.filter((id, index) => leads.indexOf(id) === index);
      const lead = distinct[rule.level - 1];
      return lead === undefined ? [] : activeOnly(db, [lead]);
    }
    case 'chosen':
      return activeOnly(db, input.chosen[input.nodeId] ?? []);
    case 'formField': {
      const value = input.formData[rule.field];
      const ids = (Array.isArray(value) ? value : [value]).filter((id): id is number => typeof id === 'number');
      return activeOnly(db, ids);
    }
  }
}

/** Administrators, who receive the tasks of a node that resolves to nobody (when so configured). */
export async function administrators(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: staffRoles.staffId })
    .from(staffRoles)
    .innerJoin(roles, eq(roles.id, staffRoles.roleId))
    .where(eq(roles.code, 'admin'))
    .orderBy(asc(staffRoles.staffId));
  return activeOnly(
    db,
    rows.map((row) => row.id),
  );
}
