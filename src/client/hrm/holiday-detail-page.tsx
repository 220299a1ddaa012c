import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { holidayDetail } from '../../shared/api/hrm-calls';
import { useCall } from '../api/use-call';
import { useLanguage } from '../i18n/i18n';
import { DataTable, cell, numCell } from '../ui/data-table';
import { LoadState } from '../ui/load-state';
import { PageFrame } from '../ui/page-frame';

const ID = /^[1-9]\d{0,9}$/;

/** /hrm/holiday-manage/users-holidays-detail?staffId=…&year=…: one person's balances and leave history. */
export default function HolidayDetailPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [search] = useSearchParams();
  const staffId = search.get('staffId') ?? '';
  const year = search.get('year') ?? '';
  const valid = ID.test(staffId) && Number(staffId) <= 2_147_483_647;
  const detail = useCall(
    holidayDetail,
    valid ? { params: { staffId: Number(staffId) }, query: /^\d{4}$/.test(year) ? { year: Number(year) } : {} } : null,
  );
  const data = detail.data;
  const days = (value: string) => t('scheduling.holidays.days', { days: value });
  return (
    <PageFrame
      title={
        data
          ? `${t('scheduling.holidayDetail.title')} · ${language === 'en' ? data.nameEn : data.name}`
          : t('scheduling.holidayDetail.title')
      }
      actions={
        <Link className="text-sm text-brand-700 underline" to="/hrm/holiday-manage/users-holidays">
          {t('scheduling.holidayDetail.back')}
        </Link>
      }
    >
      {!valid && (
        <LoadState pending={false} error={null} onRetry={() => undefined} empty emptyText={t('scheduling.holidayDetail.missing')} />
      )}
      {valid && <LoadState pending={detail.isPending} error={detail.error} onRetry={() => void detail.refetch()} />}
      {data && (
        <>
          <section aria-labelledby="holiday-balances" className="flex flex-col gap-2">
            <h2 id="holiday-balances" className="font-medium text-slate-800">
              {t('scheduling.holidayDetail.balances', { year: data.year })}
            </h2>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              {data.balances.map((balance) => (
                <li key={balance.leaveType} className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
                  <p className="text-sm text-slate-600">{t(`scheduling.leave.${balance.leaveType}`)}</p>
                  <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{days(balance.balance)}</p>
                  <p className="mt-1 text-xs text-slate-600">
                    {t('scheduling.holidayDetail.entitled')} {days(balance.entitled)} · {t('scheduling.holidayDetail.taken')}{' '}
                    {days(balance.taken)}
                  </p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="holiday-history" className="flex flex-col gap-2">
            <h2 id="holiday-history" className="font-medium text-slate-800">
              {t('scheduling.holidayDetail.history')}
            </h2>
            {data.history.length === 0 ? (
              <LoadState pending={false} error={null} onRetry={() => undefined} empty emptyText={t('scheduling.holidayDetail.noHistory')} />
            ) : (
              <DataTable
                caption={t('scheduling.holidayDetail.history')}
                numeric={[3]}
                head={[
                  t('scheduling.holidayDetail.type'),
                  t('scheduling.holidayDetail.from'),
                  t('scheduling.holidayDetail.to'),
                  t('scheduling.holidayDetail.days'),
                  t('scheduling.holidayDetail.reason'),
                  t('scheduling.holidayDetail.status'),
                ]}
              >
                {data.history.map((row) => (
                  <tr key={row.id}>
                    <td className={cell}>{t(`scheduling.leave.${row.leaveType}`)}</td>
                    <td className={cell}>{row.startDate}</td>
                    <td className={cell}>{row.endDate}</td>
                    <td className={numCell}>{row.days}</td>
                    <td className={cell}>{row.reason || '—'}</td>
                    <td className={cell}>{t(`scheduling.leaveStatus.${row.status}`, { defaultValue: row.status })}</td>
                  </tr>
                ))}
              </DataTable>
            )}
          </section>
        </>
      )}
    </PageFrame>
  );
}
