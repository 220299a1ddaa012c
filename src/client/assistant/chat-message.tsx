import { clsx } from 'clsx';
import { Copy, FileText, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import { send, sendFeedback, settleCard } from './assistant-actions';
import { ApprovalCardView } from './approval-card-view';
import type { ChatView } from './assistant-store';
import { copyText } from './copy-text';
import { FeedbackDialog } from './feedback-dialog';
import { MarkdownView, PortalAnchor } from './markdown-view';

/**
 * One question and its answer: the question as typed (escaped, line breaks kept), the answer as
 * markdown, then copy, like and dislike, the cited documents and the follow-up questions.
 */
export function ChatMessage({ sessionId, chat, last }: { sessionId: string; chat: ChatView; last: boolean }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<1 | 0 | null>(null);
  const finished = chat.status === 'done' || chat.status === 'stopped' || chat.status === 'failed';

  // From none a like or dislike opens the form; clicking the active one cancels it.
  const onRate = (like: 1 | 0) => {
    if (chat.like === like) void sendFeedback(sessionId, chat, null).catch(() => undefined);
    else setAsking(like);
  };

  return (
    <li className="flex flex-col gap-2" data-testid="assistant-chat" data-status={chat.status}>
      <div
        className="self-end rounded-2xl rounded-tr-sm bg-brand-600 px-3 py-2 text-sm whitespace-pre-wrap text-white"
        style={{ maxWidth: '85%' }}
      >
        {chat.userQuery}
      </div>
      <div
        className="self-start rounded-2xl rounded-tl-sm bg-white px-3 py-2 shadow-sm ring-1 ring-slate-200"
        style={{ maxWidth: '95%' }}
        data-testid="assistant-answer"
      >
        {chat.status === 'pending' ? (
          <p role="status" className="animate-pulse text-sm text-slate-500">
            {t('assistant.thinking')}
          </p>
        ) : (
          <MarkdownView text={chat.aiResponse} />
        )}
        {chat.card && finished && <ApprovalCardView card={chat.card} onSettled={(outcome) => settleCard(sessionId, chat, outcome)} />}
        {chat.status === 'stopped' && <p className="mt-1 text-xs text-slate-400">{t('assistant.stopped')}</p>}
        {chat.status === 'failed' && <p className="mt-1 text-xs text-red-600">{t('assistant.failed')}</p>}
        {finished && chat.uuid && (
          <div className="mt-2 flex items-center gap-1 text-slate-400">
            <button
              type="button"
              aria-label={t('assistant.copy')}
              title={t('assistant.copy')}
              className="rounded p-1 hover:bg-slate-100 hover:text-slate-700"
              onClick={() => void copyText(chat.aiResponse).then(() => toast.success(t('assistant.copySuccessful')))}
            >
              <Copy size={14} aria-hidden />
            </button>
            <button
              type="button"
              aria-label={t('assistant.like')}
              aria-pressed={chat.like === 1}
              title={t('assistant.like')}
              className={clsx('rounded p-1 hover:bg-slate-100', chat.like === 1 ? 'text-brand-600' : 'hover:text-slate-700')}
              onClick={() => onRate(1)}
            >
              <ThumbsUp size={14} aria-hidden />
            </button>
            <button
              type="button"
              aria-label={t('assistant.dislike')}
              aria-pressed={chat.like === 0}
              title={t('assistant.dislike')}
              className={clsx('rounded p-1 hover:bg-slate-100', chat.like === 0 ? 'text-red-600' : 'hover:text-slate-700')}
              onClick={() => onRate(0)}
            >
              <ThumbsDown size={14} aria-hidden />
            </button>
          </div>
        )}
      </div>
      {chat.kbDocuments.length > 0 && (
        <div className="self-start text-xs text-slate-500">
          <span>{t('assistant.references')}</span>
          <ul className="mt-1 flex flex-col gap-0.5">
            {chat.kbDocuments.map((doc) => (
              <li key={doc.documentUrl} className="flex items-center gap-1">
                <FileText size={12} aria-hidden />
                <PortalAnchor href={doc.documentUrl}>{doc.documentName}</PortalAnchor>
              </li>
            ))}
          </ul>
        </div>
      )}
      {last && chat.guessQuestions.length > 0 && (
        <div className="flex flex-col items-start gap-1" aria-label={t('assistant.guess')}>
          <span className="text-xs text-slate-500">{t('assistant.guess')}</span>
          {chat.guessQuestions.map((question) => (
            <button
              key={question}
              type="button"
              onClick={() => void send(question, sessionId)}
              className="rounded-full border border-slate-200 bg-white px-3 py-1 text-left text-xs text-slate-700 hover:border-brand-500 hover:text-brand-700"
            >
              {question}
            </button>
          ))}
        </div>
      )}
      <FeedbackDialog
        chatUuid={chat.uuid ?? ''}
        like={asking}
        onClose={() => setAsking(null)}
        onSubmit={(tag, content) => (asking === null ? Promise.resolve() : sendFeedback(sessionId, chat, asking, tag, content))}
      />
    </li>
  );
}
