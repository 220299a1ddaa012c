import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from '../../ui/toast';
import { draftDel, draftQuery } from '../../../shared/api/mail-compose-calls';
import { formatAddressList } from '../../../shared/mail/display';
import { MAIL_PATHS } from '../../../shared/mail/folders';
import { quoteTime } from '../../../shared/mail/quoted-original';
import { failureText } from '../../api/failure-text';
import { invalidateCall, useCall, useCallMutation } from '../../api/use-call';
import { Button } from '../../ui/button';
import { MailboxLayout } from '../reading/mailbox-layout';

const PAGE_SIZE = 20;

/** /message/email/drafts: the drafts, newest first, with the time of timed ones; open to edit, delete. */
export default function DraftsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useCall(draftQuery, { body: { page, pageSize: PAGE_SIZE } });
  const remove = useCallMutation(draftDel, {
    onSuccess: async () => {
      toast.success(t('mailCompose.draftsDeleted'));
      await invalidateCall(draftQuery);
    },
  });
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE));
  return (
    <MailboxLayout title={t('mailCompose.draftsTitle')}>
      <div className="p-3 sm:p-4">
        {list.isPending ? (
          <p className="text-sm text-slate-600">{t('mailCompose.loading')}</p>
        ) : list.error ? (
          <p role="alert" className="text-sm text-red-700">
            {t('mailCompose.loadFailed', { message: failureText(list.error) })}
          </p>
        ) : list.data.rows.length === 0 ? (
          <p className="py-10 text-center text-sm text-slate-600">{t('mailCompose.draftsEmpty')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
            {list.data.rows.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
                <Link to={`${MAIL_PATHS.write}?draft=${row.id}`} className="min-w-0 flex-1 hover:underline">
                  <span className="block truncate font-medium text-slate-900">{row.subject || t('mailCompose.noSubject')}</span>
                  <span className="block truncate text-slate-600">
                    {t('mailCompose.draftsTo')}: {formatAddressList(row.to)}
                  </span>
                </Link>
                {row.scheduledAt && (
                  <span className="rounded bg-amber-50 px-2 py-0.5 text-xs text-amber-900">
                    {t('mailCompose.draftsScheduled')} {quoteTime(row.scheduledAt)}
                  </span>
                )}
                <span className="text-xs text-slate-600">{quoteTime(row.updatedAt)}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    if (window.confirm(t('mailCompose.draftsDeleteConfirm'))) remove.mutate({ body: { ids: [row.id] } });
                  }}
                >
                  {t('mailCompose.draftsDelete')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <div className="mt-3 flex items-center gap-2 text-sm">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('mailCompose.prev')}
            </Button>
            <span>{t('mailCompose.pageOf', { page, pages })}</span>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              {t('mailCompose.next')}
            </Button>
          </div>
        )}
      </div>
    </MailboxLayout>
  );
}
