import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper, type ColumnDef, type RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  PORT_STATES,
  bankQuery,
  portQuery,
  type BatchCheck as CheckAnswer,
  serverLists,
  type PortView,
} from '../../shared/api/device-calls';
import {
  portActivate,
  portActivateCheck,
  portBalance,
  portImeiCheck,
  portImeiUpdate,
  portReboot,
  portRelease,
  portReleaseCheck,
  jobRetry,
} from '../../shared/api/device-operation-calls';
import { invalidateCall, mutateCall, useCall } from '../api/use-call';
import { Button } from '../ui/button';
import { PageFrame } from '../ui/page-frame';
import { useDateTime } from '../ui/use-date-time';
import { BatchDialog, type BatchCheck } from './batch-dialog';
import { ConfirmAction } from './confirm-action';
import { FilterBar, SelectFilter, TextFilter } from './device-filters';
import { useDeviceJob } from './device-jobs';
import { DeviceListBody, SelectionBar } from './device-list';
import { DeviceTable } from './device-table';
import { portColumns } from './port-columns';
import { useListState } from './use-list-state';

type Batch = 'activate' | 'release' | 'imei';
type RowAction = { kind: 'reboot' | 'balance'; port: PortView };
const PAGE_SIZES = [50, 100, 256, 500] as const;
const column = createColumnHelper<PortView>();

/** The check's answer as the dialog lists it: each refused port with the reason in the reader's language. */
const checked = (answer: CheckAnswer): BatchCheck => ({
  ready: answer.ready,
  problems: answer.problems.map((problem) => ({ key: String(problem.portId), label: problem.portLabel, reason: problem.message })),
});

/** The check and start calls of each batch action. */
const BATCHES = {
  activate: {
    check: (portIds: number[]) => mutateCall(portActivateCheck, { body: { portIds } }, { silent: true }),
    start: (portIds: number[]) => mutateCall(portActivate, { body: { portIds } }, { silent: true }),
  },
  release: {
    check: (portIds: number[]) => mutateCall(portReleaseCheck, { body: { portIds } }, { silent: true }),
    start: (portIds: number[]) => mutateCall(portRelease, { body: { portIds } }, { silent: true }),
  },
  // The pool's next available IMEI for each port (imei null).
  imei: {
    check: (portIds: number[]) =>
      mutateCall(portImeiCheck, { body: { items: portIds.map((portId) => ({ portId, imei: null })) } }, { silent: true }),
    start: (portIds: number[]) =>
      mutateCall(portImeiUpdate, { body: { items: portIds.map((portId) => ({ portId, imei: null })) } }, { silent: true }),
  },
} satisfies Record<Batch, { check(ids: number[]): Promise<CheckAnswer>; start(ids: number[]): Promise<{ id: number }> }>;

const retryJob = async (id: number) => (await mutateCall(jobRetry, { body: { id } }, { silent: true })).id;

/** A port's one-off actions: restart its modem, or read its balance by USSD. */
export function PortActionDialog({ action, onClose }: { action: RowAction; onClose(): void }) {
  const { t } = useTranslation();
  const { port } = action;
  const run = async () => {
    if (action.kind === 'reboot') {
      const after = await mutateCall(portReboot, { body: { id: port.id } }, { silent: true });
      void invalidateCall(portQuery);
      return t('devices.port.rebooted', { label: after.label, state: t(`devices.portState.${after.state}`) });
    }
    const answer = await mutateCall(portBalance, { body: { id: port.id } }, { silent: true });
    void invalidateCall(portQuery);
    return t('devices.port.balanceRead', { label: answer.port.label, response: answer.response });
  };
  return (
    <ConfirmAction
      title={t(`devices.port.${action.kind}Title`, { label: port.label })}
      description={t(`devices.port.${action.kind}Confirm`, { label: port.label })}
      confirmLabel={t(`devices.port.${action.kind}`)}
      danger={action.kind === 'reboot'}
      run={run}
      onClose={onClose}
    />
  );
}

/** /businessOperations/simbank/port/manager: every SIM-bank port; batch activate, release, IMEI; per-port restart and balance. */
export default function PortManagerPage() {
  const { t } = useTranslation();
  const at = useDateTime();
  // `?keyword=` (the palette's 打开端口管理) opens the list already searched for that port.
  const [search] = useSearchParams();
  const list = useListState<{ keyword?: string; serverId?: number; bankId?: number; state?: PortView['state'] }>({
    keyword: search.get('keyword') ?? undefined,
  });
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [batch, setBatch] = useState<Batch | null>(null);
  const [rowAction, setRowAction] = useState<RowAction | null>(null);
  const query = useCall(portQuery, { body: { ...list.body, page: list.page, pageSize } }, { placeholderData: keepPreviousData });
  const servers = useCall(serverLists).data ?? [];
  const banks = useCall(bankQuery, { body: { page: 1, pageSize: 100, serverId: list.filter.serverId } }).data?.rows ?? [];
  const selected = Object.keys(selection).map(Number);
  const filter = (patch: Parameters<typeof list.update>[0]) => {
    list.update(patch);
    setSelection({});
  };
  const columns = useMemo(
    () =>
      [
        ...portColumns(t, at),
        column.display({
          id: 'actions',
          header: t('devices.table.actions'),
          cell: ({ row }) => (
            <span className="flex gap-1">
              <Button size="sm" variant="secondary" onClick={() => setRowAction({ kind: 'reboot', port: row.original })}>
                {t('devices.port.reboot')}
                <span className="sr-only"> {row.original.label}</span>
              </Button>
              {row.original.state === 'active' && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    // One port's release is the batch release of that port: checked first, followed live.
                    setSelection({ [String(row.original.id)]: true });
                    setBatch('release');
                  }}
                >
                  {t('devices.port.release')}
                  <span className="sr-only"> {row.original.label}</span>
                </Button>
              )}
              <Button
                size="sm"
                variant="secondary"
                disabled={row.original.iccid === null}
                onClick={() => setRowAction({ kind: 'balance', port: row.original })}
              >
                {t('devices.port.balance')}
                <span className="sr-only"> {row.original.label}</span>
              </Button>
            </span>
          ),
        }),
      ] as ColumnDef<PortView, unknown>[],
    [t, at],
  );
  return (
    <PageFrame id="port-manager-title" title={t('devices.ports.title')} intro={t('devices.ports.intro')}>
      <FilterBar label={t('devices.filter.label')}>
        <TextFilter
          label={t('devices.ports.keyword')}
          value={list.filter.keyword ?? ''}
          onChange={(keyword) => filter({ keyword })}
          width="w-56"
        />
        <SelectFilter
          label={t('devices.filter.server')}
          value={list.filter.serverId}
          options={servers.map((server) => ({
            value: server.id,
            label: server.simulated ? `${server.name}（${t('devices.simulated')}）` : server.name,
          }))}
          onChange={(serverId) => filter({ serverId, bankId: undefined })}
        />
        <SelectFilter
          label={t('devices.filter.bank')}
          value={list.filter.bankId}
          options={banks.map((bank) => ({ value: bank.id, label: `${bank.deviceCode} · ${bank.name}` }))}
          onChange={(bankId) => filter({ bankId })}
        />
        <SelectFilter
          label={t('devices.filter.state')}
          value={list.filter.state}
          options={PORT_STATES.map((state) => ({ value: state, label: t(`devices.portState.${state}`) }))}
          onChange={(state) => filter({ state })}
        />
        <SelectFilter
          label={t('devices.ports.pageSize')}
          value={pageSize}
          options={PAGE_SIZES.map((size) => ({ value: size, label: t('devices.ports.perPage', { count: size }) }))}
          onChange={(size) => {
            setPageSize(size ?? PAGE_SIZES[0]);
            list.setPage(1);
            setSelection({});
          }}
        />
      </FilterBar>
      <SelectionBar count={selected.length} onClear={() => setSelection({})}>
        <Button size="sm" onClick={() => setBatch('activate')}>
          {t('devices.batch.activate')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setBatch('release')}>
          {t('devices.batch.release')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setBatch('imei')}>
          {t('devices.batch.imei')}
        </Button>
      </SelectionBar>
      <DeviceListBody
        query={query}
        page={list.page}
        pageSize={pageSize}
        onPage={(page) => {
          list.setPage(page);
          setSelection({});
        }}
        filtered={list.filtered}
        emptyText={t('devices.ports.empty')}
      >
        {(rows) => (
          <DeviceTable
            caption={t('devices.ports.title')}
            rows={rows}
            columns={columns}
            rowId={(row) => String(row.id)}
            rowLabel={(row) => row.label}
            selection={selection}
            onSelection={setSelection}
            minWidth="min-w-[72rem]"
          />
        )}
      </DeviceListBody>
      {batch && (
        <BatchDialog
          title={t(`devices.batch.${batch}Title`, { count: selected.length })}
          confirmLabel={t(`devices.batch.${batch}`)}
          ids={selected}
          check={async (ids) => checked(await BATCHES[batch].check(ids))}
          start={async (ids) => (await BATCHES[batch].start(ids)).id}
          retry={retryJob}
          useJob={useDeviceJob}
          onClose={() => {
            setBatch(null);
            setSelection({});
            void invalidateCall(portQuery);
          }}
        />
      )}
      {rowAction && <PortActionDialog action={rowAction} onClose={() => setRowAction(null)} />}
    </PageFrame>
  );
}
