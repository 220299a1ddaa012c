import type { CallData } from '../../shared/api/define-call';
import type { StaffOption } from '../../shared/api/staff-calls';
import type { canRejectProcessNode } from '../../shared/api/workflow-operate-calls';
import type { myToDoPage, selectProcess } from '../../shared/api/workflow-process-calls';
import type { Searcher } from './search/searcher';

/** A task waiting for the signed-in person, as the to-do list answers it. */
export type TodoTask = CallData<typeof myToDoPage>['rows'][number];
export type StartableProcess = CallData<typeof selectProcess>[number];
export type RejectNode = CallData<typeof canRejectProcessNode>[number];

/** The moves the to-do action panel offers (打开 is the panel's plain open). */
export type TaskMove = 'agree' | 'reject' | 'transmit' | 'comment';
export const TASK_MOVES: readonly TaskMove[] = ['agree', 'reject', 'transmit', 'comment'];

/** Where a rejection sends the request: the applicant, an earlier node, or the end. */
export type RejectChoice = { kind: 'applicant' } | { kind: 'end' } | { kind: 'node'; nodeId: string; name: string };

/** A process the person may start, with the address of its apply page. */
export interface StartEntry {
  process: StartableProcess;
  path: string;
}

export interface BatchOutcome {
  task: TodoTask;
  ok: boolean;
  /** The server's message when the agree was refused. */
  reason?: string;
}

export type TodoTarget =
  | { type: 'task'; task: TodoTask }
  | { type: 'start'; entry: StartEntry }
  | { type: 'move'; move: TaskMove; task: TodoTask; reject?: RejectChoice; person?: StaffOption }
  | { type: 'batch-toggle'; task: TodoTask; selected: readonly number[] }
  | { type: 'batch-review'; tasks: readonly TodoTask[] }
  | { type: 'batch-run'; tasks: readonly TodoTask[] }
  /** A row shown for reading (what a batch will approve, how it went): Enter does nothing. */
  | { type: 'note' };

/** Nested palette pages of the to-dos: one move on one task, and the batch agree in three steps. */
export type TodoPage =
  | { type: 'move'; move: TaskMove; task: TodoTask }
  | { type: 'batch'; selected: readonly number[] }
  | { type: 'batch-confirm'; tasks: readonly TodoTask[] }
  | { type: 'batch-result'; outcomes: readonly BatchOutcome[] };

export const isTodoPage = (page: { type: string } | null): page is TodoPage =>
  page !== null && ['move', 'batch', 'batch-confirm', 'batch-result'].includes(page.type);

/**
 * What the palette needs from the workflow feature. The app passes the real calls (workflow-services.ts);
 * tests pass their own. Each move resolves when the server accepted it and rejects with its error.
 */
export interface WorkflowServices {
  status: 'loading' | 'ready' | 'error';
  todos: readonly TodoTask[];
  /** Over `todos`, same order. */
  todoSearcher: Searcher;
  starts: readonly StartEntry[];
  /** Over `starts`, same order. */
  startSearcher: Searcher;
  agree(task: TodoTask, comment: string): Promise<unknown>;
  reject(task: TodoTask, comment: string, target: RejectChoice): Promise<unknown>;
  transmit(task: TodoTask, toStaffId: number): Promise<unknown>;
  comment(task: TodoTask, comment: string): Promise<unknown>;
  rejectNodes(taskId: number, signal: AbortSignal): Promise<RejectNode[]>;
  /** A failed move's reason, in the interface language. */
  failureText(error: unknown): string;
}
