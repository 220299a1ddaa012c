import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ProcessSummary } from '../../shared/api/workflow-calls';
import type { Db } from '../db/database';
import { workflowCopies, workflowInstances, workflowTasks } from '../db/schema/index';

const count = sql<number>`count(*)::int`;

/** The process summary of the shell (shell.md §3: applyNum, ccNum, handleNum, todoNum). */
export async function processSummary(db: Db, staffId: number): Promise<ProcessSummary> {
  const [[apply], [cc], [handled], [todo]] = await Promise.all([
    db
      .select({ n: count })
      .from(workflowInstances)
      .where(and(eq(workflowInstances.applicantStaffId, staffId), eq(workflowInstances.status, 'running'))),
    db
      .select({ n: count })
      .from(workflowCopies)
      .where(and(eq(workflowCopies.staffId, staffId), isNull(workflowCopies.readAt))),
    db
      .select({ n: count })
      .from(workflowTasks)
      .where(and(eq(workflowTasks.assigneeStaffId, staffId), eq(workflowTasks.status, 'done'))),
    db
      .select({ n: count })
      .from(workflowTasks)
      .innerJoin(workflowInstances, eq(workflowInstances.id, workflowTasks.instanceId))
      .where(
        and(
          eq(workflowTasks.assigneeStaffId, staffId),
          eq(workflowTasks.status, 'pending'),
          inArray(workflowInstances.status, ['running', 'returned']),
        ),
      ),
  ]);
  return { applyNum: apply?.n ?? 0, ccNum: cc?.n ?? 0, handleNum: handled?.n ?? 0, todoNum: todo?.n ?? 0 };
}
