import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type RowSelectionState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import type { taskRow } from '../../../shared/api/workflow-process-calls';
import { formatMoney } from '../../../shared/business/figures';
import { formatTime } from '../../download';
import { useLanguage } from '../../i18n/i18n';
import { StatusBadge } from './status-badge';
import { profileLink, type TaskListDef } from './task-lists';

export type TaskRow = z.infer<typeof taskRow>;

const column = createColumnHelper<TaskRow>();

/** A row's identity: a task on task lists (one request may hold two of the caller's tasks), else the request. */
export const rowKey = (row: TaskRow): string => (row.taskId === null ? `i${row.instanceId}` : `t${row.taskId}`);

/**
 * One page of a list as a table (TanStack Table, server paging): the title opens the profile; the
 * to-do list adds a checkbox column for batch agree. At narrow widths the table scrolls sideways
 * in its own box and the title column stays readable.
 */
export function TaskTable({
  list,
  rows,
  selection,
  onSelection,
}: {
  list: TaskListDef;
  rows: TaskRow[];
  selection?: RowSelectionState;
  onSelection?(next: RowSelectionState): void;
}) {
  const { t, language } = useLanguage();
  const selectable = !!onSelection;
  const columns = useMemo(
    () => [
      ...(selectable
        ? [
            column.display({
              id: 'select',
              header: ({ table }) => (
                <input
                  type="checkbox"
                  className="size-4"
                  aria-label={t('workflowTasks.columns.selectAll')}
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
                  aria-label={t('workflowTasks.columns.selectRow', { title: row.original.title })}
                  checked={row.getIsSelected()}
                  disabled={!row.getCanSelect()}
                  onChange={row.getToggleSelectedHandler()}
                />
              ),
            }),
          ]
        : []),
      column.accessor('title', {
        header: t('workflowTasks.columns.title'),
        cell: ({ row }) => (
          <Link className="font-medium text-brand-700 hover:underline" to={profileLink(list.kind, row.original.instanceId)}>
            {row.original.title}
          </Link>
        ),
      }),
      column.accessor((row) => (language === 'en' ? row.processNameEn || row.processName : row.processName), {
        id: 'process',
        header: t('workflowTasks.columns.process'),
      }),
      ...(list.taskColumns
        ? [column.accessor('nodeName', { header: t('workflowTasks.columns.node'), cell: ({ getValue }) => getValue() ?? '-' })]
        : []),
      column.accessor('applicantName', { header: t('workflowTasks.columns.applicant') }),
      column.accessor('keyFigure', {
        header: t('workflowTasks.columns.amount'),
        cell: ({ getValue }) => {
          const money = getValue();
          return money ? <span className="tabular-nums">{`${formatMoney(money.amount)} ${money.currency}`}</span> : '-';
        },
      }),
      column.accessor('status', { header: t('workflowTasks.columns.status'), cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
      column.accessor('createdAt', {
        header: list.taskColumns ? t('workflowTasks.columns.arrived') : t('workflowTasks.columns.started'),
        cell: ({ getValue }) => <span className="whitespace-nowrap tabular-nums">{formatTime(getValue(), language)}</span>,
      }),
    ],
    [selectable, list, t, language],
  );
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: rowKey,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    enableRowSelection: (row) => row.original.taskId !== null,
    state: { rowSelection: selection ?? {} },
    onRowSelectionChange: (updater) => onSelection?.(typeof updater === 'function' ? updater(selection ?? {}) : updater),
  });
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table className="w-full min-w-[640px] text-sm">
        <thead className="bg-slate-50 text-left text-slate-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={row.getIsSelected() ? 'border-t border-slate-100 bg-brand-50' : 'border-t border-slate-100'}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2 align-top">
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
