import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sharedList, sharedRevoke, type SharedItemRow } from '../../../shared/api/mail-tools-calls';
import { invalidateCall, useCall, useCallMutation } from '../../api/use-call';
import { useDocumentTitle } from '../../routes/use-document-title';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { DataTable, cell } from '../../ui/data-table';
import { LoadState } from '../../ui/load-state';
import { PageFrame } from '../../ui/page-frame';
import { useDateTime } from '../../ui/use-date-time';

/** /setModule/email/signature: every template and signature colleagues share; an administrator can stop sharing one. */
export default function SharedItemsPage() {
  const { t } = useTranslation();
  const at = useDateTime();
  useDocumentTitle(t('mailTools.share.title'));
  const list = useCall(sharedList);
  const [revoking, setRevoking] = useState<SharedItemRow | null>(null);
  const revoke = useCallMutation(sharedRevoke, { onSuccess: () => invalidateCall(sharedList) });
  const rows = list.data ?? [];
  return (
    <PageFrame id="mail-share-title" title={t('mailTools.share.title')} intro={t('mailTools.share.intro')}>
      <LoadState
        pending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={rows.length === 0}
        emptyText={t('mailTools.share.empty')}
      />
      {rows.length > 0 && (
        <DataTable
          caption={t('mailTools.share.title')}
          head={[
            t('mailTools.share.kind'),
            t('mailTools.share.name'),
            t('mailTools.owner'),
            t('mailTools.updatedAt'),
            t('mailTools.actions'),
          ]}
        >
          {rows.map((row) => (
            <tr key={`${row.kind}:${row.id}`}>
              <td className={cell}>{t(`mailTools.share.kinds.${row.kind}`)}</td>
              <td className={`${cell} font-medium text-slate-900`}>{row.name}</td>
              <td className={cell}>{row.ownerName}</td>
              <td className={`${cell} whitespace-nowrap`}>{at(row.updatedAt)}</td>
              <td className={`${cell} whitespace-nowrap`}>
                <Button size="sm" variant="ghost" onClick={() => setRevoking(row)}>
                  {t('mailTools.share.unshare')}
                  <span className="sr-only"> {row.name}</span>
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {revoking && (
        <Dialog
          open
          onOpenChange={(next) => !next && setRevoking(null)}
          title={t('mailTools.share.unshareTitle', { name: revoking.name })}
          description={t('mailTools.share.unshareBody', { owner: revoking.ownerName })}
        >
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setRevoking(null)}>
              {t('mailTools.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate({ body: { kind: revoking.kind, id: revoking.id } }, { onSettled: () => setRevoking(null) })}
            >
              {t('mailTools.share.unshare')}
            </Button>
          </div>
        </Dialog>
      )}
    </PageFrame>
  );
}
