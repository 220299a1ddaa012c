import { clsx } from 'clsx';
import { MessageSquarePlus, Pin, PinOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '../../shared/api/assistant-calls';
import { newConversation, pin, removeSession, selectSession } from './assistant-actions';
import { useConversations } from './assistant-queries';
import { PLACEHOLDER_ID, useAssistant } from './assistant-store';
import { ConfirmDialog } from './confirm-dialog';

/**
 * The conversation list (sections.md §2): new conversation, history with pin and delete (each
 * confirmed; deleting warns that the history cannot be recovered), and an empty state. As a drawer
 * (phone, docked) it fills the drawer and shows pin and delete at all times (touch has no hover).
 */
export const SESSION_DRAWER_ID = 'assistant-session-drawer';
type Pending = { kind: 'pin' | 'delete'; conversation: Conversation } | null;

export function SessionSidebar({ drawer = false }: { drawer?: boolean }) {
  const { t } = useTranslation();
  const { conversations: sessions, loaded } = useConversations();
  const activeId = useAssistant((state) => state.activeId);
  const [pending, setPending] = useState<Pending>(null);

  const confirm = async () => {
    const current = pending;
    setPending(null);
    if (!current) return;
    try {
      if (current.kind === 'pin') await pin(current.conversation.uuid, !current.conversation.isTop);
      else await removeSession(current.conversation.uuid);
    } catch {
      // The shared client showed the failure.
    }
  };

  return (
    <nav
      id={drawer ? SESSION_DRAWER_ID : undefined}
      aria-label={t('assistant.history')}
      className={clsx('flex shrink-0 flex-col border-r border-slate-200 bg-slate-50', drawer ? 'w-full' : 'w-[220px]')}
    >
      <div className="p-3">
        <button
          type="button"
          onClick={newConversation}
          data-active={activeId === PLACEHOLDER_ID}
          className="flex w-full items-center justify-center gap-1.5 rounded-lg border border-brand-200 bg-white px-3 py-2 text-sm text-brand-700 hover:bg-brand-50"
        >
          <MessageSquarePlus size={16} aria-hidden />
          {t('assistant.newConversation')}
        </button>
      </div>
      <h3 className="px-3 pb-1 text-xs font-medium text-slate-500">{t('assistant.history')}</h3>
      {loaded && sessions.length === 0 ? (
        <p className="px-3 py-6 text-center text-xs text-slate-400">{t('assistant.noHistory')}</p>
      ) : (
        <ul className="min-h-0 flex-1 overflow-y-auto px-2 pb-3" data-testid="assistant-sessions">
          {sessions.map((conversation) => (
            <li key={conversation.uuid} className="group relative">
              <button
                type="button"
                onClick={() => selectSession(conversation.uuid)}
                aria-current={conversation.uuid === activeId ? 'true' : undefined}
                className={clsx(
                  'flex w-full items-center gap-1 truncate rounded-md py-2 pr-14 pl-2 text-left text-sm',
                  conversation.uuid === activeId ? 'bg-brand-100 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {conversation.isTop && <Pin size={12} className="shrink-0 text-brand-600" aria-label={t('assistant.pinned')} />}
                <span className="truncate">{conversation.title}</span>
              </button>
              <span
                className={clsx(
                  'absolute top-1.5 right-1 flex gap-0.5',
                  !drawer && 'opacity-0 group-focus-within:opacity-100 group-hover:opacity-100',
                )}
              >
                <button
                  type="button"
                  className="rounded p-1 text-slate-500 hover:bg-white hover:text-slate-800"
                  aria-label={conversation.isTop ? t('assistant.unpin') : t('assistant.pin')}
                  title={conversation.isTop ? t('assistant.unpin') : t('assistant.pin')}
                  onClick={() => setPending({ kind: 'pin', conversation })}
                >
                  {conversation.isTop ? <PinOff size={13} aria-hidden /> : <Pin size={13} aria-hidden />}
                </button>
                <button
                  type="button"
                  className="rounded p-1 text-slate-500 hover:bg-white hover:text-red-600"
                  aria-label={t('assistant.remove')}
                  title={t('assistant.remove')}
                  onClick={() => setPending({ kind: 'delete', conversation })}
                >
                  <Trash2 size={13} aria-hidden />
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === 'delete'
            ? t('assistant.confirmDelete')
            : pending?.conversation.isTop
              ? t('assistant.confirmUnpin')
              : t('assistant.confirmPin')
        }
        {...(pending?.kind === 'delete' ? { note: t('assistant.deleteNote'), danger: true } : {})}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </nav>
  );
}
