import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ESIM_STATES, esimQuery, simCardQuery, type EsimView, type SimCardView } from '../../shared/api/device-calls';
import { esimErase, esimRetry, esimStatus, esimSwitch } from '../../shared/api/device-operation-calls';
import { invalidateCall, mutateCall, useCall } from '../api/use-call';
import { Button } from '../ui/button';
import { PageFrame } from '../ui/page-frame';
import { Tabs } from '../ui/tabs';
import { useDateTime } from '../ui/use-date-time';
import { ConfirmAction } from './confirm-action';
import { FilterBar, SelectFilter, TextFilter } from './device-filters';
import { DeviceListBody, PAGE_SIZE } from './device-list';
import { ESIM_TONES } from './device-states';
import { DeviceTable } from './device-table';
import { EsimAddDialog } from './esim-add-dialog';
import { StatePill } from './simulated-badge';
import { useListState } from './use-list-state';

const cardColumn = createColumnHelper<SimCardView>();
const esimColumn = createColumnHelper<EsimView>();
const mono = (value: string | null) => <span className="font-mono text-xs">{value ?? '—'}</span>;

function SimCardList() {
  const { t } = useTranslation();
  const at = useDateTime();
  const list = useListState<{ keyword?: string; inPort?: 'yes' | 'no' }>({});
  const { inPort, ...rest } = list.body;
  const query = useCall(
    simCardQuery,
    { body: { ...rest, ...(inPort ? { inPort: inPort === 'yes' } : {}), page: list.page, pageSize: PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
  const columns = useMemo(
    () => [
      cardColumn.accessor('iccid', { header: 'ICCID', cell: ({ getValue }) => mono(getValue()) }),
      cardColumn.accessor('imsi', { header: 'IMSI', cell: ({ getValue }) => mono(getValue()) }),
      cardColumn.accessor('msisdn', { header: t('devices.sims.number'), cell: ({ getValue }) => mono(getValue()) }),
      cardColumn.accessor('operator', {
        header: t('devices.sims.operator'),
        cell: ({ row }) => `${row.original.operator} · ${row.original.countryName}`,
      }),
      cardColumn.accessor('esim', {
        header: t('devices.sims.kind'),
        cell: ({ getValue }) => t(getValue() ? 'devices.sims.esimKind' : 'devices.sims.physical'),
      }),
      cardColumn.accessor('portLabel', { header: t('devices.port.label'), cell: ({ getValue }) => mono(getValue()) }),
      cardColumn.accessor('createdAt', { header: t('devices.sims.created'), cell: ({ getValue }) => at(getValue()) }),
    ],
    [t, at],
  );
  return (
    <div className="flex flex-col gap-4">
      <FilterBar label={t('devices.filter.label')}>
        <TextFilter
          label={t('devices.sims.keyword')}
          value={list.filter.keyword ?? ''}
          onChange={(keyword) => list.update({ keyword })}
          width="w-56"
        />
        <SelectFilter
          label={t('devices.sims.inPort')}
          value={list.filter.inPort}
          options={[
            { value: 'yes' as const, label: t('devices.sims.inPortYes') },
            { value: 'no' as const, label: t('devices.sims.inPortNo') },
          ]}
          onChange={(choice) => list.update({ inPort: choice })}
        />
      </FilterBar>
      <DeviceListBody query={query} page={list.page} onPage={list.setPage} filtered={list.filtered} emptyText={t('devices.sims.empty')}>
        {(rows) => (
          <DeviceTable
            caption={t('devices.sims.cards')}
            rows={rows}
            columns={columns}
            rowId={(row) => String(row.id)}
            minWidth="min-w-[56rem]"
          />
        )}
      </DeviceListBody>
    </div>
  );
}

type EsimAction = 'switch' | 'retry' | 'status' | 'erase';
const ESIM_CALLS = { switch: esimSwitch, retry: esimRetry, status: esimStatus, erase: esimErase } as const;

/** Which actions a profile in this state offers. */
function esimActions(state: EsimView['state']): EsimAction[] {
  if (state === 'failed') return ['retry', 'status', 'erase'];
  if (state === 'disabled') return ['switch', 'status', 'erase'];
  if (state === 'enabled' || state === 'downloading') return ['status'];
  return [];
}

function EsimList() {
  const { t } = useTranslation();
  const at = useDateTime();
  const list = useListState<{ keyword?: string; state?: EsimView['state'] }>({});
  const [adding, setAdding] = useState(false);
  const [acting, setActing] = useState<{ action: EsimAction; profile: EsimView } | null>(null);
  const query = useCall(esimQuery, { body: { ...list.body, page: list.page, pageSize: PAGE_SIZE } }, { placeholderData: keepPreviousData });
  const columns = useMemo(
    () =>
      [
        esimColumn.accessor('iccid', { header: 'ICCID', cell: ({ getValue }) => mono(getValue()) }),
        esimColumn.accessor('portLabel', { header: t('devices.port.label'), cell: ({ getValue }) => mono(getValue()) }),
        esimColumn.accessor('operator', {
          header: t('devices.sims.operator'),
          cell: ({ row }) => `${row.original.operator} · ${row.original.countryCode}`,
        }),
        esimColumn.accessor('state', {
          header: t('devices.filter.state'),
          cell: ({ getValue }) => <StatePill tone={ESIM_TONES[getValue()]}>{t(`devices.esimState.${getValue()}`)}</StatePill>,
        }),
        esimColumn.accessor('attempts', { header: t('devices.esim.attempts') }),
        esimColumn.accessor('lastError', { header: t('devices.esim.lastError'), cell: ({ getValue }) => getValue() ?? '—' }),
        esimColumn.accessor('updatedAt', { header: t('devices.esim.updated'), cell: ({ getValue }) => at(getValue()) }),
        esimColumn.display({
          id: 'actions',
          header: t('devices.table.actions'),
          cell: ({ row }) => (
            <span className="flex gap-1">
              {esimActions(row.original.state).map((action) => (
                <Button key={action} size="sm" variant="secondary" onClick={() => setActing({ action, profile: row.original })}>
                  {t(`devices.esim.${action}`)}
                  <span className="sr-only"> {row.original.iccid}</span>
                </Button>
              ))}
            </span>
          ),
        }),
      ] as ColumnDef<EsimView, unknown>[],
    [t, at],
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <FilterBar label={t('devices.filter.label')}>
          <TextFilter
            label={t('devices.esim.keyword')}
            value={list.filter.keyword ?? ''}
            onChange={(keyword) => list.update({ keyword })}
          />
          <SelectFilter
            label={t('devices.filter.state')}
            value={list.filter.state}
            options={ESIM_STATES.map((state) => ({ value: state, label: t(`devices.esimState.${state}`) }))}
            onChange={(state) => list.update({ state })}
          />
        </FilterBar>
        <Button onClick={() => setAdding(true)}>{t('devices.esim.add')}</Button>
      </div>
      <DeviceListBody query={query} page={list.page} onPage={list.setPage} filtered={list.filtered} emptyText={t('devices.esim.empty')}>
        {(rows) => (
          <DeviceTable
            caption={t('devices.sims.esim')}
            rows={rows}
            columns={columns}
            rowId={(row) => String(row.id)}
            minWidth="min-w-[60rem]"
          />
        )}
      </DeviceListBody>
      {adding && <EsimAddDialog onClose={() => setAdding(false)} />}
      {acting && (
        <ConfirmAction
          title={t(`devices.esim.${acting.action}Title`, { iccid: acting.profile.iccid })}
          description={t(`devices.esim.${acting.action}Confirm`, { port: acting.profile.portLabel })}
          confirmLabel={t(`devices.esim.${acting.action}`)}
          danger={acting.action === 'erase'}
          run={async () => {
            const after = await mutateCall(ESIM_CALLS[acting.action], { body: { id: acting.profile.id } }, { silent: true });
            void invalidateCall(esimQuery);
            return t('devices.esim.done', { iccid: after.iccid, state: t(`devices.esimState.${after.state}`) });
          }}
          onClose={() => setActing(null)}
        />
      )}
    </div>
  );
}

type Tab = 'cards' | 'esim';

/** /businessOperations/simbank/sim: SIM cards, and the eSIM profiles on ports with their actions. */
export default function SimPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('cards');
  return (
    <PageFrame id="sim-title" title={t('devices.sims.title')} intro={t('devices.sims.intro')}>
      <Tabs<Tab>
        id="sim-tabs"
        label={t('devices.sims.title')}
        tabs={[
          { key: 'cards', label: t('devices.sims.cards') },
          { key: 'esim', label: t('devices.sims.esim') },
        ]}
        value={tab}
        onChange={setTab}
      >
        {tab === 'cards' ? <SimCardList /> : <EsimList />}
      </Tabs>
    </PageFrame>
  );
}
