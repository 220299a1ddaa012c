import type { CommandLanguage } from '../../../commands/index';
import type { StaffOption } from '../../shared/api/staff-calls';
import type { Translate } from './palette-items';
import type { PaletteItem, RowSection } from './palette-types';
import { batchItem, outcomeItem, startItem, todoItem } from './todo-items';
import type { RejectChoice, RejectNode, TaskMove, TodoPage, TodoTask, WorkflowServices } from './todo-types';

/** The server answers a to-do page needs: the nodes a rejection may go back to, the colleagues to hand over to. */
export interface TodoRemote {
  rejectNodes: { status: 'idle' | 'loading' | 'ready' | 'error'; nodes: readonly RejectNode[] };
  people: readonly StaffOption[];
}

export interface TodoRowInputs {
  page: TodoPage;
  /** On a move page the box holds the comment (or reason), not a filter. */
  query: string;
  workflow: WorkflowServices;
  remote: TodoRemote;
  language: CommandLanguage;
  t: Translate;
  now: number;
}

const section = (id: string, label: string, items: PaletteItem[]): RowSection => ({
  id,
  label,
  size: items.length,
  item: (i) => items[i] as PaletteItem,
});

const MOVE_ICONS: Record<TaskMove, string> = { agree: 'Check', reject: 'Undo2', transmit: 'Forward', comment: 'MessageSquare' };

function moveItem(task: TodoTask, move: TaskMove, title: string, hint: string, extra: Partial<PaletteItem> = {}): PaletteItem {
  return { value: `move:${move}`, kind: 'secondary', title, hint, icon: MOVE_ICONS[move], target: { type: 'move', move, task }, ...extra };
}

function rejectChoices(nodes: readonly RejectNode[]): RejectChoice[] {
  return [
    { kind: 'applicant' },
    ...nodes.map((node) => ({ kind: 'node' as const, nodeId: node.nodeId, name: node.name })),
    { kind: 'end' },
  ];
}

function moveSections(input: TodoRowInputs, move: TaskMove, task: TodoTask): RowSection[] {
  const { t, query, remote } = input;
  const text = query.trim();
  const label = t('workflowPalette.groups.move');
  switch (move) {
    case 'agree':
      return [
        section('move', label, [
          moveItem(
            task,
            'agree',
            t('workflowPalette.moves.agree'),
            text ? t('workflowPalette.withComment', { comment: text }) : t('workflowPalette.noComment'),
          ),
        ]),
      ];
    case 'comment':
      return [
        section('move', label, [
          moveItem(
            task,
            'comment',
            t('workflowPalette.moves.commentSend'),
            text ? t('workflowPalette.withComment', { comment: text }) : t('workflowPalette.typeComment'),
            {
              disabled: !text,
            },
          ),
        ]),
      ];
    case 'reject': {
      const hint = text ? t('workflowPalette.withReason', { reason: text }) : t('workflowPalette.typeReason');
      const items = rejectChoices(remote.rejectNodes.nodes).map((choice) => ({
        ...moveItem(
          task,
          'reject',
          t(`workflowPalette.rejectTo.${choice.kind}`, { node: choice.kind === 'node' ? choice.name : '' }),
          hint,
          {
            disabled: !text,
          },
        ),
        value: `reject:${choice.kind === 'node' ? choice.nodeId : choice.kind}`,
        target: { type: 'move' as const, move: 'reject' as const, task, reject: choice },
      }));
      return [section('move', t('workflowPalette.groups.rejectTo'), items)];
    }
    case 'transmit':
      return [
        section(
          'move',
          t('workflowPalette.groups.transmitTo'),
          remote.people.map((person) => ({
            ...moveItem(task, 'transmit', `${person.name} (${person.jobNumber})`, person.deptNames.join(' / ')),
            value: `transmit:${person.staffId}`,
            icon: 'UserRound',
            target: { type: 'move' as const, move: 'transmit' as const, task, person },
          })),
        ),
      ];
  }
}

/** The to-dos whose text matches (all of them for an empty query), in the list's order or by match. */
export function matchingTodos(workflow: WorkflowServices, query: string): TodoTask[] {
  const text = query.trim();
  if (!text) return [...workflow.todos];
  return [...workflow.todoSearcher.search(text).items].map((i) => workflow.todos[i] as TodoTask);
}

/** Rows of a to-do page: a move's confirmation, or a step of the batch agree. */
export function todoPageSections(input: TodoRowInputs): RowSection[] {
  const { page, workflow, language, t, now } = input;
  if (page.type === 'move') return moveSections(input, page.move, page.task);
  if (page.type === 'batch') {
    const chosen = new Set(page.selected);
    const picked = workflow.todos.filter((task) => task.taskId !== null && chosen.has(task.taskId));
    const review: PaletteItem = {
      value: 'batch:review',
      kind: 'action',
      title: t('workflowPalette.batch.review', { count: picked.length }),
      hint: t('workflowPalette.batch.reviewHint'),
      icon: 'ListChecks',
      disabled: picked.length === 0,
      target: { type: 'batch-review', tasks: picked },
    };
    const rows = matchingTodos(workflow, input.query).map((task) => batchItem(task, page.selected, language, t, now));
    return [section('batch-run', t('workflowPalette.groups.batchRun'), [review]), section('todos', t('workflowPalette.title'), rows)];
  }
  if (page.type === 'batch-confirm') {
    const run: PaletteItem = {
      value: 'batch:run',
      kind: 'action',
      title: t('workflowPalette.batch.confirm', { count: page.tasks.length }),
      icon: 'Check',
      target: { type: 'batch-run', tasks: page.tasks },
    };
    // What will be approved, listed for reading; Enter on them does nothing.
    const listed = page.tasks.map((task) => ({
      ...todoItem(task, language, t, now),
      value: `listed:${task.taskId}`,
      target: { type: 'note' as const },
    }));
    return [
      section('batch-run', t('workflowPalette.groups.batchRun'), [run]),
      section('todos', t('workflowPalette.batch.willAgree'), listed),
    ];
  }
  return [
    section(
      'outcomes',
      t('workflowPalette.groups.outcomes'),
      page.outcomes.map((outcome) => outcomeItem(outcome, language, t, now)),
    ),
  ];
}

/** The 待办 group of the top level: every to-do on an empty box, the matching ones for a query. */
export function todoSection(workflow: WorkflowServices, query: string, language: CommandLanguage, t: Translate, now: number): RowSection {
  // On the empty box a list that is still being read, or could not be, says so instead of vanishing.
  if (!query.trim() && workflow.status !== 'ready' && workflow.todos.length === 0) {
    const note: PaletteItem = {
      value: 'todos:status',
      kind: 'task',
      title: t(workflow.status === 'error' ? 'workflowPalette.loadFailed' : 'workflowPalette.loading'),
      icon: 'ClipboardCheck',
      disabled: true,
      target: { type: 'note' },
    };
    return section('todos', t('workflowPalette.title'), [note]);
  }
  return section(
    'todos',
    t('workflowPalette.title'),
    matchingTodos(workflow, query).map((task) => todoItem(task, language, t, now)),
  );
}

/** The `>` actions 发起<流程名>, one per process the person may start. */
export function startSection(workflow: WorkflowServices, query: string, language: CommandLanguage, t: Translate): RowSection {
  const text = query.trim();
  const entries = text ? [...workflow.startSearcher.search(text).items].map((i) => workflow.starts[i]) : workflow.starts;
  return section(
    'starts',
    t('workflowPalette.groups.starts'),
    entries.flatMap((entry) => (entry ? [startItem(entry, language)] : [])),
  );
}
