import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  MESSAGE_QUERY_KEY, changeMessageStatus, changeMessageStatusById, hasUnreadMessages, homeMessageList, type MessageRow,
} from '../../shared/api/message-calls';
import { portalClient } from '../api/portal-client';
import { useSession } from '../auth/session-store';
import { useLanguage } from '../i18n/i18n';
import { useShellPanels } from '../shell/notification-drawer-store';
import { useShellData } from '../shell/startup/shell-data-store';
import { Button } from '../ui/button';
import { MessageItem } from './message-item';
import { usePush } from './push-store';
import { useMessageTypes } from './use-message-types';

const PAGE_SIZE = 20;
const quiet = { silent: true } as const;

async function refreshUnread(): Promise<void> {
  const answer = await portalClient.call(hasUnreadMessages, undefined, quiet).catch(() => null);
  if (answer) useShellData.setState({ unread: answer.unread, unreadCount: answer.count });
}

/** The notification drawer (shell.md §1): the latest messages by type, mark read, open the linked page. */
export function NotificationDrawer() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const open = useShellPanels((state) => state.notifications);
  const received = usePush((state) => state.received);
  const canQuery = useSession((state) => state.user?.permissions.includes(MESSAGE_QUERY_KEY) ?? false);
  const types = useMessageTypes();
  const [msgType, setMsgType] = useState<number | undefined>(undefined);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [rows, setRows] = useState<MessageRow[]>([]);
  const [count, setCount] = useState(0);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const setOpen = (value: boolean) => useShellPanels.setState({ notifications: value });

  const [version, setVersion] = useState(0);
  const load = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    if (!open) return;
    let current = true;
    const body = { msgType, status: unreadOnly ? (0 as const) : undefined, page: 1, pageSize: limit };
    portalClient.call(homeMessageList, { body }, quiet).then(
      (answer) => {
        if (!current) return;
        setRows(answer.rows);
        setCount(answer.count);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [open, msgType, unreadOnly, limit, received, version]);

  const openMessage = async (message: MessageRow) => {
    if (message.status === 0) {
      await portalClient.call(changeMessageStatusById, { body: { msgId: message.msgId } }, quiet).catch(() => undefined);
      load();
      await refreshUnread();
    }
    if (message.link) {
      setOpen(false);
      navigate(message.link);
    }
  };
  const markAll = async () => {
    await portalClient.call(changeMessageStatus, { body: { all: true, msgType } }).catch(() => undefined);
    load();
    await refreshUnread();
  };

  const chip = (active: boolean) =>
    clsx('rounded-full px-3 py-1 text-xs', active ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200');
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-overlay bg-slate-900/30" />
        <RadixDialog.Content aria-describedby={undefined} className="fixed inset-y-0 right-0 z-overlay flex w-[min(100vw,400px)] flex-col bg-white shadow-xl">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <RadixDialog.Title className="text-base font-semibold text-slate-900">{t('notice.title')}</RadixDialog.Title>
            <RadixDialog.Close aria-label={t('app.close')} className="rounded p-1 text-slate-500 hover:bg-slate-100">
              <X aria-hidden size={18} />
            </RadixDialog.Close>
          </div>
          <div role="group" aria-label={t('notice.typeFilter')} className="flex flex-wrap gap-1.5 px-4 py-2">
            <button type="button" aria-pressed={msgType === undefined} className={chip(msgType === undefined)} onClick={() => setMsgType(undefined)}>{t('notice.all')}</button>
            {types.map((type) => (
              <button key={type.msgType} type="button" aria-pressed={msgType === type.msgType} className={chip(msgType === type.msgType)} onClick={() => setMsgType(type.msgType)}>
                {language === 'en' ? type.nameEn : type.name}
              </button>
            ))}
          </div>
          <div className="flex items-center justify-between px-4 pb-2 text-sm">
            <label className="flex items-center gap-1.5 text-slate-700">
              <input type="checkbox" checked={unreadOnly} onChange={(event) => setUnreadOnly(event.target.checked)} />
              {t('notice.unreadOnly')}
            </label>
            <Button size="sm" variant="ghost" onClick={() => void markAll()}>{t('notice.markAllRead')}</Button>
          </div>
          <ul className="flex-1 overflow-y-auto px-1">
            {rows.map((message) => (
              <MessageItem key={message.msgId} message={message} onOpen={(m) => void openMessage(m)} />
            ))}
          </ul>
          {rows.length === 0 && <p className="flex-1 px-4 py-8 text-center text-sm text-slate-500">{t('notice.empty')}</p>}
          <div className="flex items-center justify-between border-t border-slate-200 px-4 py-2">
            {rows.length < count ? <Button size="sm" variant="secondary" onClick={() => setLimit(limit + PAGE_SIZE)}>{t('notice.loadMore')}</Button> : <span />}
            {canQuery && (
              <Button size="sm" variant="ghost" onClick={() => (setOpen(false), navigate('/message/notification'))}>{t('notice.viewAll')}</Button>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
