import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailLogQuery } from '../../../shared/api/mail-tools-calls';
import { useCall } from '../../api/use-call';
import { Pager } from '../../business';
import { MailboxLayout } from '../reading/mailbox-layout';
import { DataTable, cell } from '../../ui/data-table';
import { LoadState } from '../../ui/load-state';
import { SearchBox } from '../../ui/search-box';
import { useDateTime } from '../../ui/use-date-time';

const PAGE_SIZE = 20;
type Direction = '' | 'in' | 'out';

/** /message/email/logs: mail of the caller's mailbox exchanged with customer contacts. */
export default function MailLogPage() {
  const { t } = useTranslation();
  const at = useDateTime();
  const [keyword, setKeyword] = useState('');
  const [direction, setDirection] = useState<Direction>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const list = useCall(
    emailLogQuery,
    {
      body: {
        page,
        pageSize: PAGE_SIZE,
        keyword: keyword.trim() || undefined,
        direction: direction || undefined,
        from: from || undefined,
        to: to || undefined,
      },
    },
    { placeholderData: keepPreviousData },
  );
  const rows = list.data?.rows ?? [];
  const filtered = Boolean(keyword || direction || from || to);
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => (set(value), setPage(1));
  const input = 'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm';
  return (
    <MailboxLayout title={t('mailTools.log.title')}>
      <p className="text-sm text-slate-600">{t('mailTools.log.intro')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <SearchBox id="log-keyword" label={t('mailTools.log.search')} value={keyword} onChange={reset(setKeyword)} />
        <label className="flex flex-col text-xs text-slate-600">
          {t('mailTools.log.direction')}
          <select className={input} value={direction} onChange={(event) => reset(setDirection)(event.target.value as Direction)}>
            <option value="">{t('mailTools.log.both')}</option>
            <option value="in">{t('mailTools.log.in')}</option>
            <option value="out">{t('mailTools.log.out')}</option>
          </select>
        </label>
        <label className="flex flex-col text-xs text-slate-600">
          {t('mailTools.log.from')}
          <input
            type="date"
            className={input}
            value={from}
            max={to || undefined}
            onChange={(event) => reset(setFrom)(event.target.value)}
          />
        </label>
        <label className="flex flex-col text-xs text-slate-600">
          {t('mailTools.log.to')}
          <input type="date" className={input} value={to} min={from || undefined} onChange={(event) => reset(setTo)(event.target.value)} />
        </label>
      </div>
      <LoadState
        pending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={rows.length === 0}
        emptyText={t(filtered ? 'mailTools.log.noMatch' : 'mailTools.log.empty')}
      />
      {rows.length > 0 && (
        <DataTable
          caption={t('mailTools.log.title')}
          head={[
            t('mailTools.log.time'),
            t('mailTools.log.direction'),
            t('mailTools.log.customer'),
            t('mailTools.log.contact'),
            t('mailTools.log.subject'),
            t('mailTools.log.state'),
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${cell} whitespace-nowrap`}>{at(row.at)}</td>
              <td className={cell}>{t(`mailTools.log.${row.direction}`)}</td>
              <td className={cell}>{row.customerName}</td>
              <td className={cell}>
                {row.contactName}
                <span className="block text-xs break-words text-slate-600">{row.contactEmail}</span>
              </td>
              <td className={cell}>{row.subject || t('mailTools.log.noSubject')}</td>
              <td className={cell}>
                {row.direction === 'in'
                  ? t('mailTools.log.received')
                  : t(`mailTools.log.delivery.${row.deliveryState ?? 'sent'}`, { defaultValue: row.deliveryState ?? '' })}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {(list.data?.count ?? 0) > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} count={list.data?.count ?? 0} onPage={setPage} />}
    </MailboxLayout>
  );
}
