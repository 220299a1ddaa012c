import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FeedbackStatus } from '../../shared/api/feedback-calls';

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
