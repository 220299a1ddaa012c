import { clsx } from 'clsx';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  MESSAGE_QUERY_KEY,
  changeMessageStatus,
  changeMessageStatusById,
  homeMessageList,
  type MessageRow,
} from '../../shared/api/message-calls';
import { useCall, useCallMutation } from '../api/use-call';
import { useSessionUser } from '../auth';
import { useLanguage } from '../i18n/i18n';
import { useShellPanels } from '../shell';
import { Button } from '../ui/button';
import { SideDrawer } from '../ui/side-drawer';
import { MessageItem } from './message-item';
import { invalidateMessages, useMessageTypes } from './message-queries';

const PAGE_SIZE = 20;
const NO_ROWS: MessageRow[] = [];

/** The notification drawer (shell.md §1): the latest messages by type, mark read, open the linked page. */
export function NotificationDrawer() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const open = useShellPanels((state) => state.notifications);
  const canQuery = useSessionUser()?.permissions.includes(MESSAGE_QUERY_KEY) ?? false;
  const types = useMessageTypes();
  const [msgType, setMsgType] = useState<number | undefined>(undefined);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const setOpen = (value: boolean) => useShellPanels.setState({ notifications: value });

  // Read while open (a pushed message refreshes it); the rows stay while the next filter loads.
  const body = { msgType, status: unreadOnly ? (0 as const) : undefined, page: 1, pageSize: limit };
  const list = useCall(homeMessageList, open ? { body } : null, { placeholderData: keepPreviousData });
  const rows = list.data?.rows ?? NO_ROWS;
  const count = list.data?.count ?? 0;
  const markRead = useCallMutation(changeMessageStatusById, { silent: true, onSettled: invalidateMessages });
  const markAllRead = useCallMutation(changeMessageStatus, { onSettled: invalidateMessages });

  const openMessage = async (message: MessageRow) => {
    if (message.status === 0) await markRead.mutateAsync({ body: { msgId: message.msgId } }).catch(() => undefined);
    if (message.link) {
      setOpen(false);
      navigate(message.link);
    }
  };
  const markAll = () => markAllRead.mutate({ body: { all: true, msgType } });

  const chip = (active: boolean) =>
    clsx('rounded-full px-3 py-1 text-xs', active ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200');
  return (
    <SideDrawer open={open} onOpenChange={setOpen} title={t('notice.title')} width="max-w-[400px]" scroll={false}>
      <div role="group" aria-label={t('notice.typeFilter')} className="flex flex-wrap gap-1.5 px-4 py-2">
        <button
          type="button"
          aria-pressed={msgType === undefined}
          className={chip(msgType === undefined)}
          onClick={() => setMsgType(undefined)}
        >
          {t('notice.all')}
        </button>
        {types.map((type) => (
          <button
            key={type.msgType}
            type="button"
            aria-pressed={msgType === type.msgType}
            className={chip(msgType === type.msgType)}
            onClick={() => setMsgType(type.msgType)}
          >
            {language === 'en' ? type.nameEn : type.name}
          </button>
        ))}
      </div>
      <div className="flex items-center justify-between px-4 pb-2 text-sm">
        <label className="flex items-center gap-1.5 text-slate-700">
          <input type="checkbox" checked={unreadOnly} onChange={(event) => setUnreadOnly(event.target.checked)} />
          {t('notice.unreadOnly')}
        </label>
        <Button size="sm" variant="ghost" onClick={markAll}>
          {t('notice.markAllRead')}
        </Button>
      </div>
      <ul className="flex-1 overflow-y-auto px-1">
        {rows.map((message) => (
          <MessageItem key={message.msgId} message={message} onOpen={(m) => void openMessage(m)} />
        ))}
      </ul>
      {rows.length === 0 && <p className="flex-1 px-4 py-8 text-center text-sm text-slate-500">{t('notice.empty')}</p>}
      <div className="flex items-center justify-between border-t border-slate-200 px-4 py-2">
        {rows.length < count ? (
          <Button size="sm" variant="secondary" onClick={() => setLimit(limit + PAGE_SIZE)}>
            {t('notice.loadMore')}
          </Button>
        ) : (
          <span />
        )}
        {canQuery && (
          <Button size="sm" variant="ghost" onClick={() => (setOpen(false), navigate('/message/notification'))}>
            {t('notice.viewAll')}
          </Button>
        )}
      </div>
    </SideDrawer>
  );
}
