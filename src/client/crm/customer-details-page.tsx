import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { customerDetail } from '../../shared/api/crm-calls';
import { BUSINESS_PAGES } from '../../shared/business/page-links';
import { ERROR_CODES } from '../../shared/error-codes';
import { useCall } from '../api/use-call';
import { useFieldRights } from '../auth';
import { PageFrame, StatusLine, MetricChart, queryStatus } from '../business';
import { useLanguage } from '../i18n/i18n';
import { useDocumentTitle } from '../routes/use-document-title';
import { CustomerTermsPanels } from './customer-terms-panels';

/** Answers that mean "no such customer for you": unknown, outside the scope, or not a customer code at all. */
const NO_SUCH_CUSTOMER: readonly number[] = [ERROR_CODES.NOT_FOUND, ERROR_CODES.VALIDATION];

/** The customer a link names: `code`, or `id` as older links and other systems write it (both carry the code). */
function linkedCustomerCode(search: URLSearchParams): string {
  return (search.get('code') || search.get('id') || '').trim();
}

/**
 * /crm/client-partner/my-client/details?code= (or ?id=): profile, account balance and credit with
 * their history, 30-day chart by product, owner history; a link naming no customer, or one the user cannot see, says so and leads back to the list.
 */
export default function CustomerDetailsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [search] = useSearchParams();
  const code = linkedCustomerCode(search);
  useDocumentTitle(`${t('business.customers.details')} ${code}`);
  const query = useCall(customerDetail, code ? { query: { code } } : null);
  const { hidden, ready } = useFieldRights(BUSINESS_PAGES.clientDetails);
  // Shown once the field rights are known, so a hidden part never flashes up empty.
  const data = ready ? query.data : undefined;
  const status = queryStatus(query);
  const missing = !code || (!query.isFetching && query.error !== null && NO_SUCH_CUSTOMER.includes(query.error.code));
  const chart = useMemo(() => {
    const rows = data?.last30Days.rows ?? [];
    const days = [...new Set(rows.map((row) => row.date))];
    const products = [...new Set(rows.map((row) => row.product))];
    return {
      labels: days,
      series: products.map((product) => ({
        name: t(`business.products.${product as 'sms'}`),
        values: days.map((day) => Number(rows.find((row) => row.date === day && row.product === product)?.revenue ?? 0)),
      })),
    };
  }, [data, t]);
  return (
    <PageFrame
      title={`${t('business.customers.details')} ${code}`}
      actions={
        <Link className="text-sm text-brand-700 underline" to={BUSINESS_PAGES.myClients}>
          {t('business.customers.back')}
        </Link>
      }
    >
      {missing ? (
        <div role="status" className="flex flex-col items-start gap-2 rounded-md border border-slate-200 bg-white p-6 text-sm">
          <h2 className="text-base font-medium text-slate-900">{t('business.customers.notFoundTitle')}</h2>
          <p className="text-slate-600">{code ? t('business.customers.notFound') : t('business.customers.noCustomer')}</p>
          <Link className="text-brand-700 underline" to={BUSINESS_PAGES.myClients}>
            {t('business.customers.backToClients')}
          </Link>
        </div>
      ) : (
        <StatusLine {...status} empty={false} />
      )}
      {data && !missing && (
        <>
          <dl className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 bg-white p-3 text-sm md:grid-cols-4">
            <dt className="text-slate-500">{t('business.customers.name')}</dt>
            <dd>{data.profile.name}</dd>
            <dt className="text-slate-500">{t('business.customerType')}</dt>
            <dd>{t(`business.types.${data.profile.type}`)}</dd>
            <dt className="text-slate-500">{t('business.customers.level')}</dt>
            <dd>{data.profile.level}</dd>
            <dt className="text-slate-500">{t('business.customers.country')}</dt>
            <dd>{language === 'en' ? data.profile.countryNameEn : data.profile.countryName}</dd>
            <dt className="text-slate-500">{t('business.customers.owner')}</dt>
            <dd>{data.profile.ownerName}</dd>
            <dt className="text-slate-500">{t('business.customers.dept')}</dt>
            <dd>{data.profile.deptName}</dd>
          </dl>
          <CustomerTermsPanels terms={data.terms} hidden={hidden} />
          {!hidden.has('traffic') && (
            <div className="rounded-md border border-slate-200 bg-white p-3">
              <h2 className="mb-2 text-sm font-medium">
                {t('business.customers.last30Days')} ({data.last30Days.from} – {data.last30Days.to})
              </h2>
              <MetricChart kind="bar" labels={chart.labels} series={chart.series} label={t('business.customers.last30Days')} />
            </div>
          )}
          {!hidden.has('ownerHistory') && (
            <div className="rounded-md border border-slate-200 bg-white p-3">
              <h2 className="mb-2 text-sm font-medium">{t('business.customers.ownerHistory')}</h2>
              <table className="w-full text-sm">
                <thead className="text-left">
                  <tr>
                    <th scope="col">{t('business.customers.owner')}</th>
                    <th scope="col">{t('business.customers.dept')}</th>
                    <th scope="col">{t('business.customers.validFrom')}</th>
                    <th scope="col">{t('business.customers.validTo')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.ownerHistory.map((period) => (
                    <tr key={`${period.staffId}-${period.validFrom}`} className="border-t border-slate-100">
                      <td>
                        {period.name} ({period.jobNumber})
                      </td>
                      <td>{period.deptName}</td>
                      <td>{period.validFrom}</td>
                      <td>{period.validTo ?? t('business.customers.current')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </PageFrame>
  );
}
