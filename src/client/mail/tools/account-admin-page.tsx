import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountStaffQuery, accountUnbind, type StaffMailRow } from '../../../shared/api/mail-tools-calls';
import { invalidateCall, useCall, useCallMutation } from '../../api/use-call';
import { Pager } from '../../business';
import { useDocumentTitle } from '../../routes/use-document-title';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { BindDialog } from './bind-dialog';
import { DataTable, cell } from '../../ui/data-table';
import { LoadState } from '../../ui/load-state';
import { PageFrame } from '../../ui/page-frame';
import { SearchBox } from '../../ui/search-box';
import { useDateTime } from '../../ui/use-date-time';

const PAGE_SIZE = 20;
type Bound = 'all' | 'bound' | 'unbound';

/** /setModule/email/account: every staff member with the mailbox bound to them; bind, change or unbind. */
export default function AccountAdminPage() {
  const { t } = useTranslation();
  const at = useDateTime();
  useDocumentTitle(t('mailTools.accounts.title'));
  const [keyword, setKeyword] = useState('');
  const [bound, setBound] = useState<Bound>('all');
  const [page, setPage] = useState(1);
  const [binding, setBinding] = useState<StaffMailRow | null>(null);
  const [unbinding, setUnbinding] = useState<StaffMailRow | null>(null);
  const list = useCall(
    accountStaffQuery,
    { body: { page, pageSize: PAGE_SIZE, keyword: keyword.trim() || undefined, bound } },
    { placeholderData: keepPreviousData },
  );
  const unbind = useCallMutation(accountUnbind, { onSuccess: () => invalidateCall(accountStaffQuery) });
  const rows = list.data?.rows ?? [];
  return (
    <PageFrame
      id="mail-accounts-title"
      title={t('mailTools.accounts.title')}
      intro={t('mailTools.accounts.intro')}
      actions={
        <>
          <SearchBox
            id="mail-accounts-keyword"
            label={t('mailTools.accounts.search')}
            value={keyword}
            onChange={(v) => (setKeyword(v), setPage(1))}
          />
          <label className="sr-only" htmlFor="mail-accounts-bound">
            {t('mailTools.accounts.filter')}
          </label>
          <select
            id="mail-accounts-bound"
            value={bound}
            onChange={(event) => (setBound(event.target.value as Bound), setPage(1))}
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
          >
            {(['all', 'bound', 'unbound'] as const).map((value) => (
              <option key={value} value={value}>
                {t(`mailTools.accounts.bound.${value}`)}
              </option>
            ))}
          </select>
        </>
      }
    >
      <LoadState
        pending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={rows.length === 0}
        emptyText={t('mailTools.accounts.empty')}
      />
      {rows.length > 0 && (
        <DataTable
          caption={t('mailTools.accounts.title')}
          head={[
            t('mailTools.accounts.staff'),
            t('mailTools.accounts.address'),
            t('mailTools.accounts.kind'),
            t('mailTools.accounts.sync'),
            t('mailTools.actions'),
          ]}
        >
          {rows.map((row) => (
            <tr key={row.staffId}>
              <td className={cell}>
                <span className="font-medium text-slate-900">{row.name}</span>
                <span className="block text-xs text-slate-600">{row.username}</span>
              </td>
              <td className={`${cell} break-words`}>
                {row.account ? row.account.address : <span className="text-slate-600">{t('mailTools.accounts.none')}</span>}
              </td>
              <td className={cell}>{row.account ? t(`mailTools.kinds.${row.account.kind}`) : '—'}</td>
              <td className={cell}>
                {row.account?.kind === 'imap' ? (
                  row.account.lastSyncError ? (
                    <span className="text-red-700">{row.account.lastSyncError}</span>
                  ) : (
                    at(row.account.lastSyncAt)
                  )
                ) : (
                  '—'
                )}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <Button size="sm" variant={row.account ? 'ghost' : 'secondary'} onClick={() => setBinding(row)}>
                  {t(row.account ? 'mailTools.edit' : 'mailTools.accounts.bind')}
                  <span className="sr-only"> {row.name}</span>
                </Button>
                {row.account && (
                  <Button size="sm" variant="ghost" onClick={() => setUnbinding(row)}>
                    {t('mailTools.accounts.unbind')}
                    <span className="sr-only"> {row.name}</span>
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {(list.data?.count ?? 0) > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} count={list.data?.count ?? 0} onPage={setPage} />}
      {binding && <BindDialog row={binding} onClose={() => setBinding(null)} />}
      {unbinding && (
        <Dialog
          open
          onOpenChange={(next) => !next && setUnbinding(null)}
          title={t('mailTools.accounts.unbindTitle', { name: unbinding.name })}
          description={t('mailTools.accounts.unbindBody', { address: unbinding.account?.address ?? '' })}
        >
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setUnbinding(null)}>
              {t('mailTools.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={unbind.isPending}
              onClick={() => unbind.mutate({ body: { staffId: unbinding.staffId } }, { onSuccess: () => setUnbinding(null) })}
            >
              {t('mailTools.accounts.unbind')}
            </Button>
          </div>
        </Dialog>
      )}
    </PageFrame>
  );
}
