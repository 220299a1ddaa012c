import { inArray } from 'drizzle-orm';
import { approvalCard, type ApprovalCard, type CardState } from '../../shared/assistant/approval-card';
import type { AppDeps } from '../deps';
import type { ChatMemo } from '../db/schema/index';
import { workflowInstances, workflowTasks } from '../db/schema/index';

/**
 * A chat's confirmation card is kept in its memo (what the assistant understood: the exact task and
 * revision). Its state is not copied there: it is read from the task's own record each time the
 * chat is shown, so a card used here, on the to-do page or from the palette shows the same outcome.
 */
export const memoWithCard = (memo: ChatMemo | null, card: ApprovalCard | null): ChatMemo | null =>
  card ? { ...(memo ?? {}), card } : memo;

export function cardOfMemo(memo: ChatMemo | null): ApprovalCard | null {
  const parsed = approvalCard.safeParse(memo?.card);
  return parsed.success ? parsed.data : null;
}

interface TaskNow {
  status: string;
  action: string | null;
  rev: number;
  actedAt: Date | null;
  instanceStatus: string;
}

function stateOf(card: ApprovalCard, task: TaskNow | undefined): { state: CardState; handledAt: string | null } {
  if (!task) return { state: 'changed', handledAt: null };
  const handledAt = task.actedAt?.toISOString() ?? null;
  if (task.status === 'done' && task.action === 'agree') return { state: 'agreed', handledAt };
  if (task.status === 'done' && task.action === 'reject') return { state: 'rejected', handledAt };
  if (task.status === 'done') return { state: 'handled', handledAt };
  const open = task.status === 'pending' && task.rev === card.rev && ['running', 'returned'].includes(task.instanceStatus);
  return { state: open ? 'open' : 'changed', handledAt: null };
}

/** The cards of some chats with each task's state now, by chat id. */
export async function cardsNow(deps: AppDeps, chats: readonly { id: number; memo: ChatMemo | null }[]): Promise<Map<number, ApprovalCard>> {
  const cards = chats.flatMap((chat) => {
    const card = cardOfMemo(chat.memo);
    return card ? [{ chatId: chat.id, card }] : [];
  });
  if (cards.length === 0) return new Map();
  const taskIds = [...new Set(cards.map(({ card }) => card.taskId))];
  const rows = await deps.db
    .select({
      id: workflowTasks.id,
      status: workflowTasks.status,
      action: workflowTasks.action,
      rev: workflowTasks.rev,
      actedAt: workflowTasks.actedAt,
      instanceId: workflowTasks.instanceId,
    })
    .from(workflowTasks)
    .where(inArray(workflowTasks.id, taskIds));
  const instanceIds = [...new Set(rows.map((row) => row.instanceId))];
  const instances =
    instanceIds.length === 0
      ? []
      : await deps.db
          .select({ id: workflowInstances.id, status: workflowInstances.status })
          .from(workflowInstances)
          .where(inArray(workflowInstances.id, instanceIds));
  const instanceStatus = new Map(instances.map((row) => [row.id, row.status]));
  const tasks = new Map(rows.map((row) => [row.id, { ...row, instanceStatus: instanceStatus.get(row.instanceId) ?? '' }]));
  return new Map(cards.map(({ chatId, card }) => [chatId, { ...card, ...stateOf(card, tasks.get(card.taskId)) }]));
}
