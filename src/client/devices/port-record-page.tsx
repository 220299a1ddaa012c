import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_KINDS, JOB_STATES, jobQuery, type JobSummary } from '../../shared/api/device-calls';
import { jobRetry } from '../../shared/api/device-operation-calls';
import { invalidateCall, mutateCall, useCall } from '../api/use-call';
import { failureText } from '../api/failure-text';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { PageFrame } from '../ui/page-frame';
import { useDateTime } from '../ui/use-date-time';
import { JobProgress } from './batch-dialog';
import { FilterBar, SelectFilter } from './device-filters';
import { useDeviceJob } from './device-jobs';
import { DeviceListBody, PAGE_SIZE } from './device-list';
import { JOB_TONES } from './device-states';
import { DeviceTable } from './device-table';
import { StatePill } from './simulated-badge';
import { useListState } from './use-list-state';

const column = createColumnHelper<JobSummary>();

/** One job's per-port results, live while it runs; a finished job's failed ports can be retried as a new job. */
function JobDialog({ jobId, onClose }: { jobId: number; onClose(): void }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(jobId);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { job, error } = useDeviceJob(shown);
  const retry = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setShown((await mutateCall(jobRetry, { body: { id: shown } }, { silent: true })).id);
      void invalidateCall(jobQuery);
    } catch (thrown) {
      setFailure(failureText(thrown));
    } finally {
      setBusy(false);
    }
  };
  const canRetry = job !== undefined && job.status !== 'running' && job.failed > 0;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('devices.records.jobTitle', { id: shown })}>
      <div className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto text-sm">
        <JobProgress job={job} error={error} />
        {failure && (
          <p role="alert" className="text-red-700">
            {t('devices.batch.failed', { message: failure })}
          </p>
        )}
      </div>
      <div className="mt-4 flex justify-end gap-2">
        {canRetry && (
          <Button variant="secondary" disabled={busy} onClick={() => void retry()}>
            {t('devices.batch.retry', { count: job.failed })}
          </Button>
        )}
        <Button onClick={onClose}>{t('devices.confirm.close')}</Button>
      </div>
    </Dialog>
  );
}

/** /businessOperations/simbank/port/record: the batch jobs on ports (activate, release, IMEI), with their results. */
export default function PortRecordPage() {
  const { t } = useTranslation();
  const at = useDateTime();
  const list = useListState<{ kind?: JobSummary['kind']; state?: JobSummary['state'] }>({});
  const [opened, setOpened] = useState<number | null>(null);
  const query = useCall(jobQuery, { body: { ...list.body, page: list.page, pageSize: PAGE_SIZE } }, { placeholderData: keepPreviousData });
  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('devices.records.job'), cell: ({ getValue }) => `#${getValue()}` }),
      column.accessor('kind', { header: t('devices.records.kind'), cell: ({ getValue }) => t(`devices.batch.${getValue()}`) }),
      column.accessor('state', {
        header: t('devices.filter.state'),
        cell: ({ getValue }) => <StatePill tone={JOB_TONES[getValue()]}>{t(`devices.jobState.${getValue()}`)}</StatePill>,
      }),
      column.display({
        id: 'counts',
        header: t('devices.records.counts'),
        cell: ({ row }) => t('devices.records.countsText', { total: row.original.total, ok: row.original.ok, failed: row.original.failed }),
      }),
      column.accessor('retryOf', {
        header: t('devices.records.retryOf'),
        cell: ({ getValue }) => (getValue() === null ? '—' : `#${getValue()}`),
      }),
      column.accessor('staffName', { header: t('devices.log.staff') }),
      column.accessor('createdAt', { header: t('devices.records.started'), cell: ({ getValue }) => at(getValue()) }),
      column.accessor('finishedAt', { header: t('devices.records.finished'), cell: ({ getValue }) => at(getValue()) }),
      column.display({
        id: 'open',
        header: t('devices.table.actions'),
        cell: ({ row }) => (
          <Button size="sm" variant="secondary" onClick={() => setOpened(row.original.id)}>
            {t('devices.records.open')}
            <span className="sr-only"> #{row.original.id}</span>
          </Button>
        ),
      }),
    ],
    [t, at],
  );
  return (
    <PageFrame id="port-record-title" title={t('devices.records.title')} intro={t('devices.records.intro')}>
      <FilterBar label={t('devices.filter.label')}>
        <SelectFilter
          label={t('devices.records.kind')}
          value={list.filter.kind}
          options={JOB_KINDS.map((kind) => ({ value: kind, label: t(`devices.batch.${kind}`) }))}
          onChange={(kind) => list.update({ kind })}
        />
        <SelectFilter
          label={t('devices.filter.state')}
          value={list.filter.state}
          options={JOB_STATES.map((state) => ({ value: state, label: t(`devices.jobState.${state}`) }))}
          onChange={(state) => list.update({ state })}
        />
      </FilterBar>
      <DeviceListBody query={query} page={list.page} onPage={list.setPage} filtered={list.filtered} emptyText={t('devices.records.empty')}>
        {(rows) => <DeviceTable caption={t('devices.records.title')} rows={rows} columns={columns} rowId={(row) => String(row.id)} />}
      </DeviceListBody>
      {opened !== null && <JobDialog jobId={opened} onClose={() => setOpened(null)} />}
    </PageFrame>
  );
}
