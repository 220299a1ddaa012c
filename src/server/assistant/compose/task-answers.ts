import { formatCount } from '../../../shared/business/figures';
import { taskProfileUrl } from '../../../shared/assistant/approval-card';
import type { Lang } from '../../../shared/messages';
import type { PageEntry } from '../tools/page-directory';
import type { TaskRow } from '../tools/task-tools';
import { t } from './phrases';

/** Answers about the caller's to-dos: the list, the confirmation before agreeing, and the questions back. */
export const TODO_SHOWN = 10;

export const processNameIn = (lang: Lang, row: TaskRow): string =>
  lang === 'en' && row.processNameEn ? row.processNameEn : row.processName;

/** One row per task: process (linking to its detail), applicant, key figure and age; narrow enough for a phone. */
function taskTable(lang: Lang, rows: readonly TaskRow[]): string {
  const head = t(lang, '| 流程 | 申请人 | 金额 | 已等待 |', '| Process | Applicant | Amount | Waiting |');
  // A figure or an age never breaks between its number and its unit.
  const keep = (text: string) => text.replace(/ /g, '\u00a0');
  const lines = rows.map(
    (row) =>
      `| [${processNameIn(lang, row)}](${taskProfileUrl(row.instanceId)}) | ${row.applicantName} | ${keep(row.figure)} | ${keep(row.age)} |`,
  );
  return [head, '|---|---|---:|---:|', ...lines].join('\n');
}

const pageLink = (lang: Lang, page: PageEntry | null) =>
  page ? `\n\n${t(lang, `[打开「${page.title.zh}」](${page.path})`, `[Open "${page.title.en}"](${page.path})`)}` : '';

export function composeTaskList(lang: Lang, list: { rows: TaskRow[]; count: number }, page: PageEntry | null): string {
  if (list.count === 0) {
    return `${t(lang, '你现在没有待审批的任务。', 'You have no approvals waiting for you.')}${pageLink(lang, page)}`;
  }
  const shown = list.rows.slice(0, TODO_SHOWN);
  const count = formatCount(list.count);
  const head = t(
    lang,
    `你有 **${count}** 条待你审批的任务${shown.length < list.count ? `，最早到达的 ${formatCount(shown.length)} 条如下` : ''}：`,
    `You have **${count}** approvals waiting for you${shown.length < list.count ? `; the ${formatCount(shown.length)} oldest are` : ''}:`,
  );
  const hint = t(lang, '要同意其中一条，可以说「同意张伟的充值申请」。', 'To agree to one, say "approve Zhang Wei\'s recharge request".');
  return `${head}\n\n${taskTable(lang, shown)}\n\n${hint}${pageLink(lang, page)}`;
}

export function composeConfirm(lang: Lang, task: TaskRow): string {
  const figure = task.keyFigure ? t(lang, `，金额 **${task.figure}**`, ` for **${task.figure}**`) : '';
  return t(
    lang,
    `找到${task.applicantName}的「${processNameIn(lang, task)}」${figure}。请在下面的卡片上确认同意；确认之前我不会做任何操作。`,
    `I found ${task.applicantName}'s "${processNameIn(lang, task)}"${figure}. Confirm on the card below to agree; nothing is done until you do.`,
  );
}

export function composeWhichTask(lang: Lang, tasks: readonly TaskRow[]): string {
  const shown = tasks.slice(0, TODO_SHOWN);
  return t(
    lang,
    `有 ${formatCount(tasks.length)} 条待办符合，你指的是哪一条？请说出申请人和流程，或打开详情处理：\n\n${taskTable(lang, shown)}`,
    `${formatCount(tasks.length)} to-dos fit; which one do you mean? Name the applicant and the process, or open its detail:\n\n${taskTable(lang, shown)}`,
  );
}

export function composeNoTask(lang: Lang, request: string, total: number, page: PageEntry | null): string {
  const head =
    total === 0
      ? t(
          lang,
          '你现在没有待审批的任务，所以没有可以同意的申请。',
          'You have no approvals waiting for you, so there is nothing to agree to.',
        )
      : t(
          lang,
          `你的 ${formatCount(total)} 条待办中没有与「${request}」相符的任务。`,
          `None of your ${formatCount(total)} to-dos matches "${request}".`,
        );
  return `${head}${pageLink(lang, page)}`;
}

/** 驳回 needs a reason and a node: the detail page asks for both, so the answer opens it instead of acting. */
export function composeRejectHere(lang: Lang, task: TaskRow): string {
  return t(
    lang,
    `驳回需要写明原因并选择退回到哪个节点，请在详情页处理${task.applicantName}的「${processNameIn(lang, task)}」：\n\n[打开「${task.title}」](${taskProfileUrl(task.instanceId)})`,
    `Rejecting needs a reason and the step to send it back to; handle ${task.applicantName}'s "${processNameIn(lang, task)}" on its detail page:\n\n[Open "${task.title}"](${taskProfileUrl(task.instanceId)})`,
  );
}
