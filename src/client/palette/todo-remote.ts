import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { canRejectProcessNode } from '../../shared/api/workflow-operate-calls';
import { queryClient } from '../api/query-client';
import { callKey } from '../api/use-call';
import type { PalettePage, PaletteServices } from './palette-types';
import type { RemoteState } from './remote-search';
import type { TodoRemote } from './todo-rows';

const NO_NODES: TodoRemote['rejectNodes'] = { status: 'idle', nodes: [] };
const NO_PEOPLE: TodoRemote['people'] = [];

/** The 转交 page searches colleagues like `@` does: the same debounced, cached server search. */
export const transmitSearchMode = (page: PalettePage | null) => (page?.type === 'move' && page.move === 'transmit' ? '@' : null);

/**
 * What a to-do page needs from the server: on the 驳回 page the earlier nodes the task may go back
 * to (canRejectProcessNode, cached under the call's own key), on the 转交 page the colleagues found.
 */
export function useTodoRemote(page: PalettePage | null, services: PaletteServices, people: RemoteState): TodoRemote {
  const taskId = page?.type === 'move' && page.move === 'reject' ? page.task.taskId : null;
  const workflow = services.workflow;
  const nodes = useQuery(
    {
      queryKey: callKey(canRejectProcessNode, { query: { taskId: taskId ?? 0 } }),
      queryFn: ({ signal }) => (workflow && taskId !== null ? workflow.rejectNodes(taskId, signal) : Promise.resolve([])),
      enabled: taskId !== null && !!workflow,
    },
    queryClient,
  );
  const transmitting = transmitSearchMode(page) !== null;
  const { data, isError } = nodes;
  // The rows are rebuilt when this changes: keep it the same object while nothing changed.
  return useMemo(() => {
    const rejectNodes: TodoRemote['rejectNodes'] =
      taskId === null ? NO_NODES : data ? { status: 'ready', nodes: data } : { status: isError ? 'error' : 'loading', nodes: [] };
    return { rejectNodes, people: transmitting ? people.people : NO_PEOPLE };
  }, [taskId, data, isError, transmitting, people.people]);
}
