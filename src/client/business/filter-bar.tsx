import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { businessZh } from '../i18n/messages/business';
import { monthEnd } from '../../shared/business/dates';
import { PERIOD_PRESETS, presetPeriod, type Period, type PeriodPreset } from '../../shared/business/periods';

const field = 'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm';

/** A month picker offers whole-month presets only; the 12-month preset is for month buckets. */
const offered = (preset: PeriodPreset, months: boolean) =>
  months ? !preset.includes('Week') && preset !== 'last30Days' : preset !== 'last12Months';

/** Day range (or month range) with the presets; weeks start on Monday. */
export function PeriodPicker({
  period,
  today,
  months,
  onChange,
}: {
  period: Period;
  today: string;
  months: boolean;
  onChange(period: Period): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className="sr-only">{t('business.period')}</legend>
      <label className="flex flex-col text-xs text-slate-600">
        {t('business.from')}
        {months ? (
          <input
            type="month"
            className={field}
            value={period.from.slice(0, 7)}
            onChange={(e) => e.target.value && onChange({ ...period, from: `${e.target.value}-01` })}
          />
        ) : (
          <input
            type="date"
            className={field}
            value={period.from}
            onChange={(e) => e.target.value && onChange({ ...period, from: e.target.value })}
          />
        )}
      </label>
      <label className="flex flex-col text-xs text-slate-600">
        {t('business.to')}
        {months ? (
          <input
            type="month"
            className={field}
            value={period.to.slice(0, 7)}
            onChange={(e) => e.target.value && onChange({ ...period, to: monthEnd(`${e.target.value}-01`) })}
          />
        ) : (
          <input
            type="date"
            className={field}
            value={period.to}
            onChange={(e) => e.target.value && onChange({ ...period, to: e.target.value })}
          />
        )}
      </label>
      <div className="flex flex-wrap gap-1" role="group" aria-label={t('business.period')}>
        {PERIOD_PRESETS.filter((preset) => offered(preset, months)).map((preset) => (
          <button
            key={preset}
            type="button"
            className="h-8 rounded-md border border-slate-200 px-2 text-xs hover:bg-slate-50"
            onClick={() => onChange(presetPeriod(preset, today))}
          >
            {t(`business.presets.${preset}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export function SelectFilter<V extends string>({
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  label: string;
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  allLabel?: string;
  onChange(value: V | undefined): void;
}) {
  return (
    <label className="flex flex-col text-xs text-slate-600">
      {label}
      <select className={field} value={value ?? ''} onChange={(e) => onChange((e.target.value || undefined) as V | undefined)}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Whose figures the page shows (all, the user's departments, or their own customers), said as such. */
export function ScopeCaption({ scope }: { scope: 'all' | 'dept' | 'own' }) {
  const { t } = useTranslation();
  return <span className="ml-auto text-xs text-slate-500">{t('business.scopeLabel', { scope: t(`business.scope.${scope}`) })}</span>;
}

type UrlFilter = keyof typeof businessZh.urlFilters;
const isUrlFilter = (key: string): key is UrlFilter => Object.hasOwn(businessZh.urlFilters, key);

/** Names the link's filters that were not valid and fell back to their defaults; the user may dismiss it. */
export function ResetNotice({ fields, onDismiss }: { fields: string[]; onDismiss(): void }) {
  const { t } = useTranslation();
  if (fields.length === 0) return null;
  const filters = fields.map((key) => (isUrlFilter(key) ? t(`business.urlFilters.${key}`) : key)).join(t('business.listSeparator'));
  return (
    <p
      role="status"
      className="flex items-center justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <span>{t('business.urlReset', { filters })}</span>
      <button type="button" className="shrink-0 rounded px-2 py-0.5 underline hover:bg-amber-100" onClick={onDismiss}>
        {t('business.dismiss')}
      </button>
    </p>
  );
}

export function PageFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="business-title" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="business-title" className="text-xl font-semibold text-slate-900">
          {title}
        </h1>
        <div className="flex gap-2">{actions}</div>
      </header>
      {children}
    </section>
  );
}

export function StatusLine({
  loading,
  error,
  empty,
  onRetry,
}: {
  loading: boolean;
  error: string | null;
  empty: boolean;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  if (error) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('business.error')}: {error}{' '}
        <button type="button" className="underline" onClick={onRetry}>
          {t('business.retry')}
        </button>
      </p>
    );
  }
  if (loading)
    return (
      <p role="status" className="text-sm text-slate-500">
        {t('business.loading')}
      </p>
    );
  if (empty) return <p className="text-sm text-slate-500">{t('business.empty')}</p>;
  return null;
}

export function Pager({ page, pageSize, count, onPage }: { page: number; pageSize: number; count: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <nav className="flex items-center justify-end gap-3 text-sm text-slate-600" aria-label={t('business.page', { page, pages })}>
      <span>{t('business.rows', { count })}</span>
      <button type="button" disabled={page <= 1} className="rounded border px-2 py-1 disabled:opacity-40" onClick={() => onPage(page - 1)}>
        {t('business.previous')}
      </button>
      <span>{t('business.page', { page, pages })}</span>
      <button
        type="button"
        disabled={page >= pages}
        className="rounded border px-2 py-1 disabled:opacity-40"
        onClick={() => onPage(page + 1)}
      >
        {t('business.next')}
      </button>
    </nav>
  );
}
