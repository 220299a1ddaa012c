import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper, type RowSelectionState } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DEVICE_TASK_PARAM, DEVICE_TASKS } from '../../../commands/devices-commands';
import { IMEI_STATES, imeiDelete, imeiQuery, imeiStatistics, type ImeiState, type ImeiView } from '../../shared/api/device-calls';
import { invalidateCall, mutateCall, useCall } from '../api/use-call';
import { Button } from '../ui/button';
import { PageFrame } from '../ui/page-frame';
import { useDateTime } from '../ui/use-date-time';
import { ConfirmAction } from './confirm-action';
import { FilterBar, SelectFilter, TextFilter } from './device-filters';
import { DeviceListBody, PAGE_SIZE, SelectionBar } from './device-list';
import { IMEI_TONES } from './device-states';
import { DeviceTable } from './device-table';
import { ImeiGenerateDialog } from './imei-generate-dialog';
import { ImeiUploadDialog } from './imei-upload-dialog';
import { StatePill } from './simulated-badge';
import { useListState } from './use-list-state';

const column = createColumnHelper<ImeiView>();
type Opened = 'upload' | 'generate' | 'delete' | null;

/** The pool by state (each count filters the list) and the TAC ranges new IMEIs must fall in. */
function ImeiStats({ state, onState }: { state: ImeiState | undefined; onState(state: ImeiState | undefined): void }) {
  const { t } = useTranslation();
  const stats = useCall(imeiStatistics).data;
  if (!stats) return null;
  return (
    <section
      aria-labelledby="imei-stats"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm"
    >
      <h2 id="imei-stats" className="font-medium text-slate-800">
        {t('devices.imei.stats')}
      </h2>
      <span className="text-slate-700">{t('devices.imei.total', { count: stats.total })}</span>
      <ul className="flex flex-wrap gap-2">
        {stats.byState.map((entry) => (
          <li key={entry.state}>
            <button
              type="button"
              aria-pressed={state === entry.state}
              onClick={() => onState(state === entry.state ? undefined : entry.state)}
              className={clsx(
                'rounded-full border px-2.5 py-0.5 text-xs focus-visible:outline-2 focus-visible:outline-brand-500',
                state === entry.state ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700 hover:bg-slate-50',
              )}
            >
              {t(`devices.imeiState.${entry.state}`)} {entry.count}
            </button>
          </li>
        ))}
      </ul>
      {stats.tacRanges.length > 0 && (
        <span className="text-xs text-slate-600">
          {t('devices.imei.tacRanges')}：
          {stats.tacRanges
            .map((range) => t('devices.imei.tacRange', { label: range.label, from: range.tacFrom, to: range.tacTo }))
            .join('；')}
        </span>
      )}
    </section>
  );
}

/** /businessOperations/simbank/imei: the IMEI pool — statistics, import from Excel, generate for a TAC, delete. */
export default function ImeiPage() {
  const { t } = useTranslation();
  const at = useDateTime();
  const [search] = useSearchParams();
  const task = search.get(DEVICE_TASK_PARAM);
  const [opened, setOpened] = useState<Opened>(
    task === DEVICE_TASKS.upload ? 'upload' : task === DEVICE_TASKS.generate ? 'generate' : null,
  );
  const list = useListState<{ keyword?: string; tac?: string; state?: ImeiState }>({});
  const [selection, setSelection] = useState<RowSelectionState>({});
  const { tac, ...rest } = list.body;
  // A TAC narrows the list once it has its 8 digits.
  const body = { ...rest, ...(tac && /^\d{8}$/.test(tac) ? { tac } : {}), page: list.page, pageSize: PAGE_SIZE };
  const query = useCall(imeiQuery, { body }, { placeholderData: keepPreviousData });
  const ranges = useCall(imeiStatistics).data?.tacRanges ?? [];
  const selected = Object.keys(selection).map(Number);
  const filter = (patch: Parameters<typeof list.update>[0]) => {
    list.update(patch);
    setSelection({});
  };
  const columns = useMemo(
    () => [
      column.accessor('imei', { header: 'IMEI', cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()}</span> }),
      column.accessor('tac', { header: 'TAC', cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()}</span> }),
      column.accessor('state', {
        header: t('devices.filter.state'),
        cell: ({ getValue }) => <StatePill tone={IMEI_TONES[getValue()]}>{t(`devices.imeiState.${getValue()}`)}</StatePill>,
      }),
      column.accessor('source', { header: t('devices.imei.source'), cell: ({ getValue }) => t(`devices.imeiSource.${getValue()}`) }),
      column.display({
        id: 'usedBy',
        header: t('devices.imei.usedBy'),
        cell: ({ row }) => (
          <span className="font-mono text-xs">
            {row.original.portLabel ?? (row.original.dongleId !== null ? `Dongle #${row.original.dongleId}` : '—')}
          </span>
        ),
      }),
      column.accessor('batchNo', { header: t('devices.imei.batchNo'), cell: ({ getValue }) => getValue() ?? '—' }),
      column.accessor('createdByName', {
        header: t('devices.imei.createdBy'),
        cell: ({ getValue }) => getValue() ?? t('devices.log.system'),
      }),
      column.accessor('createdAt', { header: t('devices.imei.created'), cell: ({ getValue }) => at(getValue()) }),
    ],
    [t, at],
  );
  return (
    <PageFrame
      id="imei-title"
      title={t('devices.imei.title')}
      intro={t('devices.imei.intro')}
      actions={
        <>
          <Button variant="secondary" onClick={() => setOpened('upload')}>
            {t('devices.imei.upload')}
          </Button>
          <Button onClick={() => setOpened('generate')}>{t('devices.imei.generate')}</Button>
        </>
      }
    >
      <ImeiStats state={list.filter.state} onState={(state) => filter({ state })} />
      <FilterBar label={t('devices.filter.label')}>
        <TextFilter label={t('devices.imei.keyword')} value={list.filter.keyword ?? ''} onChange={(keyword) => filter({ keyword })} />
        <TextFilter
          label={t('devices.imei.tac')}
          value={list.filter.tac ?? ''}
          onChange={(value) => filter({ tac: value.replace(/\D/g, '').slice(0, 8) })}
          width="w-32"
        />
        <SelectFilter
          label={t('devices.filter.state')}
          value={list.filter.state}
          options={IMEI_STATES.map((state) => ({ value: state, label: t(`devices.imeiState.${state}`) }))}
          onChange={(state) => filter({ state })}
        />
      </FilterBar>
      <SelectionBar count={selected.length} onClear={() => setSelection({})}>
        <Button size="sm" variant="danger" onClick={() => setOpened('delete')}>
          {t('devices.imei.delete')}
        </Button>
      </SelectionBar>
      <DeviceListBody
        query={query}
        page={list.page}
        onPage={(page) => {
          list.setPage(page);
          setSelection({});
        }}
        filtered={list.filtered}
        emptyText={t('devices.imei.empty')}
      >
        {(rows) => (
          <DeviceTable
            caption={t('devices.imei.title')}
            rows={rows}
            columns={columns}
            rowId={(row) => String(row.id)}
            rowLabel={(row) => row.imei}
            selection={selection}
            onSelection={setSelection}
            minWidth="min-w-[60rem]"
          />
        )}
      </DeviceListBody>
      {opened === 'upload' && <ImeiUploadDialog onClose={() => setOpened(null)} />}
      {opened === 'generate' && (
        <ImeiGenerateDialog
          ranges={ranges.map((range) => t('devices.imei.tacRange', { label: range.label, from: range.tacFrom, to: range.tacTo }))}
          onClose={() => setOpened(null)}
        />
      )}
      {opened === 'delete' && (
        <ConfirmAction
          title={t('devices.imei.deleteTitle', { count: selected.length })}
          description={t('devices.imei.deleteConfirm')}
          confirmLabel={t('devices.imei.delete')}
          danger
          run={async () => {
            const answer = await mutateCall(imeiDelete, { body: { ids: selected } }, { silent: true });
            setSelection({});
            void invalidateCall(imeiQuery);
            void invalidateCall(imeiStatistics);
            return t('devices.imei.deleted', { count: answer.deleted });
          }}
          onClose={() => setOpened(null)}
        />
      )}
    </PageFrame>
  );
}
