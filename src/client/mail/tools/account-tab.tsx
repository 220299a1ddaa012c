import { useTranslation } from 'react-i18next';
import { accountStaffState } from '../../../shared/api/mail-tools-calls';
import { useCall } from '../../api/use-call';
import { LoadState } from '../../ui/load-state';
import { useDateTime } from '../../ui/use-date-time';

/** 账户: the caller's mailbox as bound by an administrator (address, kind, last sync). */
export function AccountTab() {
  const { t } = useTranslation();
  const at = useDateTime();
  const state = useCall(accountStaffState);
  if (!state.data) return <LoadState pending={state.isPending} error={state.error} onRetry={() => void state.refetch()} />;
  const s = state.data;
  if (!s.bound) {
    return (
      <div className="rounded-md border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">
        {t('mailTools.account.unbound')}
      </div>
    );
  }
  const rows: [string, string][] = [
    [t('mailTools.account.address'), s.address ?? '—'],
    [t('mailTools.account.displayName'), s.displayName ?? '—'],
    [t('mailTools.account.kind'), s.kind ? t(`mailTools.kinds.${s.kind}`) : '—'],
    [t('mailTools.account.push'), s.pushEnabled ? t('mailTools.on') : t('mailTools.off')],
  ];
  if (s.kind === 'imap') {
    rows.push([t('mailTools.account.lastSync'), at(s.lastSyncAt)]);
    rows.push([t('mailTools.account.lastSyncError'), s.lastSyncError ?? t('mailTools.account.noSyncError')]);
  }
  return (
    <div className="rounded-md border border-slate-200 bg-white px-4 py-4">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-slate-600">{t('mailTools.account.adminHint')}</p>
    </div>
  );
}
