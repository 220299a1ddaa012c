import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { clsx } from 'clsx';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MetricRow, MetricSort, MetricSortField, MetricTotals } from '../../shared/api/business-calls';
import { useLanguage } from '../i18n/i18n';
import { formatCount, formatMoney, formatPercent } from '../../shared/business/figures';
import { marginTone } from './format';
import { keyColumn, type Grouping } from './grouping';

const ROW_HEIGHT = 36;
const FIGURES: MetricSortField[] = ['volume', 'successCount', 'revenue', 'cost', 'profit', 'margin'];
const FIELDS: MetricSortField[] = ['key', 'label', ...FIGURES];
/** Groups that are their own names (dates, months): the key once, no name column. */
const KEY_ONLY: MetricSortField[] = ['key', ...FIGURES];
const NUMERIC = new Set<MetricSortField>(['volume', 'successCount', 'revenue', 'cost', 'profit', 'margin']);

function cellText(row: MetricRow | MetricTotals, field: MetricSortField): string {
  if (field === 'key' || field === 'label') return '';
  if (field === 'volume' || field === 'successCount') return formatCount(row[field]);
  if (field === 'margin') return formatPercent(row.margin);
  return formatMoney(row[field]);
}

/**
 * Grouped figures: server-side sorting (the sort travels in the URL), virtualized rows, a totals
 * row at the bottom. `colourMargin` tints profit and margin by sign and size. The key column is
 * headed by what the grouping's key is; a date or month names itself, so it has no name column.
 */
export function MetricTable({
  rows,
  totals,
  sort,
  onSort,
  colourMargin = false,
  onOpen,
  groupBy,
  months = false,
}: {
  rows: MetricRow[];
  totals: MetricTotals | null;
  sort: MetricSort | undefined;
  onSort(sort: MetricSort): void;
  colourMargin?: boolean;
  onOpen?(row: MetricRow): void;
  groupBy: Grouping;
  months?: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const keyOnly = groupBy === 'date';
  const columns = useMemo<ColumnDef<MetricRow>[]>(
    () =>
      (keyOnly ? KEY_ONLY : FIELDS).map((field) => ({
        id: field,
        header: field === 'key' ? t(`business.keyColumns.${keyColumn(groupBy, months)}`) : t(`business.columns.${field}`),
        cell: ({ row }) => {
          if (field === 'key') return row.original.key;
          if (field === 'label') return language === 'en' ? row.original.labelEn : row.original.label;
          return cellText(row.original, field);
        },
      })),
    [t, language, keyOnly, groupBy, months],
  );
  const sorting: SortingState = sort ? [{ id: sort.field, desc: sort.order === 'desc' }] : [];
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting },
    manualSorting: true,
    getCoreRowModel: getCoreRowModel(),
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first) onSort({ field: first.id as MetricSortField, order: first.desc ? 'desc' : 'asc' });
    },
  });
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtual.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtual.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const tone = (row: MetricRow | MetricTotals, field: MetricSortField) =>
    colourMargin && (field === 'margin' || field === 'profit') ? marginTone(row.margin) : '';

  return (
    <div ref={scroller} className="max-h-[560px] overflow-auto rounded-md border border-slate-200 bg-white">
      <table className="w-full min-w-[860px] border-collapse text-sm" data-testid="metric-table">
        <thead className="sticky top-0 z-10 bg-slate-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const field = header.column.id as MetricSortField;
                const active = sort?.field === field;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={active ? (sort?.order === 'asc' ? 'ascending' : 'descending') : 'none'}
                    className={clsx(
                      'border-b border-slate-200 px-3 py-2 font-medium text-slate-700',
                      NUMERIC.has(field) ? 'text-right' : 'text-left',
                    )}
                  >
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 hover:text-brand-700"
                      onClick={() => onSort({ field, order: active && sort?.order === 'desc' ? 'asc' : 'desc' })}
                    >
                      {flexRender(header.column.columnDef.header, header.getContext())}
                      <span aria-hidden>{active ? (sort?.order === 'asc' ? '▲' : '▼') : ''}</span>
                    </button>
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {padTop > 0 && <tr style={{ height: padTop }} />}
          {items.map((item) => {
            const row = table.getRowModel().rows[item.index];
            if (!row) return null;
            return (
              <tr
                key={row.id}
                style={{ height: ROW_HEIGHT }}
                className={clsx('border-b border-slate-100', onOpen && 'cursor-pointer hover:bg-slate-50')}
                onClick={onOpen ? () => onOpen(row.original) : undefined}
              >
                {row.getVisibleCells().map((cell) => {
                  const field = cell.column.id as MetricSortField;
                  return (
                    <td
                      key={cell.id}
                      className={clsx(
                        'px-3 py-1.5 whitespace-nowrap',
                        NUMERIC.has(field) && 'text-right tabular-nums',
                        tone(row.original, field),
                      )}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {padBottom > 0 && <tr style={{ height: padBottom }} />}
        </tbody>
        {totals && (
          <tfoot className="sticky bottom-0 bg-slate-100 font-medium">
            <tr data-testid="totals-row">
              <th scope="row" className="px-3 py-2 text-left">
                {t('business.totals')}
              </th>
              {!keyOnly && <td />}
              {FIGURES.map((field) => (
                <td
                  key={field}
                  data-testid={`totals-${field}`}
                  data-value={field === 'margin' ? (totals.margin ?? '') : String(totals[field as keyof MetricTotals])}
                  className={clsx('px-3 py-2 text-right tabular-nums', tone(totals, field))}
                >
                  {cellText(totals, field)}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
