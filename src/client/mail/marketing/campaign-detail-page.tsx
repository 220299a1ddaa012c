import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  campaignDetail,
  recipientQuery,
  RECIPIENT_STATE_VALUES,
  type CampaignCounts,
  type RecipientState,
} from '../../../shared/api/mail-marketing-calls';
import { useCall } from '../../api/use-call';
import { MailBodyFrame } from '../reading/mail-body-frame';
import { MailboxLayout } from '../reading/mailbox-layout';
import { fullTime, rowSubject } from '../reading/mail-row-display';
import { MARKETING_PATHS } from './campaign-links';
import { StateBadge } from './campaign-state-badge';
import { Pager } from './marketing-page';

const PAGE_SIZE = 50;
type Filter = 'all' | 'opened' | RecipientState;
const COUNT_KEYS: readonly (keyof CampaignCounts)[] = ['recipients', 'sent', 'opened', 'unsubscribed', 'failed', 'noRelay'];

function Counts({ counts }: { counts: CampaignCounts }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
      {COUNT_KEYS.map((key) => (
        <div key={key} className="rounded-md border border-slate-200 p-2">
          <dt className="text-xs text-slate-600">{t(`mailMarketing.columns.${key}`)}</dt>
          <dd className="text-xl font-semibold text-slate-900 tabular-nums">{counts[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

function Recipients({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const body = {
    campaignId,
    page,
    pageSize: PAGE_SIZE,
    ...(filter === 'opened' ? { opened: true } : filter === 'all' ? {} : { state: filter }),
  };
  const list = useCall(recipientQuery, { body }, { placeholderData: keepPreviousData });
  const rows = list.data?.rows ?? [];
  return (
    <section className="flex flex-col gap-2">
      <label className="flex items-center gap-2 self-start text-sm text-slate-700">
        {t('mailMarketing.filter')}
        <select
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as Filter);
            setPage(1);
          }}
          className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <option value="all">{t('mailMarketing.detail.all')}</option>
          <option value="opened">{t('mailMarketing.detail.openedOnly')}</option>
          {RECIPIENT_STATE_VALUES.map((state) => (
            <option key={state} value={state}>
              {t(`mailMarketing.recipientStates.${state}`)}
            </option>
          ))}
        </select>
      </label>
      {list.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('mailMarketing.loadFailed')}
        </p>
      )}
      {list.data && rows.length === 0 && (
        <p className="py-6 text-center text-sm text-slate-600">{t('mailMarketing.detail.noRecipients')}</p>
      )}
      {rows.length > 0 && (
        // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
        <div
          role="region"
          aria-label={t('mailMarketing.detail.recipients')}
          tabIndex={0}
          className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className="py-2 pr-3 font-medium">{t('mailMarketing.columns.customer')}</th>
                <th className="py-2 pr-3 font-medium">{t('mailMarketing.columns.contact')}</th>
                <th className="py-2 pr-3 font-medium">{t('mailMarketing.columns.email')}</th>
                <th className="py-2 pr-3 font-medium">{t('mailMarketing.columns.state')}</th>
                <th className="py-2 pr-3 font-medium">{t('mailMarketing.columns.openedAt')}</th>
                <th className="py-2 font-medium">{t('mailMarketing.columns.error')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3">{row.customerName ?? t('mailMarketing.detail.dash')}</td>
                  <td className="py-2 pr-3">{row.name || t('mailMarketing.detail.dash')}</td>
                  <td className="py-2 pr-3 break-all">{row.email}</td>
                  <td className="py-2 pr-3">
                    <StateBadge state={row.state} recipient />
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">{fullTime(row.openedAt)}</td>
                  {/* The outbox's own words only where they explain a failure; a waiting state says it already. */}
                  <td className="py-2 text-xs text-slate-600">{row.state === 'failed' ? (row.error ?? '') : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} count={list.data?.count ?? 0} onChange={setPage} pageSize={PAGE_SIZE} />
    </section>
  );
}

/** 营销活动详情: what was sent, its counts and every recipient's status. */
export default function CampaignDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const detail = useCall(campaignDetail, valid ? { params: { id } } : null);
  const data = detail.data;
  return (
    <MailboxLayout title={data?.name ?? t('mailMarketing.detail.title')}>
      <div className="flex flex-col gap-4">
        <Link to={MARKETING_PATHS.list} className="self-start text-sm text-brand-700 hover:underline">
          {t('mailMarketing.detail.back')}
        </Link>
        {(!valid || detail.isError) && (
          <p role="alert" className="py-8 text-center text-sm text-slate-700">
            {!valid || detail.error?.code === 10000404 ? t('mailMarketing.detail.notFound') : t('mailMarketing.loadFailed')}
          </p>
        )}
        {valid && detail.isPending && <p className="py-8 text-center text-sm text-slate-600">{t('mailMarketing.loading')}</p>}
        {data && (
          <>
            <header className="flex flex-wrap items-center gap-3">
              <StateBadge state={data.state} />
              <span className="text-sm text-slate-600">
                {t('mailMarketing.columns.sentAt')} {fullTime(data.sentAt)}
              </span>
            </header>
            <p className="text-sm text-slate-800">
              <span className="text-slate-600">{t('mailMarketing.columns.subject')}：</span>
              {rowSubject(data.subject)}
            </p>
            <Counts counts={data.counts} />
            <details className="rounded-md border border-slate-200 p-2">
              <summary className="cursor-pointer text-sm font-medium text-slate-800">{t('mailMarketing.add.preview')}</summary>
              <div className="mt-2">
                <MailBodyFrame html={data.html} remoteImages={false} />
              </div>
            </details>
            <Recipients campaignId={data.id} />
          </>
        )}
      </div>
    </MailboxLayout>
  );
}
