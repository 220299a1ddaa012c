import { and, asc, eq, sql } from 'drizzle-orm';
import type { ScheduleGroupRow, ScheduleTag } from '../../shared/api/hrm-calls';
import { TAG_COLORS } from '../../shared/api/hrm-calls';
import { APP_CODES } from '../../shared/error-codes';
import type { Db } from '../db/database';
import { departments, scheduleGroups, scheduleMembers, schedulePublications, scheduleShifts, scheduleTags } from '../db/schema/index';
import { AppError, fail } from '../http/app-error';

type TagColor = (typeof TAG_COLORS)[number];
const colorOf = (value: string): TagColor => ((TAG_COLORS as readonly string[]).includes(value) ? (value as TagColor) : 'slate');

/** Every shift group, with members, notify setting, last publication and unpublished days. */
export async function groupRows(db: Db, onlyId?: number): Promise<ScheduleGroupRow[]> {
  const rows = await db
    .select({
      groupId: scheduleGroups.id,
      name: scheduleGroups.name,
      nameEn: scheduleGroups.nameEn,
      deptName: departments.name,
      notify: scheduleGroups.notify,
      minRestHours: scheduleGroups.minRestHours,
      memberCount: sql<number>`(select count(*)::int from ${scheduleMembers} where ${scheduleMembers.groupId} = ${scheduleGroups.id})`,
      lastPublishedAt: sql<
        string | null
      >`(select max(${schedulePublications.publishedAt}) from ${schedulePublications} where ${schedulePublications.groupId} = ${scheduleGroups.id})`,
      pendingChanges: sql<number>`(select count(*)::int from ${scheduleShifts} where ${scheduleShifts.groupId} = ${scheduleGroups.id}
        and (coalesce(${scheduleShifts.publishedShift}, '') <> ${scheduleShifts.shift} or ${scheduleShifts.publishedTagId} is distinct from ${scheduleShifts.tagId}))`,
    })
    .from(scheduleGroups)
    .leftJoin(departments, eq(departments.id, scheduleGroups.deptId))
    .where(onlyId === undefined ? undefined : eq(scheduleGroups.id, onlyId))
    .orderBy(asc(scheduleGroups.id));
  return rows.map((row) => ({
    ...row,
    lastPublishedAt: row.lastPublishedAt ? new Date(row.lastPublishedAt).toISOString() : null,
  }));
}

export async function updateGroupNotify(db: Db, input: { groupId: number; notify: boolean; minRestHours?: number | undefined }) {
  const updated = await db
    .update(scheduleGroups)
    .set({ notify: input.notify, ...(input.minRestHours !== undefined ? { minRestHours: input.minRestHours } : {}) })
    .where(eq(scheduleGroups.id, input.groupId))
    .returning({ id: scheduleGroups.id });
  if (updated.length === 0) throw fail.notFound();
  const [row] = await groupRows(db, input.groupId);
  return row!;
}

export async function listTags(db: Db, groupId: number): Promise<ScheduleTag[]> {
  const rows = await db.select().from(scheduleTags).where(eq(scheduleTags.groupId, groupId)).orderBy(asc(scheduleTags.id));
  return rows.map((row) => ({ ...row, color: colorOf(row.color) }));
}

export async function addTag(db: Db, input: { groupId: number; name: string; color: TagColor }): Promise<ScheduleTag> {
  const [group] = await db.select({ id: scheduleGroups.id }).from(scheduleGroups).where(eq(scheduleGroups.id, input.groupId));
  if (!group) throw fail.notFound();
  const [row] = await db.insert(scheduleTags).values(input).onConflictDoNothing().returning();
  if (!row) throw new AppError(APP_CODES.CONFLICT, 'hrm.tagTaken', { name: input.name }, 409, { field: 'name' });
  return { ...row, color: colorOf(row.color) };
}

export async function deleteTag(db: Db, id: number): Promise<{ id: number }> {
  const [row] = await db
    .delete(scheduleTags)
    .where(and(eq(scheduleTags.id, id)))
    .returning({ id: scheduleTags.id });
  if (!row) throw fail.notFound();
  return row;
}
