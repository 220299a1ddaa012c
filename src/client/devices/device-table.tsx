import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type RowSelectionState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One page of device rows (TanStack Table, server paging). With `selection` a checkbox column
 * comes first for batch actions. Wide tables scroll sideways in their own focusable region on a
 * phone instead of squeezing the ports' ICCIDs letter by letter.
 */
export function DeviceTable<T>({
  caption,
  rows,
  columns,
  rowId,
  rowLabel,
  selection,
  onSelection,
  canSelect,
  minWidth = 'min-w-[48rem]',
}: {
  caption: string;
  rows: T[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack column defs vary by value type
  columns: ColumnDef<T, any>[];
  rowId(row: T): string;
  /** What a row's checkbox reads aloud (选择端口 3-12). */
  rowLabel?(row: T): string;
  selection?: RowSelectionState;
  onSelection?(next: RowSelectionState): void;
  canSelect?(row: T): boolean;
  minWidth?: string;
}) {
  const { t } = useTranslation();
  const selectable = !!onSelection;
  const all = useMemo<ColumnDef<T>[]>(
    () => [
      ...(selectable
        ? [
            {
              id: 'select',
              header: ({ table }) => (
                <input
                  type="checkbox"
                  className="size-4"
                  aria-label={t('devices.table.selectAll')}
                  checked={table.getIsAllRowsSelected()}
                  ref={(box) => {
                    if (box) box.indeterminate = table.getIsSomeRowsSelected();
                  }}
                  onChange={table.getToggleAllRowsSelectedHandler()}
                />
              ),
              cell: ({ row }) => (
                <input
                  type="checkbox"
                  className="size-4"
                  aria-label={t('devices.table.selectRow', { name: rowLabel ? rowLabel(row.original) : row.id })}
                  checked={row.getIsSelected()}
                  disabled={!row.getCanSelect()}
                  onChange={row.getToggleSelectedHandler()}
                />
              ),
            } satisfies ColumnDef<T>,
          ]
        : []),
      ...columns,
    ],
    [selectable, columns, rowLabel, t],
  );
  const table = useReactTable({
    data: rows,
    columns: all,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    enableRowSelection: canSelect ? (row) => canSelect(row.original) : true,
    state: { rowSelection: selection ?? {} },
    onRowSelectionChange: (updater) => onSelection?.(typeof updater === 'function' ? updater(selection ?? {}) : updater),
  });
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-medium text-slate-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2 whitespace-nowrap">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={row.getIsSelected() ? 'bg-brand-50' : undefined}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2 align-top whitespace-nowrap">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
