import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../shared/business/figures';
import { useCustomerSummary, useProcessSummary, useStartupDone } from '../shell';

function Figure({ label, value, to }: { label: string; value: number; to?: string }) {
  const body = (
    <>
      <span className="block text-sm text-slate-600">{label}</span>
      <span className="mt-1 block text-2xl font-semibold text-slate-900 tabular-nums">{formatCount(value)}</span>
    </>
  );
  const box = 'block rounded-lg bg-white p-4 ring-1 ring-slate-200';
  return (
    <li>
      {to ? (
        <Link to={to} className={`${box} hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-500`}>
          {body}
        </Link>
      ) : (
        <div className={box}>{body}</div>
      )}
    </li>
  );
}

/** Main summary (myCustomer, todayCustomer, task, todaySend) and process counts of shell.md §3. */
export function OverviewCards({ resources }: { resources: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const ready = useStartupDone();
  const customer = useCustomerSummary();
  const process = useProcessSummary();
  const link = (path: string) => (resources.has(path) ? path : undefined);
  return (
    <>
      <section aria-labelledby="home-summary" className="flex flex-col gap-3">
        <h2 id="home-summary" className="text-lg font-medium text-slate-800">
          {t('overview.summaryTitle')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={!ready}>
          <Figure label={t('overview.myCustomer')} value={customer.myCustomer} to={link('/crm/client-partner/my-client')} />
          <Figure label={t('overview.todayCustomer')} value={customer.todayCustomer} />
          {/* The main summary's task is the process summary's to-do count. */}
          <Figure label={t('overview.task')} value={process.todoNum} to={link('/general/my-agent')} />
          <Figure label={t('overview.todaySend')} value={customer.todaySend} to={link('/businessInquiry/sendRcdQuery')} />
        </ul>
      </section>
      <section aria-labelledby="home-process" className="flex flex-col gap-3">
        <h2 id="home-process" className="text-lg font-medium text-slate-800">
          {t('overview.processTitle')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label={t('overview.todoNum')} value={process.todoNum} to={link('/general/my-agent')} />
          <Figure label={t('overview.applyNum')} value={process.applyNum} to={link('/general/my-initiate')} />
          <Figure label={t('overview.handleNum')} value={process.handleNum} to={link('/general/my-handle')} />
          <Figure label={t('overview.ccNum')} value={process.ccNum} to={link('/general/my-deliver')} />
        </ul>
      </section>
    </>
  );
}
