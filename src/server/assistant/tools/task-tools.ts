import { pinyin } from 'pinyin-pro';
import type { z } from 'zod';
import type { MoneyValue } from '../../../shared/api/workflow-form';
import type { taskRow } from '../../../shared/api/workflow-process-calls';
import { formatCount, formatMoney } from '../../../shared/business/figures';
import type { Lang } from '../../../shared/messages';
import { myPage } from '../../workflow';
import { t } from '../compose/phrases';
import { staffIn } from './entities';
import type { ToolContext } from './tool-context';

/**
 * The caller's to-dos, read through the same service as the to-do list (my/toDoPage), and the one
 * task a request such as 同意张伟的充值申请 names. Finding a task never acts on it.
 */
export type TaskRow = z.infer<typeof taskRow> & {
  /** The key figure as answers write it ("12,000.00 USD", "—" without one). */
  figure: string;
  /** How long the task has waited, in the answer's language ("3 天", "2 h"). */
  age: string;
};

/** "12,000.00 USD"; a form without a money field has no key figure. */
export const keyFigureText = (figure: MoneyValue | null): string => (figure ? `${formatMoney(figure.amount)} ${figure.currency}` : '—');

/** How long the task has waited, in the largest whole unit: 3 天, 2 小时, 5 分钟. */
export function ageText(lang: Lang, createdAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(createdAt)) / 60_000));
  if (minutes < 60) return t(lang, `${formatCount(minutes)} 分钟`, `${formatCount(minutes)} min`);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t(lang, `${formatCount(hours)} 小时`, `${formatCount(hours)} h`);
  const days = Math.floor(hours / 24);
  return t(lang, `${formatCount(days)} 天`, days === 1 ? '1 day' : `${formatCount(days)} days`);
}

/** Enough for any real to-do list; the answer shows the first few and links to the page for the rest. */
const READ_LIMIT = 100;

export interface TaskList {
  rows: TaskRow[];
  count: number;
}

export async function runTaskListTool(ctx: ToolContext): Promise<TaskList> {
  const page = await myPage(ctx.deps.db, ctx.staffId, 'todo', { page: 1, pageSize: READ_LIMIT });
  const now = ctx.deps.clock.now();
  const rows = page.rows.map((row) => ({ ...row, figure: keyFigureText(row.keyFigure), age: ageText(ctx.lang, row.createdAt, now) }));
  return ctx.record('myToDoPage', { page: 1, pageSize: READ_LIMIT }, { rows, count: page.count });
}

export type TaskMatch = { kind: 'one'; task: TaskRow } | { kind: 'many'; tasks: TaskRow[] } | { kind: 'none'; total: number };

const compact = (text: string) => text.toLowerCase().replace(/[^a-z\u3400-\u9fff]/g, '');
/** 张伟 → "zhangwei", so "Zhang Wei" and "zhangwei" name him too. */
const pinyinOf = (name: string) => compact(pinyin(name, { toneType: 'none', separator: '', v: true }));
/** A process named without its last word: 充值 for 充值申请, recharge for "Recharge request". */
const shortName = (name: string) => compact(name.replace(/(?:申请|审批|流程)$|\s+(?:request|application|approval)$/i, ''));

function namesApplicant(text: string, row: TaskRow): boolean {
  const name = compact(row.applicantName);
  const spelled = pinyinOf(row.applicantName);
  return (name.length >= 2 && text.includes(name)) || (spelled.length >= 4 && text.includes(spelled));
}

/** How much of a process name the words say (0: none), so 预付充值申请 wins over 充值申请 when both fit. */
function processHit(text: string, row: TaskRow): number {
  const lengths = [row.processName, row.processNameEn].map((name) => {
    const short = shortName(name);
    return short.length >= 2 && text.includes(short) ? short.length : 0;
  });
  return Math.max(...lengths);
}

/**
 * The task the words name, by applicant (name or pinyin) and process (name, with or without
 * 申请). Only what the words name narrows the list: naming nobody and no process leaves every
 * to-do a candidate, and the asker is then asked which.
 */
export async function runFindTaskTool(ctx: ToolContext, request: string): Promise<TaskMatch> {
  const { rows, count } = await runTaskListTool(ctx);
  const text = compact(request);
  const byApplicant = rows.some((row) => namesApplicant(text, row));
  const bestProcess = Math.max(0, ...rows.map((row) => processHit(text, row)));
  const byProcess = bestProcess > 0;
  const namesProcess = (row: TaskRow) => processHit(text, row) === bestProcess;
  // A colleague named who has no request waiting here narrows the list to nothing, not to their process.
  const colleague = byApplicant ? null : await staffIn(ctx, request);
  const tasks = colleague ? [] : rows.filter((row) => (!byApplicant || namesApplicant(text, row)) && (!byProcess || namesProcess(row)));
  // Words that name neither an applicant nor a process of the list name none of its tasks, unless they name nothing at all.
  const namesSomething = byApplicant || byProcess;
  const outcome: TaskMatch =
    tasks.length === 0 || (!namesSomething && !isBare(request))
      ? { kind: 'none', total: count }
      : tasks.length === 1
        ? { kind: 'one', task: tasks[0] as TaskRow }
        : { kind: 'many', tasks };
  return ctx.record('findTask', request, outcome);
}

/** 同意 / 同意这个申请 / approve it: the words name no task in particular. */
const isBare = (request: string) =>
  compact(request.replace(/这个|那个|这条|那条|一下|申请|审批|待办|请求|\b(?:it|this|that|the|request|task|one|please)\b/gi, '')).length ===
  0;
