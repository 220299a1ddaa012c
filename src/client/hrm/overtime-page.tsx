import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { overtimeList } from '../../shared/api/hrm-calls';
import { useCall } from '../api/use-call';
import { Pager } from '../business';
import { useLanguage } from '../i18n/i18n';
import { lastMonth } from './attendance-report-page';
import { hours, input } from './hrm-ui';
import { DataTable, cell, numCell } from '../ui/data-table';
import { LoadState } from '../ui/load-state';
import { PageFrame } from '../ui/page-frame';

const PAGE_SIZE = 20;

/** /hrm/monthly-report/over-work-list: overtime day by day, with the month's total. */
export default function OvertimePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [month, setMonth] = useState(lastMonth);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const list = useCall(
    overtimeList,
    { body: { yearMonth: month, keyword: keyword.trim() || undefined, page, pageSize: PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
  const rows = list.data?.rows ?? [];
  return (
    <PageFrame title={t('scheduling.overtime.title')} intro={t('scheduling.overtime.intro')}>
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
        {list.data && list.data.count > 0 && (
          <p className="flex h-9 items-center text-sm font-medium text-slate-800">
            {t('scheduling.overtime.total', { hours: hours(list.data.totalMinutes) })}
          </p>
        )}
      </div>
      <LoadState pending={list.isPending} error={list.error} onRetry={() => void list.refetch()} empty={rows.length === 0} />
      {rows.length > 0 && (
        <DataTable
          caption={`${t('scheduling.overtime.title')} ${month}`}
          numeric={[6]}
          head={[
            t('scheduling.overtime.date'),
            t('scheduling.report.jobNumber'),
            t('scheduling.report.name'),
            t('scheduling.overtime.shift'),
            t('scheduling.overtime.scheduledEnd'),
            t('scheduling.overtime.clock'),
            t('scheduling.overtime.minutes'),
          ]}
        >
          {rows.map((row) => (
            <tr key={`${row.staffId}-${row.date}`}>
              <td className={`${cell} whitespace-nowrap`}>{row.date}</td>
              <td className={cell}>{row.jobNumber}</td>
              <td className={`${cell} whitespace-nowrap`}>{language === 'en' ? row.nameEn : row.name}</td>
              <td className={cell}>{row.shift ? t(`scheduling.shift.${row.shift}`) : t('scheduling.overtime.restDay')}</td>
              <td className={cell}>{row.scheduledEnd || '—'}</td>
              <td className={`${cell} whitespace-nowrap`}>
                {row.clockIn}–{row.clockOut}
              </td>
              <td className={numCell}>{t('scheduling.overtime.duration', { hours: hours(row.minutes) })}</td>
            </tr>
          ))}
        </DataTable>
      )}
      {(list.data?.count ?? 0) > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} count={list.data?.count ?? 0} onPage={setPage} />}
    </PageFrame>
  );
}
