import { clsx } from 'clsx';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VersionType } from '../../shared/api/version-calls';
import { APP_CODES } from '../../shared/error-codes';
import { isApiError } from '../api/api-error';
import { failureText } from '../api/failure-text';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

/** A page of version notes: title, one-line intro, actions on the right. */
export function VersionPageFrame({
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
  emptyText: string;
}) {
  const { t } = useTranslation();
  if (pending) {
    return (
      <p role="status" className="rounded-md border border-slate-200 bg-white px-4 py-8 text-center text-sm text-slate-500">
        {t('versions.state.loading')}
      </p>
    );
  }
  if (isApiError(error) && error.code === APP_CODES.FORBIDDEN) {
    return (
      <div role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-6 text-sm text-amber-900">
        <p className="font-medium">{t('versions.state.forbidden')}</p>
        <p className="mt-1">{t('versions.state.forbiddenHint')}</p>
      </div>
    );
  }
  if (error) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-4 text-sm text-red-800"
      >
        <span>{t('versions.state.error', { message: failureText(error) })}</span>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('versions.state.retry')}
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

const TYPE_STYLE: Record<VersionType, string> = {
  feature: 'bg-sky-100 text-sky-900',
  improvement: 'bg-emerald-100 text-emerald-900',
  fix: 'bg-amber-100 text-amber-900',
};

export function TypeBadge({ type }: { type: VersionType }) {
  const { t } = useTranslation();
  return <span className={clsx('rounded px-1.5 py-0.5 text-xs font-medium', TYPE_STYLE[type])}>{t(`versions.type.${type}`)}</span>;
}

export function PopupBadge() {
  const { t } = useTranslation();
  return <span className="rounded bg-rose-100 px-1.5 py-0.5 text-xs font-medium text-rose-900">{t('versions.popupBadge')}</span>;
}

/** Date (and time) of an ISO instant in the reader's language, Shanghai time. */
export function useReleaseDate(withTime = false): (iso: string | null) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'Asia/Shanghai',
  });
  return (iso) => (iso ? format.format(new Date(iso)) : '—');
}

/** A plain table with a header row; wide tables scroll sideways on a phone. */
export function Table({ caption, head, children }: { caption: string; head: readonly string[]; children: ReactNode }) {
  return (
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

/** An on/off switch (role="switch"; Space toggles) named for screen readers. */
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
      title={t('versions.confirmDelete.title')}
      description={t('versions.confirmDelete.body', { name })}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('versions.cancel')}
        </Button>
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          {t('versions.delete')}
        </Button>
      </div>
    </Dialog>
  );
}

/** Tabs of the WAI-ARIA pattern: arrow keys move between them, the panel follows the selected tab. */
export function Tabs<K extends string>({
  id,
  label,
  tabs,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  tabs: readonly { key: K; label: string }[];
  value: K;
  onChange(key: K): void;
  children: ReactNode;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const target = step ? tabs[(index + step + tabs.length) % tabs.length] : undefined;
    if (!target) return;
    event.preventDefault();
    onChange(target.key);
    refs.current.get(target.key)?.focus();
  };
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab, index) => {
          const selected = tab.key === value;
          return (
            <button
              key={tab.key}
              ref={(node) => void (node ? refs.current.set(tab.key, node) : refs.current.delete(tab.key))}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              onKeyDown={(event) => move(event, index)}
              className={clsx(
                '-mb-px border-b-2 px-3 py-2 text-sm whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-500',
                selected ? 'border-brand-600 font-semibold text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${value}`}
        tabIndex={0}
        className="focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {children}
      </div>
    </div>
  );
}
