import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackStatus } from '../../shared/api/feedback-calls';
import { APP_CODES } from '../../shared/error-codes';
import { isApiError } from '../api/api-error';
import { failureText } from '../api/failure-text';
import { Button } from '../ui/button';

/** A feedback page: title, one-line intro, actions on the right. */
export function FeedbackPage({
  id,
  title,
  intro,
  actions,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id={id} className="text-xl font-semibold text-slate-900">
            {title}
          </h1>
          {intro && <p className="mt-1 max-w-3xl text-sm text-slate-600">{intro}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </header>
      {children}
    </section>
  );
}

/** Loading, no permission, failure with retry, or the empty sentence — before a list's rows. */
export function LoadState({
  pending,
  error,
  onRetry,
  empty = false,
  emptyText,
}: {
  pending: boolean;
  error: unknown;
  onRetry(): void;
  empty?: boolean;
  emptyText?: string;
}) {
  const { t } = useTranslation();
  if (pending) {
    return (
      <p role="status" className="rounded-md border border-slate-200 bg-white px-4 py-8 text-center text-sm text-slate-600">
        {t('feedback.state.loading')}
      </p>
    );
  }
  if (isApiError(error) && error.code === APP_CODES.FORBIDDEN) {
    return (
      <div role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-6 text-sm text-amber-900">
        <p className="font-medium">{t('feedback.state.forbidden')}</p>
        <p className="mt-1">{t('feedback.state.forbiddenHint')}</p>
      </div>
    );
  }
  if (error) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-4 text-sm text-red-800"
      >
        <span>{t('feedback.state.error', { message: failureText(error) })}</span>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('feedback.state.retry')}
        </Button>
      </div>
    );
  }
  if (empty) {
    return (
      <p className="rounded-md border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">{emptyText}</p>
    );
  }
  return null;
}

/** A plain table with a header row; the caller renders the rows. Wide tables scroll sideways on a phone. */
export function Table({
  caption,
  head,
  children,
  minWidth = 'min-w-[44rem]',
}: {
  caption: string;
  head: readonly ReactNode[];
  children: ReactNode;
  minWidth?: string;
}) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <table className={clsx('w-full text-left text-sm', minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-medium text-slate-600">
          <tr>
            {head.map((label, index) => (
              <th key={index} scope="col" className="px-3 py-2 whitespace-nowrap">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

export const cell = 'px-3 py-2 align-top';

const STATUS_TONE: Record<FeedbackStatus, string> = {
  open: 'bg-amber-50 text-amber-800 ring-amber-200',
  processing: 'bg-sky-50 text-sky-800 ring-sky-200',
  replied: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  closed: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export function StatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1',
        STATUS_TONE[status],
      )}
    >
      {t(`feedback.status.${status}`)}
    </span>
  );
}

/** A score as five stars, read as "4 points" by screen readers. */
export function Stars({ score, size = 14 }: { score: number; size?: number }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('feedback.score', { score })} className="inline-flex shrink-0 gap-0.5 align-middle">
      {[1, 2, 3, 4, 5].map((value) => (
        <Star key={value} aria-hidden size={size} className={value <= score ? 'fill-amber-400 text-amber-500' : 'text-slate-300'} />
      ))}
    </span>
  );
}

/** Date and time of an ISO instant in the reader's language (Asia/Shanghai). */
export function useDateTime(): (iso: string | null) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' });
  return (iso) => (iso ? format.format(new Date(iso)) : '—');
}

export const inputClass =
  'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

/** Enabled / disabled, as a small badge. */
export function StatusBadgeText({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        'rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1',
        on ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-slate-100 text-slate-700 ring-slate-200',
      )}
    >
      {on ? t('feedback.enabled') : t('feedback.disabled')}
    </span>
  );
}
