import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DEVICE_TASK_PARAM, DEVICE_TASKS } from '../../../commands/devices-commands';
import { serverQuery, type ServerView } from '../../shared/api/device-calls';
import { useCall } from '../api/use-call';
import { Button } from '../ui/button';
import { PageFrame } from '../ui/page-frame';
import { useDateTime } from '../ui/use-date-time';
import { FilterBar, TextFilter } from './device-filters';
import { DeviceListBody, PAGE_SIZE } from './device-list';
import { DeviceTable } from './device-table';
import { ServerFormDialog } from './server-form-dialog';
import { SimulatedBadge, StatePill } from './simulated-badge';
import { useListState } from './use-list-state';

const column = createColumnHelper<ServerView>();

/** /businessOperations/simbank/vod/server: the device servers (by supplier) the gateway speaks to; add and edit. */
export default function ServerPage() {
  const { t } = useTranslation();
  const at = useDateTime();
  const [search] = useSearchParams();
  const list = useListState<{ keyword?: string }>({});
  // The palette's 新增设备服务器 opens the page on the form.
  const [editing, setEditing] = useState<ServerView | 'new' | null>(search.get(DEVICE_TASK_PARAM) === DEVICE_TASKS.add ? 'new' : null);
  const query = useCall(
    serverQuery,
    { body: { ...list.body, page: list.page, pageSize: PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('devices.servers.name'),
        cell: ({ row }) => (
          <span className="font-medium text-slate-900">
            {row.original.name}
            <SimulatedBadge simulated={row.original.simulated} />
          </span>
        ),
      }),
      column.accessor('supplierName', {
        header: t('devices.servers.supplier'),
        cell: ({ row }) => `${row.original.supplierName} (#${row.original.supplierId})`,
      }),
      column.accessor('baseUrl', {
        header: t('devices.servers.baseUrl'),
        cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()}</span>,
      }),
      column.accessor('online', {
        header: t('devices.filter.state'),
        cell: ({ row }) =>
          !row.original.enabled ? (
            <StatePill tone="idle">{t('devices.servers.disabled')}</StatePill>
          ) : (
            <span title={row.original.lastError ?? undefined}>
              <StatePill tone={row.original.online ? 'good' : 'bad'}>
                {t(row.original.online ? 'devices.bankState.online' : 'devices.bankState.offline')}
              </StatePill>
            </span>
          ),
      }),
      column.display({
        id: 'size',
        header: t('devices.servers.size'),
        cell: ({ row }) => t('devices.servers.sizeText', { banks: row.original.banks, ports: row.original.ports }),
      }),
      column.accessor('lastSeenAt', { header: t('devices.servers.lastSeen'), cell: ({ getValue }) => at(getValue()) }),
      column.accessor('remark', { header: t('devices.servers.remark'), cell: ({ getValue }) => getValue() || '—' }),
      column.display({
        id: 'actions',
        header: t('devices.table.actions'),
        cell: ({ row }) => (
          <Button size="sm" variant="secondary" onClick={() => setEditing(row.original)}>
            {t('devices.servers.edit')}
            <span className="sr-only"> {row.original.name}</span>
          </Button>
        ),
      }),
    ],
    [t, at],
  );
  return (
    <PageFrame
      id="server-title"
      title={t('devices.servers.title')}
      intro={t('devices.servers.intro')}
      actions={<Button onClick={() => setEditing('new')}>{t('devices.servers.add')}</Button>}
    >
      <FilterBar label={t('devices.filter.label')}>
        <TextFilter
          label={t('devices.servers.keyword')}
          value={list.filter.keyword ?? ''}
          onChange={(keyword) => list.update({ keyword })}
        />
      </FilterBar>
      <DeviceListBody query={query} page={list.page} onPage={list.setPage} filtered={list.filtered} emptyText={t('devices.servers.empty')}>
        {(rows) => (
          <DeviceTable
            caption={t('devices.servers.title')}
            rows={rows}
            columns={columns}
            rowId={(row) => String(row.id)}
            minWidth="min-w-[60rem]"
          />
        )}
      </DeviceListBody>
      {editing !== null && <ServerFormDialog server={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
}
