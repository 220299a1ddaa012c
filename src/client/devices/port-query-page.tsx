import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PORT_STATES, portQuery, type PortView } from '../../shared/api/device-calls';
import { useCall } from '../api/use-call';
import { PageFrame } from '../ui/page-frame';
import { useDateTime } from '../ui/use-date-time';
import { FilterBar, SelectFilter, TextFilter } from './device-filters';
import { DeviceListBody, PAGE_SIZE } from './device-list';
import { DeviceTable } from './device-table';
import { portColumns } from './port-columns';
import { useListState } from './use-list-state';

/** /businessInquiry/portquery: find a port by its label, SIM (ICCID, IMSI, number) or IMEI; read-only. */
export default function PortQueryPage() {
  const { t } = useTranslation();
  const at = useDateTime();
  const list = useListState<{ keyword?: string; state?: PortView['state'] }>({});
  const query = useCall(portQuery, { body: { ...list.body, page: list.page, pageSize: PAGE_SIZE } }, { placeholderData: keepPreviousData });
  const columns = useMemo(() => portColumns(t, at), [t, at]);
  return (
    <PageFrame id="port-query-title" title={t('devices.portQuery.title')} intro={t('devices.portQuery.intro')}>
      <FilterBar label={t('devices.filter.label')}>
        <TextFilter
          label={t('devices.ports.keyword')}
          value={list.filter.keyword ?? ''}
          onChange={(keyword) => list.update({ keyword })}
          width="w-64"
        />
        <SelectFilter
          label={t('devices.filter.state')}
          value={list.filter.state}
          options={PORT_STATES.map((state) => ({ value: state, label: t(`devices.portState.${state}`) }))}
          onChange={(state) => list.update({ state })}
        />
      </FilterBar>
      <DeviceListBody query={query} page={list.page} onPage={list.setPage} filtered={list.filtered} emptyText={t('devices.ports.empty')}>
        {(rows) => (
          <DeviceTable
            caption={t('devices.portQuery.title')}
            rows={rows}
            columns={columns}
            rowId={(row) => String(row.id)}
            minWidth="min-w-[64rem]"
          />
        )}
      </DeviceListBody>
    </PageFrame>
  );
}
