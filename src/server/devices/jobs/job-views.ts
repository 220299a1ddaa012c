import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { JobItemView, JobKind, JobState, JobSummary, JobView, PortState } from '../../../shared/api/device-calls';
import { formatMessage, isServerMessageKey, type Lang } from '../../../shared/messages';
import type { Db } from '../../db/database';
import { deviceJobItems, deviceJobs, simBanks, simPorts, staff } from '../../db/schema/index';
import { portLabel } from '../device-labels';

/** How batch jobs read: a summary with counts, or the job with every port's result. */

const summaryColumns = {
  id: deviceJobs.id,
  kind: deviceJobs.kind,
  state: deviceJobs.state,
  staffName: staff.name,
  retryOf: deviceJobs.retryOf,
  createdAt: deviceJobs.createdAt,
  finishedAt: deviceJobs.finishedAt,
  total: sql<number>`(select count(*)::int from ${deviceJobItems} where ${deviceJobItems.jobId} = ${deviceJobs.id})`,
  ok: sql<number>`(select count(*)::int from ${deviceJobItems} where ${deviceJobItems.jobId} = ${deviceJobs.id} and ${deviceJobItems.state} = 'ok')`,
  failed: sql<number>`(select count(*)::int from ${deviceJobItems} where ${deviceJobItems.jobId} = ${deviceJobs.id} and ${deviceJobItems.state} in ('failed', 'interrupted'))`,
  pending: sql<number>`(select count(*)::int from ${deviceJobItems} where ${deviceJobItems.jobId} = ${deviceJobs.id} and ${deviceJobItems.state} = 'pending')`,
};

type SummaryRow = { kind: string; state: string; createdAt: Date; finishedAt: Date | null } & Omit<
  JobSummary,
  'kind' | 'state' | 'createdAt' | 'finishedAt'
>;
const toSummary = (row: SummaryRow): JobSummary => ({
  ...row,
  kind: row.kind as JobKind,
  state: row.state as JobState,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

export async function jobSummaryOf(db: Db, id: number): Promise<JobSummary | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(deviceJobs)
    .innerJoin(staff, eq(staff.id, deviceJobs.staffId))
    .where(eq(deviceJobs.id, id));
  return row ? toSummary(row) : null;
}

export async function jobPage(
  db: Db,
  input: { page: number; pageSize: number; kind?: JobKind | undefined; state?: JobState | undefined },
): Promise<{ rows: JobSummary[]; count: number }> {
  const where = and(input.kind ? eq(deviceJobs.kind, input.kind) : undefined, input.state ? eq(deviceJobs.state, input.state) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(deviceJobs)
      .innerJoin(staff, eq(staff.id, deviceJobs.staffId))
      .where(where)
      .orderBy(desc(deviceJobs.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(deviceJobs)
      .where(where),
  ]);
  return { rows: rows.map(toSummary), count: total?.n ?? 0 };
}

/** Every port of the job in the order it was given, with its result. */
export async function jobItems(db: Db, jobId: number, lang: Lang): Promise<JobItemView[]> {
  const rows = await db
    .select({
      portId: deviceJobItems.portId,
      bankCode: simBanks.deviceCode,
      portNo: simPorts.portNo,
      imei: deviceJobItems.imei,
      state: deviceJobItems.state,
      messageKey: deviceJobItems.messageKey,
      messageParams: deviceJobItems.messageParams,
      portState: simPorts.state,
    })
    .from(deviceJobItems)
    .innerJoin(simPorts, eq(simPorts.id, deviceJobItems.portId))
    .innerJoin(simBanks, eq(simBanks.id, simPorts.bankId))
    .where(eq(deviceJobItems.jobId, jobId))
    .orderBy(deviceJobItems.id);
  return rows.map((row) => ({
    portId: row.portId,
    portLabel: portLabel(row.bankCode, row.portNo),
    imei: row.imei,
    state: row.state as JobItemView['state'],
    message:
      row.messageKey && isServerMessageKey(row.messageKey)
        ? formatMessage(row.messageKey, lang, (row.messageParams ?? {}) as Record<string, string | number>)
        : null,
    portState: row.portState as PortState,
  }));
}

export async function jobViewOf(db: Db, id: number, lang: Lang): Promise<JobView | null> {
  const summary = await jobSummaryOf(db, id);
  if (!summary) return null;
  return { ...summary, items: await jobItems(db, id, lang) };
}

/** Jobs of a set of ids (unused ids are simply absent). */
export async function jobIdsRunning(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: deviceJobs.id })
    .from(deviceJobs)
    .where(and(inArray(deviceJobs.id, [...ids]), eq(deviceJobs.state, 'running')));
  return new Set(rows.map((row) => row.id));
}
