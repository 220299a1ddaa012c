import { MSG_TYPES } from '../../shared/api/message-calls';
import type { PushedMessage } from './new-mail-notice';

/** The to-do detail page the workflow's task notices link to (`?id=<instance>&taskId=<task>`). */
export const TODO_PROFILE_PATH = '/general/my-agent/profile';

export interface TaskNotice {
  instanceId: number;
  taskId: number | null;
  /** What happened, as the server titled the message: 新待办, 催办提醒. */
  kind: string;
  /** The request's title. */
  title: string;
  /** Where 查看 leads. */
  profile: string;
}

const positiveInt = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * An approval message about a task waiting for the reader (a new task, or a reminder of one) gets the
 * to-do toast with 同意 and 查看; every other message is left to the notification drawer.
 */
export function taskNotice(message: PushedMessage): TaskNotice | null {
  if (message.msgType !== MSG_TYPES.approval || !message.link) return null;
  const link = new URL(message.link, 'http://portal.invalid');
  if (link.pathname !== TODO_PROFILE_PATH) return null;
  const instanceId = positiveInt(link.searchParams.get('id'));
  if (instanceId === null) return null;
  const title = message.msgFillAfterVar?.find((entry) => entry.key === '{title}')?.showFieldName ?? '';
  return {
    instanceId,
    taskId: positiveInt(link.searchParams.get('taskId')),
    kind: message.title ?? '',
    title,
    profile: `${TODO_PROFILE_PATH}?id=${instanceId}`,
  };
}
