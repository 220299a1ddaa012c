import { WORKFLOW_COMMAND_IDS } from '../../../commands/index';
import type { Translate } from './palette-items';
import type { PaletteItem, PalettePage, PaletteServices } from './palette-types';
import { todoItem } from './todo-items';
import type { BatchOutcome, TaskMove, TodoTarget, TodoTask, WorkflowServices } from './todo-types';

/** The to-do's detail page (the request as its approver sees it). */
export const todoProfilePath = (instanceId: number) => `/general/my-agent/profile?id=${instanceId}`;

/** Commands whose choices are a to-do page of the palette rather than sub-commands. */
export function commandPage(commandId: string | undefined): PalettePage | null {
  return commandId === WORKFLOW_COMMAND_IDS.agreeBatch ? { type: 'batch', selected: [] } : null;
}

export interface TodoEnv {
  services: PaletteServices;
  t: Translate;
  /** What the box holds: the comment or the reason on a move page. */
  text: string;
  close(): void;
  push(page: PalettePage): void;
  replaceTop(page: PalettePage): void;
  goTo(stack: PalettePage[]): void;
  open(path: string): void;
}

const keyOf = (task: TodoTask) => task.taskId ?? -task.instanceId;

/** The to-do after `done` in the list (else the one before), skipping those already handled. */
export function nextTodo(todos: readonly TodoTask[], done: ReadonlySet<number>, after: TodoTask): TodoTask | null {
  const at = todos.findIndex((task) => keyOf(task) === keyOf(after));
  const open = (task: TodoTask) => !done.has(keyOf(task));
  return todos.slice(at + 1).find(open) ?? todos.slice(0, Math.max(at, 0)).find(open) ?? null;
}

// Tasks moved since the list was read: it is read again after a move, but may still hold them for a moment.
const handledBy = new WeakMap<readonly TodoTask[], Set<number>>();
const inFlight = new Set<number>();

function handledOf(todos: readonly TodoTask[]): Set<number> {
  let set = handledBy.get(todos);
  if (!set) handledBy.set(todos, (set = new Set()));
  return set;
}

/** After a move: the palette stays open on the next to-do's actions, or goes back to the top when none is left. */
function offerNext(env: TodoEnv, workflow: WorkflowServices, task: TodoTask, moved: boolean): void {
  const { services, t } = env;
  const handled = handledOf(workflow.todos);
  if (moved) handled.add(keyOf(task));
  const next = moved ? nextTodo(workflow.todos, handled, task) : task;
  if (!next) {
    services.notify(t('workflowPalette.allDone'));
    env.goTo([]);
    return;
  }
  const subject: PaletteItem = todoItem(next, services.ctx.language, t, Date.now());
  env.goTo([{ type: 'actions', subject }]);
}

async function runMove(target: Extract<TodoTarget, { type: 'move' }>, env: TodoEnv): Promise<void> {
  const { services, t } = env;
  const workflow = services.workflow;
  const { task, move } = target;
  if (!workflow || inFlight.has(keyOf(task))) return;
  const text = env.text.trim();
  if ((move === 'reject' || move === 'comment') && !text) {
    services.notify(t(move === 'reject' ? 'workflowPalette.typeReason' : 'workflowPalette.typeComment'), 'error');
    return;
  }
  inFlight.add(keyOf(task));
  try {
    if (move === 'agree') await workflow.agree(task, text);
    else if (move === 'reject') await workflow.reject(task, text, target.reject ?? { kind: 'applicant' });
    else if (move === 'comment') await workflow.comment(task, text);
    else if (target.person) await workflow.transmit(task, target.person.staffId);
    else return;
    services.notify(t(`workflowPalette.done.${move}`, { title: task.title, name: target.person?.name ?? '' }));
    offerNext(env, workflow, task, move !== 'comment');
  } catch (error) {
    services.notify(workflow.failureText(error), 'error');
  } finally {
    inFlight.delete(keyOf(task));
  }
}

/** Agrees each chosen to-do in turn (one refusal does not stop the others) and lists how each went. */
async function runBatch(tasks: readonly TodoTask[], env: TodoEnv): Promise<void> {
  const workflow = env.services.workflow;
  if (!workflow) return;
  const outcomes: BatchOutcome[] = [];
  for (const task of tasks) {
    try {
      await workflow.agree(task, '');
      handledOf(workflow.todos).add(keyOf(task));
      outcomes.push({ task, ok: true });
    } catch (error) {
      outcomes.push({ task, ok: false, reason: workflow.failureText(error) });
    }
  }
  const agreed = outcomes.filter((outcome) => outcome.ok).length;
  env.services.notify(
    env.t('workflowPalette.batch.summary', { agreed, failed: outcomes.length - agreed }),
    agreed === outcomes.length ? 'success' : 'error',
  );
  env.goTo([{ type: 'batch-result', outcomes }]);
}

export function performTodo(target: TodoTarget, env: TodoEnv): void {
  switch (target.type) {
    case 'task':
      env.close();
      return env.open(todoProfilePath(target.task.instanceId));
    case 'start':
      env.close();
      return env.open(target.entry.path);
    case 'move':
      void runMove(target, env);
      return;
    case 'batch-toggle': {
      const id = target.task.taskId;
      if (id === null) return;
      const selected = target.selected.includes(id) ? target.selected.filter((each) => each !== id) : [...target.selected, id];
      return env.replaceTop({ type: 'batch', selected });
    }
    case 'batch-review':
      if (target.tasks.length > 0) env.push({ type: 'batch-confirm', tasks: target.tasks });
      return;
    case 'batch-run':
      void runBatch(target.tasks, env);
      return;
    case 'note':
      return;
  }
}

/** The panel's moves on a to-do open their own page: the box then takes the comment, the reason or a name. */
export const movePage = (move: TaskMove, task: TodoTask): PalettePage => ({ type: 'move', move, task });
