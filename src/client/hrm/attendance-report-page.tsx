import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attendanceExport, attendanceReport } from '../../shared/api/hrm-calls';
import { addMonths, shanghaiDate } from '../../shared/business/dates';
import { useCall } from '../api/use-call';
import { Pager } from '../business';
import { exportFile } from '../download';
import { useLanguage } from '../i18n/i18n';
import { Button } from '../ui/button';
import { hours, input } from './hrm-ui';
import { DataTable, cell, numCell } from '../ui/data-table';
import { LoadState } from '../ui/load-state';
import { PageFrame } from '../ui/page-frame';

const PAGE_SIZE = 20;
/** Last month by default: a whole month is what a report is read for. */
export const lastMonth = () => addMonths(shanghaiDate(new Date()), -1).slice(0, 7);

/** /hrm/monthly-report/monthly-attendance-report: per person, from the published rota and the clock records. */
export default function AttendanceReportPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [month, setMonth] = useState(lastMonth);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const filter = { yearMonth: month, keyword: keyword.trim() || undefined };
  const report = useCall(attendanceReport, { body: { ...filter, page, pageSize: PAGE_SIZE } }, { placeholderData: keepPreviousData });
  const rows = report.data?.rows ?? [];
  const runExport = async () => {
    setExporting(true);
    await exportFile(attendanceExport, filter).catch(() => undefined);
    setExporting(false);
  };
  return (
    <PageFrame
      title={t('scheduling.report.title')}
      intro={t('scheduling.report.intro')}
      actions={
        <Button variant="secondary" size="sm" disabled={exporting || rows.length === 0} onClick={() => void runExport()}>
          {t('scheduling.report.export')}
        </Button>
      }
    >
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-xs text-slate-600">
          {t('scheduling.report.month')}
          <input
            type="month"
            className={input}
            value={month}
            onChange={(event) => event.target.value && (setMonth(event.target.value), setPage(1))}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs text-slate-600">
          {t('scheduling.report.search')}
          <input
            type="search"
            className={input}
            value={keyword}
            maxLength={60}
            onChange={(event) => (setKeyword(event.target.value), setPage(1))}
          />
        </label>
      </div>
      <LoadState pending={report.isPending} error={report.error} onRetry={() => void report.refetch()} empty={rows.length === 0} />
      {rows.length > 0 && (
        <DataTable
          caption={`${t('scheduling.report.title')} ${month}`}
          numeric={[3, 4, 5, 6, 7, 8]}
          head={[
            t('scheduling.report.jobNumber'),
            t('scheduling.report.name'),
            t('scheduling.report.dept'),
            t('scheduling.report.scheduled'),
            t('scheduling.report.worked'),
            t('scheduling.report.late'),
            t('scheduling.report.early'),
            t('scheduling.report.absent'),
            t('scheduling.report.overtime'),
          ]}
        >
          {rows.map((row) => (
            <tr key={row.staffId}>
              <td className={cell}>{row.jobNumber}</td>
              <td className={`${cell} whitespace-nowrap`}>{language === 'en' ? row.nameEn : row.name}</td>
              <td className={cell}>{(language === 'en' ? row.deptNameEn : row.deptName) ?? '—'}</td>
              <td className={numCell}>{row.scheduledDays}</td>
              <td className={numCell}>{row.workedDays}</td>
              <td className={`${numCell} ${row.lateDays ? 'text-amber-800' : ''}`}>{row.lateDays}</td>
              <td className={`${numCell} ${row.earlyLeaveDays ? 'text-amber-800' : ''}`}>{row.earlyLeaveDays}</td>
              <td className={`${numCell} ${row.absentDays ? 'text-red-700' : ''}`}>{row.absentDays}</td>
              <td className={numCell}>{hours(row.overtimeMinutes)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      {(report.data?.count ?? 0) > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} count={report.data?.count ?? 0} onPage={setPage} />}
    </PageFrame>
  );
}
