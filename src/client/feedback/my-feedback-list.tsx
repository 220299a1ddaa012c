import { keepPreviousData } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { MessageSquareReply } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_STATUSES, myPage, type FeedbackDetailView, type FeedbackStatus } from '../../shared/api/feedback-calls';
import { useCall } from '../api/use-call';
import { Pager } from '../business';
import { Stars, StatusBadge, inputClass } from './feedback-ui';
import { LoadState } from '../ui/load-state';
import { useDateTime } from '../ui/use-date-time';

/** One piece of the caller's feedback with its replies, as a card. */
function FeedbackCard({ item, highlighted }: { item: FeedbackDetailView; highlighted: boolean }) {
  const { t } = useTranslation();
  const at = useDateTime();
  const ref = useRef<HTMLLIElement>(null);
  // Opened from a reply notice: the piece it names comes into view.
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [highlighted]);
  return (
    <li
      ref={ref}
      data-feedback-id={item.id}
      className={clsx('rounded-md border bg-white p-3 sm:p-4', highlighted ? 'border-brand-400 ring-2 ring-brand-200' : 'border-slate-200')}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Stars score={item.score} />
        <StatusBadge status={item.status} />
        {item.categoryName && <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{item.categoryName}</span>}
        <span className="min-w-0 truncate text-xs text-slate-600">{item.pageName ?? item.pagePath ?? t('feedback.wholeApp')}</span>
        <span className="ml-auto text-xs whitespace-nowrap text-slate-600">{t('feedback.submittedAt', { time: at(item.createdAt) })}</span>
      </div>
      {item.question && <p className="mt-2 text-xs text-slate-600">{item.question}</p>}
      <p className={clsx('mt-1 text-sm break-words whitespace-pre-wrap', item.content ? 'text-slate-900' : 'text-slate-600 italic')}>
        {item.content || t('feedback.noWords')}
      </p>
      {item.replies.length > 0 ? (
        <ol aria-label={t('feedback.mine.replies')} className="mt-3 flex flex-col gap-2">
          {item.replies.map((reply) => (
            <li key={reply.id} className="rounded-md border-l-4 border-emerald-400 bg-emerald-50 px-3 py-2">
              <p className="flex items-center gap-1 text-xs text-emerald-900">
                <MessageSquareReply aria-hidden size={14} />
                {t('feedback.repliedBy', { name: reply.authorName, time: at(reply.createdAt) })}
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-900">{reply.content}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-xs text-slate-600">
          {item.status === 'closed' ? t('feedback.mine.closedNote') : t('feedback.mine.waiting')}
        </p>
      )}
    </li>
  );
}

/**
 * The caller's own feedback with replies, newest first: the my-feedback page and the shell's
 * feedback dialog show the same list. `highlightId` marks the piece a reply notice named.
 */
export function MyFeedbackList({ highlightId = null, pageSize = 10 }: { highlightId?: number | null; pageSize?: number }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<FeedbackStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useCall(myPage, { body: { page, pageSize, ...(status ? { status } : {}) } }, { placeholderData: keepPreviousData });
  const rows = list.data?.rows ?? [];
  return (
    <div className="flex flex-col gap-3">
      <label className="flex w-fit flex-col text-xs text-slate-600">
        {t('feedback.mine.filter')}
        <select
          className={inputClass}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as FeedbackStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t('feedback.status.all')}</option>
          {FEEDBACK_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`feedback.status.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <LoadState
        pending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={rows.length === 0}
        emptyText={t(status ? 'feedback.mine.emptyFiltered' : 'feedback.mine.empty')}
      />
      {rows.length > 0 && (
        <ul aria-label={t('feedback.mine.title')} className="flex flex-col gap-3">
          {rows.map((item) => (
            <FeedbackCard key={item.id} item={item} highlighted={item.id === highlightId} />
          ))}
        </ul>
      )}
      {(list.data?.count ?? 0) > pageSize && <Pager page={page} pageSize={pageSize} count={list.data?.count ?? 0} onPage={setPage} />}
    </div>
  );
}
