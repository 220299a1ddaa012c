import { useMemo } from 'react';
import { canRejectProcessNode } from '../../shared/api/workflow-operate-calls';
import { myToDoPage, selectProcess } from '../../shared/api/workflow-process-calls';
import { PERMISSION_KEYS } from '../../shared/permissions';
import { isApiError } from '../api/api-error';
import { portalClient } from '../api/portal-client';
import { useCall, useCallWhole, type CallWhole } from '../api/use-call';
import { applyPathOf, isStaleTask, useAgreeTask, useCommentTask, useRejectTask, useTransmitTask } from '../workflow';
import type { Translate } from './palette-items';
import { startSearcher, todoSearcher } from './todo-items';
import type { StartEntry, TodoTask, WorkflowServices } from './todo-types';

/**
 * The palette holds every to-do (oldest first, as the to-do list orders them), read in pages of the
 * call's largest size: the newest task, the one a notice just announced, must be found too. Past
 * this many pages the to-do list, with its filters, is the place to look.
 */
const TODO_PAGE_SIZE = 100;
export const PALETTE_TODO_PAGES = 20;
const ALL_TODOS: CallWhole<typeof myToDoPage, TodoTask> = {
  page: (page) => ({ body: { page, pageSize: TODO_PAGE_SIZE } }),
  rows: (answer) => answer.rows,
  count: (answer) => answer.count,
  maxPages: PALETTE_TODO_PAGES,
};

const NO_TODOS: TodoTask[] = [];
const NO_STARTS: StartEntry[] = [];

const taskRef = (task: TodoTask) => ({ taskId: task.taskId ?? 0, rev: task.rev ?? 0 });

/**
 * The palette's to-dos and startable processes (through the query cache, keyed by their calls, so a
 * pushed new task or a move elsewhere refreshes them) and the task moves of the workflow feature.
 */
export function useWorkflowServices(signedIn: boolean, permissions: ReadonlySet<string>, t: Translate): WorkflowServices {
  // Without the process centre (newhire: home only) there is no 待办 group at all, not one that never loads.
  const allowed = signedIn && permissions.has(PERMISSION_KEYS.workflow);
  const todos = useCallWhole(myToDoPage, allowed, ALL_TODOS);
  const processes = useCall(selectProcess, allowed ? undefined : null);
  const agree = useAgreeTask({ silent: true });
  const reject = useRejectTask({ silent: true });
  const transmit = useTransmitTask({ silent: true });
  const comment = useCommentTask({ silent: true });
  const rows = todos.data?.rows ?? NO_TODOS;
  const starts = useMemo(() => (processes.data ?? []).map((process) => ({ process, path: applyPathOf(process) })), [processes.data]);
  const searchers = useMemo(() => ({ todo: todoSearcher(rows), start: startSearcher(starts.length ? starts : NO_STARTS) }), [rows, starts]);
  const agreeAsync = agree.mutateAsync;
  const rejectAsync = reject.mutateAsync;
  const transmitAsync = transmit.mutateAsync;
  const commentAsync = comment.mutateAsync;
  const status = !allowed || todos.data ? 'ready' : todos.isError ? 'error' : 'loading';

  return useMemo<WorkflowServices>(
    () => ({
      status,
      todos: rows,
      todoSearcher: searchers.todo,
      starts,
      startSearcher: searchers.start,
      agree: (task, text) => agreeAsync({ body: { ...taskRef(task), comment: text, attachments: [] } }),
      reject: (task, text, target) =>
        rejectAsync({
          body: {
            ...taskRef(task),
            comment: text,
            attachments: [],
            target: target.kind === 'node' ? { kind: 'node', nodeId: target.nodeId } : target,
          },
        }),
      transmit: (task, toStaffId) => transmitAsync({ body: { ...taskRef(task), toStaffId, comment: '' } }),
      comment: (task, text) => commentAsync({ body: { instanceId: task.instanceId, comment: text, attachments: [] } }),
      rejectNodes: (taskId, signal) => portalClient.call(canRejectProcessNode, { query: { taskId } }, { silent: true, signal }),
      failureText: (error) =>
        isStaleTask(error) ? t('workflowPalette.stale') : isApiError(error) && error.message ? error.message : t('workflowPalette.failed'),
    }),
    [status, rows, searchers, starts, agreeAsync, rejectAsync, transmitAsync, commentAsync, t],
  );
}
