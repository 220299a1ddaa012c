import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../business';
import { LoadState } from '../ui/load-state';

export const PAGE_SIZE = 20;

/** What every device list query gives the page: TanStack Query's state and one page of rows. */
export interface ListQuery<T> {
  isPending: boolean;
  error: unknown;
  refetch(): unknown;
  data?: { rows: T[]; count: number } | undefined;
}

/**
 * Loading, no permission, failure with retry and empty (with or without filters) before the
 * table; the table and the pager once there are rows.
 */
export function DeviceListBody<T>({
  query,
  page,
  pageSize = PAGE_SIZE,
  onPage,
  filtered,
  emptyText,
  children,
}: {
  query: ListQuery<T>;
  page: number;
  pageSize?: number;
  onPage(page: number): void;
  filtered: boolean;
  emptyText: string;
  children(rows: T[]): ReactNode;
}) {
  const { t } = useTranslation();
  const rows = query.data?.rows ?? [];
  const count = query.data?.count ?? 0;
  return (
    <>
      <LoadState
        pending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={rows.length === 0}
        emptyText={filtered ? t('devices.state.noMatch') : emptyText}
      />
      {rows.length > 0 && children(rows)}
      {count > pageSize && <Pager page={page} pageSize={pageSize} count={count} onPage={onPage} />}
    </>
  );
}

/** The bar that appears over a table once rows are ticked: how many, and the batch actions. */
export function SelectionBar({ count, onClear, children }: { count: number; onClear(): void; children: ReactNode }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <div
      role="group"
      aria-label={t('devices.table.selected', { count })}
      className="flex flex-wrap items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm"
    >
      <span className="text-brand-900">{t('devices.table.selected', { count })}</span>
      {children}
      <button type="button" className="text-sm text-slate-700 underline underline-offset-2" onClick={onClear}>
        {t('devices.table.clear')}
      </button>
    </div>
  );
}
