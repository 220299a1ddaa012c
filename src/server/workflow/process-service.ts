import { and, desc, eq, ilike, max, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { FlowGraph } from '../../shared/api/workflow-graph';
import type { FormField } from '../../shared/api/workflow-form';
import type { ProcessInput, ProcessRow, versionRow } from '../../shared/api/workflow-process-calls';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { fitsInt4 } from '../db/int4';
import { workflowForms, workflowProcessVersions, workflowProcesses } from '../db/schema/index';
import { fail } from '../http/app-error';
import { likePattern } from '../staff';
import { withDictionaryOptions } from '../dictionaries';
import { checkGraph } from './graph-check';
import { pageOfTable } from './paged-list';
import { workflowFail } from './workflow-errors';

type ProcessRecord = typeof workflowProcesses.$inferSelect;

async function versionNumber(db: Db, versionId: number | null): Promise<number | null> {
  if (versionId === null) return null;
  const [row] = await db
    .select({ version: workflowProcessVersions.version })
    .from(workflowProcessVersions)
    .where(eq(workflowProcessVersions.id, versionId));
  return row?.version ?? null;
}

async function toRow(db: Db, record: ProcessRecord): Promise<ProcessRow> {
  return {
    id: record.id,
    code: record.code,
    name: record.name,
    nameEn: record.nameEn,
    groupName: record.groupName,
    state: record.state,
    formId: record.formId,
    serviceName: record.serviceName,
    rev: record.rev,
    publishedVersion: await versionNumber(db, record.publishedVersionId),
    draftGraph: (record.draftGraph as FlowGraph | null) ?? null,
  };
}

async function processById(db: Db, id: number): Promise<ProcessRecord> {
  if (!fitsInt4(id)) throw fail.notFound();
  const [record] = await db.select().from(workflowProcesses).where(eq(workflowProcesses.id, id));
  if (!record) throw fail.notFound();
  return record;
}

async function formFieldsOf(db: Db, formId: number | null): Promise<FormField[]> {
  if (formId === null) return [];
  if (!fitsInt4(formId)) throw fail.validation('formId', 'unknown form');
  const [form] = await db.select({ fields: workflowForms.fields }).from(workflowForms).where(eq(workflowForms.id, formId));
  if (!form) throw fail.validation('formId', 'unknown form');
  return form.fields as FormField[];
}

export async function listProcesses(db: Db, input: { page: number; pageSize: number; keyword?: string | undefined }) {
  const where = input.keyword
    ? or(ilike(workflowProcesses.name, likePattern(input.keyword)), ilike(workflowProcesses.code, likePattern(input.keyword)))
    : undefined;
  const page = await pageOfTable(db, workflowProcesses, where, workflowProcesses.id, input);
  return { rows: await Promise.all(page.rows.map((record) => toRow(db, record))), count: page.count };
}

export async function createProcess(deps: AppDeps, input: ProcessInput): Promise<ProcessRow> {
  await formFieldsOf(deps.db, input.formId);
  const [record] = await deps.db
    .insert(workflowProcesses)
    .values({ ...input, draftGraph: input.graph, updatedAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning();
  if (!record) throw fail.validation('code', 'already used');
  return toRow(deps.db, record);
}

/** Saves the draft only if nobody saved since the editor read it (rev). */
export async function updateProcess(deps: AppDeps, id: number, input: ProcessInput & { rev: number }): Promise<ProcessRow> {
  await processById(deps.db, id);
  await formFieldsOf(deps.db, input.formId);
  const { rev, graph, ...rest } = input;
  const [record] = await deps.db
    .update(workflowProcesses)
    .set({ ...rest, draftGraph: graph, rev: rev + 1, updatedAt: deps.clock.now() })
    .where(and(eq(workflowProcesses.id, id), eq(workflowProcesses.rev, rev)))
    .returning()
    .catch(() => {
      throw fail.validation('code', 'already used');
    });
  if (!record) throw workflowFail.draftStale();
  return toRow(deps.db, record);
}

type VersionRow = z.infer<typeof versionRow>;
const toVersion = (row: typeof workflowProcessVersions.$inferSelect): VersionRow => ({
  versionId: row.id,
  version: row.version,
  publishedAt: row.publishedAt.toISOString(),
  publishedBy: row.publishedBy,
  serviceName: row.serviceName,
  graph: row.graph as FlowGraph,
  formFields: row.formFields as FormField[],
});

/** Publishing freezes the draft and the form's current fields into a new version. */
export async function publishProcess(deps: AppDeps, id: number, rev: number, staffId: number): Promise<VersionRow> {
  const process = await processById(deps.db, id);
  if (process.rev !== rev) throw workflowFail.draftStale();
  const graph = process.draftGraph as FlowGraph | null;
  if (!graph) throw workflowFail.invalid('graph.nodes', 'workflow.graphEmpty');
  const fields = await formFieldsOf(deps.db, process.formId);
  await checkGraph(deps.db, graph, fields, process.serviceName);
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(workflowProcesses).where(eq(workflowProcesses.id, id)).for('update');
    if (!locked || locked.rev !== rev) throw workflowFail.draftStale();
    const [last] = await tx
      .select({ n: max(workflowProcessVersions.version) })
      .from(workflowProcessVersions)
      .where(eq(workflowProcessVersions.processId, id));
    const [version] = await tx
      .insert(workflowProcessVersions)
      .values({
        processId: id,
        version: (last?.n ?? 0) + 1,
        graph,
        formFields: fields,
        serviceName: process.serviceName,
        publishedBy: staffId,
        publishedAt: deps.clock.now(),
      })
      .returning();
    if (!version) throw new Error('version insert returned nothing');
    await tx.update(workflowProcesses).set({ publishedVersionId: version.id }).where(eq(workflowProcesses.id, id));
    return toVersion(version);
  });
}

export async function setProcessState(deps: AppDeps, id: number, state: 'enabled' | 'disabled'): Promise<ProcessRow> {
  await processById(deps.db, id);
  const [record] = await deps.db
    .update(workflowProcesses)
    .set({ state, updatedAt: deps.clock.now() })
    .where(eq(workflowProcesses.id, id))
    .returning();
  if (!record) throw fail.notFound();
  return toRow(deps.db, record);
}

export async function processVersions(db: Db, id: number): Promise<VersionRow[]> {
  await processById(db, id);
  const rows = await db
    .select()
    .from(workflowProcessVersions)
    .where(eq(workflowProcessVersions.processId, id))
    .orderBy(desc(workflowProcessVersions.version));
  return rows.map(toVersion);
}

export async function publishedForm(db: Db, id: number) {
  const process = await processById(db, id);
  if (process.publishedVersionId === null) throw workflowFail.notPublished();
  const [version] = await db.select().from(workflowProcessVersions).where(eq(workflowProcessVersions.id, process.publishedVersionId));
  if (!version) throw workflowFail.notPublished();
  return { processId: id, version: version.version, formFields: await withDictionaryOptions(db, version.formFields as FormField[]) };
}

export async function startableProcesses(db: Db) {
  return db
    .select({
      id: workflowProcesses.id,
      code: workflowProcesses.code,
      name: workflowProcesses.name,
      nameEn: workflowProcesses.nameEn,
      groupName: workflowProcesses.groupName,
      formPath: workflowProcesses.formPath,
      version: workflowProcessVersions.version,
    })
    .from(workflowProcesses)
    .innerJoin(workflowProcessVersions, eq(workflowProcessVersions.id, workflowProcesses.publishedVersionId))
    .where(eq(workflowProcesses.state, 'enabled'))
    .orderBy(workflowProcesses.id);
}
