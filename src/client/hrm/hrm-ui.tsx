import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_CODES } from '../../shared/error-codes';
import { isApiError } from '../api/api-error';
import { failureText } from '../api/failure-text';
import { useDocumentTitle } from '../routes/use-document-title';
import { Button } from '../ui/button';

/** A page of scheduling and attendance: title, one-line intro, actions on the right. */
export function HrmPage({ title, intro, actions, children }: { title: string; intro?: string; actions?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  // Pages stay mounted in their tabs: each heading needs its own id.
  const id = useId();
  return (
    <section aria-labelledby={id} data-hrm-page className="flex min-w-0 flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
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
        {t('scheduling.state.loading')}
      </p>
    );
  }
  if (isApiError(error) && error.code === APP_CODES.FORBIDDEN) {
    return (
      <div role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-6 text-sm text-amber-900">
        <p className="font-medium">{t('scheduling.state.forbidden')}</p>
        <p className="mt-1">{t('scheduling.state.forbiddenHint')}</p>
      </div>
    );
  }
  if (error) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-4 text-sm text-red-800"
      >
        <span>{t('scheduling.state.error', { message: failureText(error) })}</span>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('scheduling.state.retry')}
        </Button>
      </div>
    );
  }
  if (empty) {
    return (
      <p className="rounded-md border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">
        {emptyText ?? t('scheduling.state.empty')}
      </p>
    );
  }
  return null;
}

export const cell = 'border-b border-slate-100 px-3 py-2 align-top text-sm text-slate-800';
export const numCell = `${cell} text-right tabular-nums`;
export const input = 'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm';

/** A data table with a caption for screen readers, scrolling sideways on narrow screens. */
export function Table({
  caption,
  head,
  numeric = [],
  children,
}: {
  caption: string;
  head: string[];
  numeric?: number[];
  children: ReactNode;
}) {
  return (
    // Focusable so a keyboard can scroll a table wider than a phone.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <table className="w-full border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {head.map((title, index) => (
              <th
                key={title}
                scope="col"
                className={`border-b border-slate-200 px-3 py-2 text-xs font-medium whitespace-nowrap text-slate-600 ${numeric.includes(index) ? 'text-right' : 'text-left'}`}
              >
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Minutes as hours with one decimal (the pages show hours; the data keeps minutes). */
export const hours = (minutes: number) => (minutes / 60).toFixed(1);
