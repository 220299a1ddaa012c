import { formatCount } from '../../shared/business/figures';
import { clsx } from 'clsx';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_RETENTION_DAYS, EXPORT_STATUSES, type ExportJobRow, type ExportStatus } from '../../shared/api/download-calls';
import { useLanguage } from '../i18n/i18n';
import { useDocumentTitle } from '../routes/use-document-title';
import { Button } from '../ui/button';
import { useDownloads } from './download-store';
import { formatBytes, formatTime } from './format';
import { JobActions } from './job-actions';
import { useExportJobs } from './use-export-jobs';

const PAGE_SIZE = 20;
const STATUS_TONE: Record<ExportStatus, string> = {
  queued: 'bg-slate-100 text-slate-700',
  running: 'bg-brand-50 text-brand-700',
  done: 'bg-emerald-50 text-emerald-800',
  failed: 'bg-red-50 text-red-700',
  expired: 'bg-slate-100 text-slate-500',
};

/** /general/download: the caller's export jobs with status, size, rows, download and retry. */
export default function DownloadCentrePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  useDocumentTitle(t('download.centreTitle'));
  const [status, setStatus] = useState<ExportStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const { rows, count, active, loading, reload } = useExportJobs({ status, page }, PAGE_SIZE);
  const clearDot = useDownloads((state) => state.clearDot);
  // Opening the centre answers the dot.
  useEffect(clearDot, [clearDot]);
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));

  return (
    <section aria-labelledby="download-title" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="download-title" className="text-xl font-semibold text-slate-900">
            {t('download.centreTitle')}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{t('download.centreIntro', { days: EXPORT_RETENTION_DAYS })}</p>
        </div>
        <div className="flex items-center gap-2">
          <label className="text-sm text-slate-700" htmlFor="download-status">
            {t('download.filterLabel')}
          </label>
          <select
            id="download-status"
            value={status ?? ''}
            onChange={(event) => {
              setStatus((event.target.value || undefined) as ExportStatus | undefined);
              setPage(1);
            }}
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
          >
            <option value="">{t('download.all')}</option>
            {EXPORT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`download.status.${value}`)}
              </option>
            ))}
          </select>
          <Button size="sm" variant="secondary" onClick={reload}>
            <RefreshCw aria-hidden size={14} />
            {t('download.refresh')}
          </Button>
        </div>
      </header>
      {active > 0 && (
        <p role="status" className="text-sm text-brand-700">
          {t('download.activeJobs', { count: active })}
        </p>
      )}
      <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
        <table className="min-w-full text-left text-sm" aria-busy={loading}>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {(['title', 'status', 'rows', 'size', 'createdAt', 'finishedAt', 'expiresAt', 'actions'] as const).map((key) => (
                <th key={key} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {t(`download.col.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((job) => (
              <JobRow key={job.fileId} job={job} language={language} />
            ))}
          </tbody>
        </table>
        {!loading && rows.length === 0 && <p className="px-3 py-8 text-center text-sm text-slate-500">{t('download.empty')}</p>}
      </div>
      <nav aria-label={t('download.pageInfo', { count })} className="flex items-center justify-end gap-2 text-sm text-slate-600">
        <span>{t('download.pageInfo', { count })}</span>
        <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('download.prev')}
        </Button>
        <span>
          {page} / {pages}
        </span>
        <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {t('download.next')}
        </Button>
      </nav>
    </section>
  );
}

function JobRow({ job, language }: { job: ExportJobRow; language: 'zh' | 'en' }) {
  const { t } = useTranslation();
  return (
    <tr data-file-id={job.fileId} data-status={job.status} className="border-t border-slate-100 align-top">
      <td className="px-3 py-2">
        <p className="font-medium text-slate-900">{job.title}</p>
        {job.fileName && <p className="text-xs break-all text-slate-500">{job.fileName}</p>}
        {job.status === 'failed' && job.error && <p className="text-xs text-red-700">{job.error}</p>}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        <span className={clsx('rounded px-2 py-0.5 text-xs font-medium', STATUS_TONE[job.status])}>
          {t(`download.status.${job.status}`)}
        </span>
        {job.status === 'running' && <p className="mt-1 text-xs text-slate-600">{t('download.progress', { progress: job.progress })}</p>}
      </td>
      <td className="px-3 py-2 text-right tabular-nums">{formatCount(job.totalNum)}</td>
      <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatBytes(job.fileSize)}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatTime(job.createdAt, language)}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatTime(job.finishedAt, language)}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatTime(job.expiresAt, language)}</td>
      <td className="px-3 py-2">
        <JobActions job={job} />
      </td>
    </tr>
  );
}
