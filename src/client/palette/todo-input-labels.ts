import type { Translate } from './palette-items';
import type { TodoPage } from './todo-types';

/** What the box asks for on a to-do page: the agree comment, the reason, a colleague's name, or a filter. */
export function todoPlaceholder(page: TodoPage, t: Translate): string {
  if (page.type === 'move') return t(`workflowPalette.placeholders.${page.move}`);
  return t(page.type === 'batch' ? 'workflowPalette.placeholders.batch' : 'workflowPalette.placeholders.batchConfirm');
}

/** The chip in front of the box: the move and the task it applies to, or the batch step. */
export function todoChip(page: TodoPage, t: Translate): string {
  if (page.type === 'move') return `${t(`workflowPalette.moves.${page.move}`)} · ${page.task.title}`;
  return t('workflowPalette.batch.chip');
}
