import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { dealingsCustomers, dealingsSuppliers } from '../../../shared/api/mail-reading-calls';
import { useCall } from '../../api/use-call';
import { Button } from '../../ui/button';
import { MailboxLayout } from './mailbox-layout';
import { MailListView } from './mail-list-view';
import { rowTime } from './mail-row-display';

type PartyKind = 'customer' | 'supplier';

/** 往来邮件: pick a customer or supplier (those you exchanged mail with), then read all mail with them. */
export default function CorrespondencePage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const partyKind: PartyKind = search.get('partyKind') === 'supplier' ? 'supplier' : 'customer';
  const partyId = Number(search.get('partyId'));
  const partyName = search.get('partyName') ?? '';
  const chosen = Number.isInteger(partyId) && partyId > 0;
  return (
    <MailboxLayout
      title={chosen ? t('mailReading.vce.partyTitle', { name: partyName || partyId }) : t('mailReading.folders.correspondence')}
      actions={
        chosen && (
          <Button size="sm" variant="secondary" onClick={() => setSearch(new URLSearchParams({ partyKind }))}>
            {t('mailReading.vce.change')}
          </Button>
        )
      }
    >
      {chosen ? (
        <MailListView key={`${partyKind}-${partyId}`} kind="dealings" dealings={{ partyKind, partyId }} />
      ) : (
        <PartyPicker
          kind={partyKind}
          onKind={(kind) => setSearch(new URLSearchParams({ partyKind: kind }))}
          onPick={(id, name) => setSearch(new URLSearchParams({ partyKind, partyId: String(id), partyName: name }))}
        />
      )}
    </MailboxLayout>
  );
}

function PartyPicker({ kind, onKind, onPick }: { kind: PartyKind; onKind(kind: PartyKind): void; onPick(id: number, name: string): void }) {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const body = { page: 1, pageSize: 50, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) };
  const customers = useCall(dealingsCustomers, kind === 'customer' ? { body } : null, { placeholderData: keepPreviousData });
  const suppliers = useCall(dealingsSuppliers, kind === 'supplier' ? { body } : null, { placeholderData: keepPreviousData });
  const query = kind === 'customer' ? customers : suppliers;
  const rows = query.data?.rows ?? [];
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{t('mailReading.vce.pick')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <div role="tablist" className="flex rounded-md border border-slate-300 bg-white p-0.5 text-sm">
          {(['customer', 'supplier'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              aria-selected={kind === option}
              onClick={() => onKind(option)}
              className={`rounded px-3 py-1 ${kind === option ? 'bg-brand-600 text-white' : 'text-slate-700'}`}
            >
              {t(option === 'customer' ? 'mailReading.vce.customers' : 'mailReading.vce.suppliers')}
            </button>
          ))}
        </div>
        <input
          type="search"
          value={keyword}
          maxLength={60}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={t('mailReading.vce.searchParty')}
          aria-label={t('mailReading.vce.searchParty')}
          className="h-9 min-w-0 flex-1 rounded-md border border-slate-300 px-3 text-sm"
        />
      </div>
      {query.error ? (
        <p role="alert" className="text-sm text-red-700">
          {t('mailReading.list.failed', { message: query.error.message })}{' '}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            {t('mailReading.list.retry')}
          </button>
        </p>
      ) : query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('mailReading.list.loading')}
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">
          {t('mailReading.vce.noParties')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
          {rows.map((row) => (
            <li key={row.id}>
              <button
                type="button"
                onClick={() => onPick(row.id, row.name)}
                className="flex w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-slate-50"
              >
                <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{row.name}</span>
                <span className="hidden text-slate-500 sm:inline">{row.code}</span>
                <span className="text-slate-600">{t('mailReading.vce.mailCount', { count: row.mailCount })}</span>
                <time dateTime={row.lastMailTime} className="w-20 text-right text-xs text-slate-600">
                  {rowTime(row.lastMailTime, new Date(), i18n.language)}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
