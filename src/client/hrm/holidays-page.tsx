import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { holidayList } from '../../shared/api/hrm-calls';
import { shanghaiDate } from '../../shared/business/dates';
import { useCall } from '../api/use-call';
import { Pager } from '../business';
import { useLanguage } from '../i18n/i18n';
import { input } from './hrm-ui';
import { DataTable, cell, numCell } from '../ui/data-table';
import { LoadState } from '../ui/load-state';
import { PageFrame } from '../ui/page-frame';

const PAGE_SIZE = 20;
export const HOLIDAY_DETAIL_PATH = '/hrm/holiday-manage/users-holidays-detail';

/** /hrm/holiday-manage/users-holidays: each person's balances of a year. */
export default function HolidaysPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [year, setYear] = useState(() => Number(shanghaiDate(new Date()).slice(0, 4)));
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const list = useCall(
    holidayList,
    { body: { year, keyword: keyword.trim() || undefined, page, pageSize: PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
  const rows = list.data?.rows ?? [];
  const days = (value: string) => t('scheduling.holidays.days', { days: value });
  return (
    <PageFrame title={t('scheduling.holidays.title')} intro={t('scheduling.holidays.intro')}>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-xs text-slate-600">
          {t('scheduling.holidays.year')}
          <input
            type="number"
            className={`${input} w-24`}
            min={2000}
            max={2100}
            value={year}
            onChange={(event) => {
              const next = Number(event.target.value);
              if (next < 2000 || next > 2100) return;
              setYear(next);
              setPage(1);
            }}
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
      <LoadState pending={list.isPending} error={list.error} onRetry={() => void list.refetch()} empty={rows.length === 0} />
      {rows.length > 0 && (
        <DataTable
          caption={`${t('scheduling.holidays.title')} ${year}`}
          numeric={[3, 4, 5, 6, 7]}
          head={[
            t('scheduling.report.jobNumber'),
            t('scheduling.report.name'),
            t('scheduling.report.dept'),
            t('scheduling.holidays.annualEntitled'),
            t('scheduling.holidays.annualTaken'),
            t('scheduling.holidays.annualBalance'),
            t('scheduling.holidays.sickTaken'),
            t('scheduling.holidays.compensatory'),
            t('scheduling.holidays.detail'),
          ]}
        >
          {rows.map((row) => (
            <tr key={row.staffId}>
              <td className={cell}>{row.jobNumber}</td>
              <td className={`${cell} whitespace-nowrap`}>{language === 'en' ? row.nameEn : row.name}</td>
              <td className={cell}>{(language === 'en' ? row.deptNameEn : row.deptName) ?? '—'}</td>
              <td className={numCell}>{days(row.annualEntitled)}</td>
              <td className={numCell}>{days(row.annualTaken)}</td>
              <td className={`${numCell} font-medium`}>{days(row.annualBalance)}</td>
              <td className={numCell}>{days(row.sickTaken)}</td>
              <td className={numCell}>{days(row.compensatoryBalance)}</td>
              <td className={cell}>
                <Link
                  className="text-brand-700 underline"
                  to={`${HOLIDAY_DETAIL_PATH}?staffId=${row.staffId}&year=${year}`}
                  aria-label={`${t('scheduling.holidays.detail')} ${language === 'en' ? row.nameEn : row.name}`}
                >
                  {t('scheduling.holidays.detail')}
                </Link>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {(list.data?.count ?? 0) > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} count={list.data?.count ?? 0} onPage={setPage} />}
    </PageFrame>
  );
}
