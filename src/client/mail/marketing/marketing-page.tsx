import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { campaignQuery, receivedMarketingQuery } from '../../../shared/api/mail-marketing-calls';
import { displaySender } from '../../../shared/mail/display';
import { keepPreviousData } from '@tanstack/react-query';
import { useCall } from '../../api/use-call';
import { Button } from '../../ui/button';
import { MailboxLayout } from '../reading/mailbox-layout';
import { fullTime, rowSubject } from '../reading/mail-row-display';
import { Tabs } from '../../ui/tabs';
import { campaignDetailPath, campaignEditPath, MARKETING_PATHS } from './campaign-links';
import { StateBadge } from './campaign-state-badge';

type TabKey = 'campaigns' | 'received';
const PAGE_SIZE = 20;

/** Previous / next page, with where the list is. */
export function Pager({
  page,
  count,
  onChange,
  pageSize = PAGE_SIZE,
}: {
  page: number;
  count: number;
  onChange(page: number): void;
  pageSize?: number;
}) {
  const { t } = useTranslation();
  const last = Math.max(1, Math.ceil(count / pageSize));
  if (last <= 1) return null;
  return (
    <nav aria-label={t('mailMarketing.pager.label')} className="flex items-center justify-center gap-3 text-sm text-slate-700">
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('mailMarketing.pager.previous')}
      </Button>
      <span>{t('mailMarketing.pager.position', { page, last })}</span>
      <Button size="sm" variant="secondary" disabled={page >= last} onClick={() => onChange(page + 1)}>
        {t('mailMarketing.pager.next')}
      </Button>
    </nav>
  );
}

function ListStatus({ loading, failed, empty, retry }: { loading: boolean; failed: boolean; empty: string | null; retry(): void }) {
  const { t } = useTranslation();
  if (loading) return <p className="py-8 text-center text-sm text-slate-600">{t('mailMarketing.loading')}</p>;
  if (failed)
    return (
      <p role="alert" className="flex items-center justify-center gap-3 py-8 text-sm text-red-700">
        {t('mailMarketing.loadFailed')}
        <Button size="sm" variant="secondary" onClick={retry}>
          {t('mailMarketing.retry')}
        </Button>
      </p>
    );
  return empty ? <p className="py-8 text-center text-sm text-slate-600">{empty}</p> : null;
}

function CampaignList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useCall(campaignQuery, { body: { page, pageSize: PAGE_SIZE } }, { placeholderData: keepPreviousData });
  const rows = list.data?.rows ?? [];
  const count = list.data?.count ?? 0;
  return (
    <div className="flex flex-col gap-3">
      <ListStatus
        loading={list.isPending}
        failed={list.isError}
        empty={list.data && rows.length === 0 ? t('mailMarketing.empty') : null}
        retry={() => void list.refetch()}
      />
      {rows.length > 0 && (
        <>
          {/* Wide screens: a table; phones: one card per campaign. */}
          <table className="hidden w-full text-left text-sm md:table">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className="py-2 pr-3 font-medium">{t('mailMarketing.columns.name')}</th>
                <th className="py-2 pr-3 font-medium">{t('mailMarketing.columns.state')}</th>
                <th className="py-2 pr-3 text-right font-medium">{t('mailMarketing.columns.recipients')}</th>
                <th className="py-2 pr-3 text-right font-medium">{t('mailMarketing.columns.sent')}</th>
                <th className="py-2 pr-3 text-right font-medium">{t('mailMarketing.columns.opened')}</th>
                <th className="py-2 pr-3 text-right font-medium">{t('mailMarketing.columns.unsubscribed')}</th>
                <th className="py-2 pr-3 text-right font-medium">{t('mailMarketing.columns.failed')}</th>
                <th className="py-2 font-medium">{t('mailMarketing.columns.sentAt')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-100">
                  <td className="py-2 pr-3">
                    <Link
                      to={row.state === 'draft' ? campaignEditPath(row.id) : campaignDetailPath(row.id)}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {row.name}
                    </Link>
                    <div className="text-xs text-slate-600">{rowSubject(row.subject)}</div>
                  </td>
                  <td className="py-2 pr-3">
                    <StateBadge state={row.state} />
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{row.counts.recipients}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{row.counts.sent}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{row.counts.opened}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{row.counts.unsubscribed}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{row.counts.failed}</td>
                  <td className="py-2 whitespace-nowrap text-slate-700">{fullTime(row.sentAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="flex flex-col gap-2 md:hidden">
            {rows.map((row) => (
              <li key={row.id} className="rounded-md border border-slate-200 p-3">
                <div className="flex items-start justify-between gap-2">
                  <Link
                    to={row.state === 'draft' ? campaignEditPath(row.id) : campaignDetailPath(row.id)}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {row.name}
                  </Link>
                  <StateBadge state={row.state} />
                </div>
                <p className="mt-1 text-sm text-slate-700">{rowSubject(row.subject)}</p>
                <p className="mt-1 text-xs text-slate-600">
                  {t('mailMarketing.columns.sent')} {row.counts.sent}/{row.counts.recipients} · {t('mailMarketing.columns.opened')}{' '}
                  {row.counts.opened} · {t('mailMarketing.columns.unsubscribed')} {row.counts.unsubscribed} · {fullTime(row.sentAt)}
                </p>
              </li>
            ))}
          </ul>
          <Pager page={page} count={count} onChange={setPage} />
        </>
      )}
    </div>
  );
}

function ReceivedList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useCall(receivedMarketingQuery, { body: { page, pageSize: PAGE_SIZE } }, { placeholderData: keepPreviousData });
  const rows = list.data?.rows ?? [];
  return (
    <div className="flex flex-col gap-1">
      <ListStatus
        loading={list.isPending}
        failed={list.isError}
        empty={list.data && rows.length === 0 ? t('mailMarketing.receivedEmpty') : null}
        retry={() => void list.refetch()}
      />
      <ul className="divide-y divide-slate-100">
        {rows.map((row) => (
          <li key={row.id}>
            <Link
              to={`/message/email/details?id=${row.id}&detailsType=2`}
              className="flex flex-col gap-0.5 px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <span className="flex items-baseline justify-between gap-3">
                <span className={row.seen ? 'text-slate-700' : 'font-semibold text-slate-900'}>{displaySender(row.sender)}</span>
                <span className="text-xs whitespace-nowrap text-slate-600">{fullTime(row.receiveTime)}</span>
              </span>
              <span className={row.seen ? 'text-sm text-slate-700' : 'text-sm font-semibold text-slate-900'}>
                {rowSubject(row.subject)}
              </span>
              <span className="truncate text-xs text-slate-600">{row.snippet}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={page} count={list.data?.count ?? 0} onChange={setPage} />
    </div>
  );
}

/** 营销邮件: the caller's own campaigns, and the bulk mail received into the marketing folder. */
export default function MarketingPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabKey>('campaigns');
  return (
    <MailboxLayout
      title={t('mailMarketing.title')}
      actions={
        <Link
          to={MARKETING_PATHS.add}
          className="inline-flex h-9 items-center gap-1.5 rounded-md bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <Plus aria-hidden size={16} />
          {t('mailMarketing.newCampaign')}
        </Link>
      }
    >
      <Tabs
        id="marketing"
        label={t('mailMarketing.title')}
        tabs={[
          { key: 'campaigns', label: t('mailMarketing.tabs.campaigns') },
          { key: 'received', label: t('mailMarketing.tabs.received') },
        ]}
        value={tab}
        onChange={(key) => setTab(key as TabKey)}
      >
        {tab === 'campaigns' ? <CampaignList /> : <ReceivedList />}
      </Tabs>
    </MailboxLayout>
  );
}
