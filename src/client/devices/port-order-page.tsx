import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PORT_ORDER_STATES, portOrderQuery, type portOrderView } from '../../shared/api/device-calls';
import { useCall } from '../api/use-call';
import { PageFrame } from '../ui/page-frame';
import { useDateTime } from '../ui/use-date-time';
import { DateFilter, FilterBar, SelectFilter, TextFilter } from './device-filters';
import { DeviceListBody, PAGE_SIZE } from './device-list';
import { ORDER_TONES } from './device-states';
import { DeviceTable } from './device-table';
import { StatePill } from './simulated-badge';
import { useListState } from './use-list-state';

type Row = z.infer<typeof portOrderView>;
const column = createColumnHelper<Row>();

/** /businessOperations/simbank/port/order: ports given to a customer or a purpose for a time. */
export default function PortOrderPage() {
  const { t } = useTranslation();
  const at = useDateTime();
  const list = useListState<{ keyword?: string; state?: Row['state']; dateFrom?: string; dateTo?: string }>({});
  const query = useCall(
    portOrderQuery,
    { body: { ...list.body, page: list.page, pageSize: PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
  const columns = useMemo(
    () => [
      column.accessor('orderNo', {
        header: t('devices.orders.orderNo'),
        cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()}</span>,
      }),
      column.accessor('portLabel', {
        header: t('devices.port.label'),
        cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()}</span>,
      }),
      column.accessor('customerName', { header: t('devices.orders.customer'), cell: ({ getValue }) => getValue() ?? '—' }),
      column.accessor('purpose', { header: t('devices.orders.purpose') }),
      column.accessor('state', {
        header: t('devices.filter.state'),
        cell: ({ getValue }) => <StatePill tone={ORDER_TONES[getValue()]}>{t(`devices.orderState.${getValue()}`)}</StatePill>,
      }),
      column.accessor('startedAt', { header: t('devices.orders.started'), cell: ({ getValue }) => at(getValue()) }),
      column.accessor('endedAt', { header: t('devices.orders.ended'), cell: ({ getValue }) => at(getValue()) }),
    ],
    [t, at],
  );
  return (
    <PageFrame id="port-order-title" title={t('devices.orders.title')} intro={t('devices.orders.intro')}>
      <FilterBar label={t('devices.filter.label')}>
        <TextFilter
          label={t('devices.orders.keyword')}
          value={list.filter.keyword ?? ''}
          onChange={(keyword) => list.update({ keyword })}
        />
        <SelectFilter
          label={t('devices.filter.state')}
          value={list.filter.state}
          options={PORT_ORDER_STATES.map((state) => ({ value: state, label: t(`devices.orderState.${state}`) }))}
          onChange={(state) => list.update({ state })}
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
      <DeviceListBody query={query} page={list.page} onPage={list.setPage} filtered={list.filtered} emptyText={t('devices.orders.empty')}>
        {(rows) => <DeviceTable caption={t('devices.orders.title')} rows={rows} columns={columns} rowId={(row) => String(row.id)} />}
      </DeviceListBody>
    </PageFrame>
  );
}
