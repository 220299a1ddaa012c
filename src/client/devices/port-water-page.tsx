import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ACTIVE_LOG_ACTIONS, portActiveLogQuery, type activeLogView } from '../../shared/api/device-calls';
import { useCall } from '../api/use-call';
import { PageFrame } from '../ui/page-frame';
import { useDateTime } from '../ui/use-date-time';
import { DateFilter, FilterBar, SelectFilter, TextFilter } from './device-filters';
import { DeviceListBody, PAGE_SIZE } from './device-list';
import { PORT_TONES } from './device-states';
import { DeviceTable } from './device-table';
import { StatePill } from './simulated-badge';
import { useListState } from './use-list-state';

type Row = z.infer<typeof activeLogView>;
const column = createColumnHelper<Row>();

/** /businessOperations/simbank/port/water: every activation and release of a port, with its outcome. */
export default function PortWaterPage() {
  const { t } = useTranslation();
  const at = useDateTime();
  const list = useListState<{ keyword?: string; action?: Row['action']; dateFrom?: string; dateTo?: string }>({});
  const query = useCall(
    portActiveLogQuery,
    { body: { ...list.body, page: list.page, pageSize: PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
  const columns = useMemo(
    () => [
      column.accessor('createdAt', { header: t('devices.log.time'), cell: ({ getValue }) => at(getValue()) }),
      column.accessor('portLabel', {
        header: t('devices.port.label'),
        cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()}</span>,
      }),
      column.accessor('action', { header: t('devices.log.action'), cell: ({ getValue }) => t(`devices.batch.${getValue()}`) }),
      column.accessor('ok', {
        header: t('devices.log.outcome'),
        cell: ({ getValue }) => (
          <StatePill tone={getValue() ? 'good' : 'bad'}>{t(getValue() ? 'devices.outcome.succeeded' : 'devices.outcome.failed')}</StatePill>
        ),
      }),
      column.accessor('stateAfter', {
        header: t('devices.log.stateAfter'),
        cell: ({ getValue }) => {
          const state = getValue();
          return state ? <StatePill tone={PORT_TONES[state]}>{t(`devices.portState.${state}`)}</StatePill> : '—';
        },
      }),
      column.accessor('jobId', { header: t('devices.log.job'), cell: ({ getValue }) => (getValue() === null ? '—' : `#${getValue()}`) }),
      column.accessor('message', { header: t('devices.log.message'), cell: ({ getValue }) => getValue() ?? '—' }),
      column.accessor('staffName', { header: t('devices.log.staff'), cell: ({ getValue }) => getValue() ?? t('devices.log.system') }),
    ],
    [t, at],
  );
  return (
    <PageFrame id="port-water-title" title={t('devices.water.title')} intro={t('devices.water.intro')}>
      <FilterBar label={t('devices.filter.label')}>
        <TextFilter label={t('devices.water.keyword')} value={list.filter.keyword ?? ''} onChange={(keyword) => list.update({ keyword })} />
        <SelectFilter
          label={t('devices.log.action')}
          value={list.filter.action}
          options={ACTIVE_LOG_ACTIONS.map((action) => ({ value: action, label: t(`devices.batch.${action}`) }))}
          onChange={(action) => list.update({ action })}
        />
        <DateFilter
          label={t('devices.filter.from')}
          value={list.filter.dateFrom ?? ''}
          max={list.filter.dateTo}
          onChange={(dateFrom) => list.update({ dateFrom })}
        />
        <DateFilter
          label={t('devices.filter.to')}
          value={list.filter.dateTo ?? ''}
          min={list.filter.dateFrom}
          onChange={(dateTo) => list.update({ dateTo })}
        />
      </FilterBar>
      <DeviceListBody query={query} page={list.page} onPage={list.setPage} filtered={list.filtered} emptyText={t('devices.water.empty')}>
        {(rows) => <DeviceTable caption={t('devices.water.title')} rows={rows} columns={columns} rowId={(row) => String(row.id)} />}
      </DeviceListBody>
    </PageFrame>
  );
}
