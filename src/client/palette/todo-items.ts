import type { CommandLanguage } from '../../../commands/index';
import { formatMoney } from '../../shared/business/figures';
import { i18n } from '../i18n/i18n';
import { I18N_CODES } from '../i18n/language';
import type { Translate } from './palette-items';
import type { PaletteItem } from './palette-types';
import { buildSearchIndex, type SearchDoc } from './search/search-index';
import { Searcher } from './search/searcher';
import type { BatchOutcome, StartEntry, TodoTask } from './todo-types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a task has waited: 刚刚, 12 分钟, 3 小时, 2 天 (no calendar day needed, so no time zone). */
export function ageText(createdAt: string, now: number, t: Translate): string {
  const waited = Math.max(0, now - Date.parse(createdAt));
  if (waited < MINUTE) return t('workflowPalette.age.now');
  if (waited < HOUR) return t('workflowPalette.age.minutes', { count: Math.floor(waited / MINUTE) });
  if (waited < DAY) return t('workflowPalette.age.hours', { count: Math.floor(waited / HOUR) });
  return t('workflowPalette.age.days', { count: Math.floor(waited / DAY) });
}

/** "50,000.00 USD", or nothing when the form has no money field. */
export const keyFigureText = (task: TodoTask): string | null =>
  task.keyFigure ? `${formatMoney(task.keyFigure.amount)} ${task.keyFigure.currency}` : null;

/**
 * What a to-do is found by: its title with the applicant's name in Chinese (so that 张伟, zhangwei
 * and zw find 张伟's task through the title's pinyin), the process in English, the node as a keyword.
 */
export function todoDoc(task: TodoTask): SearchDoc {
  const zh = task.title.includes(task.applicantName) ? task.title : `${task.title} ${task.applicantName}`;
  return { zh: `${zh} ${task.processName}`, en: task.processNameEn, keywords: task.nodeName ? [task.nodeName] : [] };
}

export function todoSearcher(todos: readonly TodoTask[]): Searcher {
  return new Searcher(buildSearchIndex(todos.map(todoDoc)));
}

/** 发起充值申请 / Start Recharge request: both titles, whichever language the page is in, so either finds it. */
function startTitles(process: StartEntry['process']): { zh: string; en: string } {
  return {
    zh: i18n.getFixedT(I18N_CODES.zh)('workflowPalette.startProcess', { name: process.name }),
    en: i18n.getFixedT(I18N_CODES.en)('workflowPalette.startProcess', { name: process.nameEn }),
  };
}

export function startSearcher(starts: readonly StartEntry[]): Searcher {
  return new Searcher(
    buildSearchIndex(
      starts.map(({ process }) => ({
        ...startTitles(process),
        keywords: [process.name, process.groupName, 'start', 'apply', '申请', '发起'],
      })),
    ),
  );
}

/** Applicant, key figure, age and the node it waits at, for the row's second line. */
function todoHint(task: TodoTask, now: number, t: Translate): string {
  return [
    t('workflowPalette.applicant', { name: task.applicantName }),
    keyFigureText(task),
    now - Date.parse(task.createdAt) < MINUTE
      ? t('workflowPalette.arrivedNow')
      : t('workflowPalette.waited', { age: ageText(task.createdAt, now, t) }),
    task.nodeName,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A to-do row: the request's title (its process in English on the English page). */
export function todoItem(task: TodoTask, language: CommandLanguage, t: Translate, now: number): PaletteItem {
  const english = `${task.processNameEn} · ${task.applicantName}`;
  return {
    value: `task:${task.taskId ?? task.instanceId}`,
    kind: 'task',
    title: language === 'en' ? english : task.title,
    other: language === 'en' ? task.title : task.processNameEn,
    hint: todoHint(task, now, t),
    icon: 'ClipboardCheck',
    target: { type: 'task', task },
  };
}

export function startItem(entry: StartEntry, language: CommandLanguage): PaletteItem {
  const { zh, en } = startTitles(entry.process);
  return {
    value: `start:${entry.process.code}`,
    kind: 'action',
    title: language === 'en' ? en : zh,
    other: language === 'en' ? zh : en,
    hint: entry.process.groupName || undefined,
    icon: 'FilePlus2',
    target: { type: 'start', entry },
  };
}

/** A to-do on the batch page: ticked or not, Enter toggles it. */
export function batchItem(task: TodoTask, selected: readonly number[], language: CommandLanguage, t: Translate, now: number): PaletteItem {
  return {
    ...todoItem(task, language, t, now),
    value: `batch:${task.taskId ?? task.instanceId}`,
    checked: task.taskId !== null && selected.includes(task.taskId),
    checkedLabel: t('workflowPalette.batch.selected'),
    target: { type: 'batch-toggle', task, selected },
  };
}

export function outcomeItem(outcome: BatchOutcome, language: CommandLanguage, t: Translate, now: number): PaletteItem {
  const row = todoItem(outcome.task, language, t, now);
  return {
    ...row,
    value: `outcome:${row.value}`,
    icon: outcome.ok ? 'CircleCheck' : 'XCircle',
    hint: outcome.ok ? t('workflowPalette.batch.agreed') : t('workflowPalette.batch.failed', { reason: outcome.reason ?? '' }),
    target: { type: 'note' },
  };
}
