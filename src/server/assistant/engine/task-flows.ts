import type { ApprovalCard } from '../../../shared/assistant/approval-card';
import { suggestedFor } from '../compose/guess-questions';
import {
  composeConfirm,
  composeNoTask,
  composeRejectHere,
  composeTaskList,
  composeWhichTask,
  processNameIn,
} from '../compose/task-answers';
import { canOpen, pageAt } from '../tools/page-directory';
import { runFindTaskTool, runTaskListTool, type TaskRow } from '../tools/task-tools';
import type { ToolContext } from '../tools/tool-context';
import type { ToolAnswer } from './engine';
import type { TaskActionInput } from './tool-inputs';

/** The to-do tools of both engines: the list, and the one task a request names (agreed to only on the card). */
export const TODO_PAGE = '/general/my-agent';

const todoPage = (ctx: ToolContext) => {
  const page = pageAt(TODO_PAGE) ?? null;
  return page && canOpen(TODO_PAGE, ctx.permissions) ? page : null;
};

const guesses = (ctx: ToolContext) => suggestedFor(ctx.permissions, ctx.lang, ['navigation', 'guide']);

/** The facts a model reads about a task: what the answer shows, never more. */
const taskFacts = (ctx: ToolContext, row: TaskRow) => ({
  instanceId: row.instanceId,
  title: row.title,
  process: processNameIn(ctx.lang, row),
  applicant: row.applicantName,
  amount: row.figure,
  waiting: row.age,
});

export async function todoFlow(ctx: ToolContext): Promise<ToolAnswer> {
  const list = await runTaskListTool(ctx);
  return {
    text: composeTaskList(ctx.lang, list, todoPage(ctx)),
    docIds: [],
    guesses: guesses(ctx),
    memo: null,
    status: 'ok',
    facts: { count: list.count, tasks: list.rows.map((row) => taskFacts(ctx, row)) },
  };
}

function cardOf(ctx: ToolContext, row: TaskRow): ApprovalCard {
  return {
    kind: 'agree',
    taskId: row.taskId ?? 0,
    rev: row.rev ?? 0,
    instanceId: row.instanceId,
    title: row.title,
    processName: processNameIn(ctx.lang, row),
    applicantName: row.applicantName,
    nodeName: row.nodeName,
    keyFigure: row.keyFigure,
    createdAt: row.createdAt,
    state: 'open',
    handledAt: null,
  };
}

/**
 * 同意 / 驳回 a named task: one task found → for 同意 a confirmation card (the click agrees, never
 * this answer), for 驳回 its detail page; several → which one; none → says so.
 */
export async function taskActionFlow(ctx: ToolContext, input: TaskActionInput): Promise<ToolAnswer> {
  const match = await runFindTaskTool(ctx, input.request);
  const base = { docIds: [], guesses: guesses(ctx), memo: null };
  if (match.kind === 'none') {
    return { ...base, text: composeNoTask(ctx.lang, input.request, match.total, todoPage(ctx)), status: 'no-data', facts: { found: 0 } };
  }
  if (match.kind === 'many') {
    return {
      ...base,
      text: composeWhichTask(ctx.lang, match.tasks),
      status: 'ok',
      facts: { found: match.tasks.length, candidates: match.tasks.map((row) => taskFacts(ctx, row)) },
    };
  }
  const facts = { found: 1, task: taskFacts(ctx, match.task) };
  if (input.action === 'reject') return { ...base, text: composeRejectHere(ctx.lang, match.task), status: 'ok', facts };
  return {
    ...base,
    text: composeConfirm(ctx.lang, match.task),
    status: 'ok',
    facts: { ...facts, confirmation: 'A card with an agree button is shown under the answer; nothing was done yet.' },
    card: cardOf(ctx, match.task),
  };
}
