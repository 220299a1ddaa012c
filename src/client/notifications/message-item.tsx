import { clsx } from 'clsx';
import type { MessageRow } from '../../shared/api/message-calls';
import { formatTime } from '../download';
import { useLanguage } from '../i18n/i18n';

/** One message of the drawer: unread dot, title, filled content, time. */
export function MessageItem({ message, onOpen }: { message: MessageRow; onOpen(message: MessageRow): void }) {
  const { t, language } = useLanguage();
  const unread = message.status === 0;
  return (
    <li data-msg-id={message.msgId} data-unread={unread}>
      <button
        type="button"
        onClick={() => onOpen(message)}
        className="flex w-full gap-2 rounded-md px-3 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <span aria-hidden className={clsx('mt-1.5 h-2 w-2 shrink-0 rounded-full', unread ? 'bg-red-500' : 'bg-transparent')} />
        <span className="min-w-0 flex-1">
          <span className={clsx('block text-sm', unread ? 'font-medium text-slate-900' : 'text-slate-700')}>
            {message.title}
            {unread && <span className="sr-only"> · {t('notice.unread')}</span>}
          </span>
          <span className="block text-sm text-slate-600">{message.content}</span>
          <span className="block text-xs text-slate-500">{formatTime(message.createdAt, language)}</span>
        </span>
      </button>
    </li>
  );
}
