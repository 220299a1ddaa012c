import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_CODES } from '../../../shared/error-codes';
import { isApiError } from '../../api/api-error';
import { failureText } from '../../api/failure-text';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/** A page of the mailbox tools: title, one-line intro, actions on the right. */
export function ToolsPage({
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
  children,
}: {
  pending: boolean;
  error: unknown;
  onRetry(): void;
  empty?: boolean;
  emptyText?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (pending) {
    return (
      <p role="status" className="rounded-md border border-slate-200 bg-white px-4 py-8 text-center text-sm text-slate-500">
        {t('mailTools.state.loading')}
      </p>
    );
  }
  if (isApiError(error) && error.code === APP_CODES.FORBIDDEN) {
    return (
      <div role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-6 text-sm text-amber-900">
        <p className="font-medium">{t('mailTools.state.forbidden')}</p>
        <p className="mt-1">{t('mailTools.state.forbiddenHint')}</p>
      </div>
    );
  }
  if (error) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-4 text-sm text-red-800"
      >
        <span>{t('mailTools.state.error', { message: failureText(error) })}</span>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('mailTools.state.retry')}
        </Button>
      </div>
    );
  }
  if (empty) {
    return (
      <div className="rounded-md border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">
        <p>{emptyText ?? t('mailTools.state.empty')}</p>
        {children}
      </div>
    );
  }
  return null;
}

/** An on/off switch (role="switch"; Space toggles) with its visible label. */
export function Switch({
  checked,
  label,
  busy = false,
  onChange,
}: {
  checked: boolean;
  label: string;
  busy?: boolean;
  onChange(next: boolean): void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={busy}
      onClick={() => onChange(!checked)}
      className={clsx(
        'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-50',
        checked ? 'bg-brand-600' : 'bg-slate-400',
      )}
    >
      <span
        aria-hidden
        className={clsx('h-4 w-4 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-4.5' : 'translate-x-0.5')}
      />
    </button>
  );
}

/** Asks before deleting; Escape or 取消 keeps it. */
export function ConfirmDelete({ name, busy, onConfirm, onCancel }: { name: string; busy: boolean; onConfirm(): void; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onCancel()}
      title={t('mailTools.confirmDelete.title')}
      description={t('mailTools.confirmDelete.body', { name })}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('mailTools.cancel')}
        </Button>
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          {t('mailTools.delete')}
        </Button>
      </div>
    </Dialog>
  );
}

/** A plain table with a header row; the caller renders the rows. */
export function Table({ caption, head, children }: { caption: string; head: readonly string[]; children: ReactNode }) {
  return (
    // Wide tables scroll sideways on a phone instead of breaking words letter by letter; the region takes focus so keyboards can scroll it.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-medium text-slate-600">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="px-3 py-2 whitespace-nowrap">
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

/** A keyword box that searches as one types (the caller resets its page). */
export function SearchBox({ id, label, value, onChange }: { id: string; label: string; value: string; onChange(value: string): void }) {
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={label}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 w-56 rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500"
      />
    </>
  );
}

/** Date and time of an ISO instant in the reader's language. */
export function useDateTime(): (iso: string | null) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' });
  return (iso) => (iso ? format.format(new Date(iso)) : '—');
}
