import { keepPreviousData } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { myToDoPage } from '../../../shared/api/workflow-calls';
import { useCall } from '../../api/use-call';
import { PageFrame, Pager, useUrlBody } from '../../business';
import { useDocumentTitle } from '../../routes/use-document-title';
import { Button } from '../../ui/button';
import { callBody } from '../../ui/form';
import { BatchAgreeDialog } from './batch-agree-dialog';
import { ListFilterBar, type ListFilters } from './list-filters';
import { ListState } from './list-state';
import { TaskTable, rowKey, type TaskRow } from './task-table';
import { TASK_LISTS, type TaskListKind } from './task-lists';

type UrlFilters = ListFilters & { page?: number; pageSize?: number };
const DEFAULTS: UrlFilters = { page: 1, pageSize: 20 };
const NONE = {};
// The URL holds text: the process id is read back as a number before the call's own rule checks it.
const URL_SCHEMA = callBody(myToDoPage).extend({ processId: z.coerce.number().int().positive().optional() });
const FILTER_KEYS = ['keyword', 'processId', 'applicant', 'from', 'to', 'status'] as const;

/** One of the four lists of the process centre: filters in the URL, server paging, batch agree on the to-do list. */
export function TaskListPage({ kind }: { kind: TaskListKind }) {
  const { t } = useTranslation();
  const list = TASK_LISTS[kind];
  const title = t(`workflowTasks.lists.${kind}`);
  useDocumentTitle(title);
  const { body, update } = useUrlBody<UrlFilters>(DEFAULTS, NONE, URL_SCHEMA);
  const filters: ListFilters = {
    keyword: body.keyword,
    processId: body.processId === undefined ? undefined : Number(body.processId),
    applicant: body.applicant,
    from: body.from,
    to: body.to,
    status: kind === 'todo' ? undefined : body.status,
  };
  const request = { body: { ...filters, page: body.page ?? 1, pageSize: body.pageSize ?? 20 } };
  const query = useCall(list.call, request, { placeholderData: keepPreviousData });
  const [selection, setSelection] = useState<RowSelectionState>({});
  // The rows as they were when the batch was confirmed: the list refetches (and the tasks move) while it runs.
  const [batchRows, setBatchRows] = useState<TaskRow[] | null>(null);
  const rows = query.data?.rows ?? [];
  const selected = rows.filter((row) => selection[rowKey(row)]);
  const filtered = FILTER_KEYS.some((key) => filters[key] !== undefined);
  return (
    <PageFrame
      title={title}
      actions={
        kind === 'todo' && (
          <Button disabled={selected.length === 0} onClick={() => setBatchRows(selected)}>
            {t('workflowTasks.batch.agree', { count: selected.length })}
          </Button>
        )
      }
    >
      <ListFilterBar
        value={filters}
        showStatus={kind !== 'todo'}
        onChange={(patch) => {
          setSelection({});
          update(patch);
        }}
      />
      <ListState
        query={query}
        empty={!!query.data && query.data.count === 0}
        emptyText={filtered ? t('workflowTasks.filtered') : t(`workflowTasks.empty.${kind}`)}
        onClear={filtered ? () => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined]))) : undefined}
      />
      {rows.length > 0 && <TaskTable list={list} rows={rows} {...(kind === 'todo' ? { selection, onSelection: setSelection } : {})} />}
      {query.data && query.data.count > 0 && (
        <Pager
          page={body.page ?? 1}
          pageSize={body.pageSize ?? 20}
          count={query.data.count}
          onPage={(page) => {
            setSelection({});
            update({ page });
          }}
        />
      )}
      {batchRows && (
        <BatchAgreeDialog
          rows={batchRows}
          onClose={() => {
            setBatchRows(null);
            setSelection({});
          }}
        />
      )}
    </PageFrame>
  );
}

export const MyAgentPage = () => <TaskListPage kind="todo" />;
export const MyInitiatePage = () => <TaskListPage kind="apply" />;
export const MyHandlePage = () => <TaskListPage kind="handle" />;
export const MyDeliverPage = () => <TaskListPage kind="cc" />;
