import { and, eq } from 'drizzle-orm';
import type { DraftBody, DraftRow } from '../../shared/api/workflow-apply-calls';
import type { FormField } from '../../shared/api/workflow-form';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { fitsInt4 } from '../db/int4';
import { workflowDrafts } from '../db/schema/index';
import { fail } from '../http/app-error';
import { startableVersion } from './approval-preview';

type DraftRecord = typeof workflowDrafts.$inferSelect;
const toRow = (record: DraftRecord): DraftRow => ({
  processId: record.processId,
  formData: record.formData as Record<string, unknown>,
  chosenApprovers: record.chosen as Record<string, number[]>,
  updatedAt: record.updatedAt.toISOString(),
});

/** Keeps the caller's unfinished form; only the published form's own fields are kept. */
export async function saveDraft(deps: AppDeps, staffId: number, input: DraftBody): Promise<DraftRow> {
  const { version } = await startableVersion(deps.db, input.processId);
  const keys = new Set((version.formFields as FormField[]).map((field) => field.key));
  const stranger = Object.keys(input.formData).find((key) => !keys.has(key));
  if (stranger !== undefined) throw fail.validation(`formData.${stranger}`, 'not a field of this form');
  const values = { formData: input.formData, chosen: input.chosenApprovers, updatedAt: deps.clock.now() };
  const [saved] = await deps.db
    .insert(workflowDrafts)
    .values({ staffId, processId: input.processId, ...values })
    .onConflictDoUpdate({ target: [workflowDrafts.staffId, workflowDrafts.processId], set: values })
    .returning();
  if (!saved) throw new Error('draft upsert returned nothing');
  return toRow(saved);
}

export async function draftOf(db: Db, staffId: number, processId: number): Promise<DraftRow | null> {
  if (!fitsInt4(processId)) return null;
  const [record] = await db
    .select()
    .from(workflowDrafts)
    .where(and(eq(workflowDrafts.staffId, staffId), eq(workflowDrafts.processId, processId)));
  return record ? toRow(record) : null;
}

/** A started request replaces the draft it was filled from. */
export async function clearDraft(db: Db, staffId: number, processId: number): Promise<void> {
  await db.delete(workflowDrafts).where(and(eq(workflowDrafts.staffId, staffId), eq(workflowDrafts.processId, processId)));
}
