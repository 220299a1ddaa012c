import { useTranslation } from 'react-i18next';
import { accountStaffState, dingNoticeQuery, dingNoticeUpdate, updateEmailSseStatus } from '../../../shared/api/mail-tools-calls';
import { invalidateCall, useCall, useCallMutation } from '../../api/use-call';
import { LoadState } from '../../ui/load-state';
import { Switch } from '../../ui/switch';

/** 通知: new-mail push notices in the portal, and work notices in the chat app (when it is configured). */
export function NoticeTab() {
  const { t } = useTranslation();
  const state = useCall(accountStaffState);
  const ding = useCall(dingNoticeQuery);
  const push = useCallMutation(updateEmailSseStatus, { onSuccess: () => invalidateCall(accountStaffState) });
  const dingSave = useCallMutation(dingNoticeUpdate, { onSuccess: () => invalidateCall(dingNoticeQuery) });
  if (!state.data || !ding.data) {
    return (
      <LoadState
        pending={state.isPending || ding.isPending}
        error={state.error ?? ding.error}
        onRetry={() => (void state.refetch(), void ding.refetch())}
      />
    );
  }
  const dingUsable = ding.data.configured && ding.data.linked;
  return (
    <ul className="flex flex-col divide-y divide-slate-100 rounded-md border border-slate-200 bg-white">
      <li className="flex items-start justify-between gap-4 px-4 py-4">
        <div>
          <p className="font-medium text-slate-900">{t('mailTools.notices.push')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('mailTools.notices.pushHint')}</p>
        </div>
        <Switch
          checked={state.data.pushEnabled}
          label={t('mailTools.notices.push')}
          busy={push.isPending}
          onChange={(enabled) => push.mutate({ body: { enabled } })}
        />
      </li>
      <li className="flex items-start justify-between gap-4 px-4 py-4">
        <div>
          <p className="font-medium text-slate-900">{t('mailTools.notices.ding')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('mailTools.notices.dingHint')}</p>
          {!ding.data.configured && (
            <p role="note" className="mt-2 rounded border border-amber-200 bg-amber-50 px-2 py-1 text-sm text-amber-900">
              {t('mailTools.notices.dingNotConfigured')}
            </p>
          )}
          {ding.data.configured && !ding.data.linked && (
            <p role="note" className="mt-2 rounded border border-amber-200 bg-amber-50 px-2 py-1 text-sm text-amber-900">
              {t('mailTools.notices.dingNotLinked')}
            </p>
          )}
        </div>
        <Switch
          checked={ding.data.enabled}
          label={t('mailTools.notices.ding')}
          busy={dingSave.isPending || (!dingUsable && !ding.data.enabled)}
          onChange={(enabled) => dingSave.mutate({ body: { enabled } })}
        />
      </li>
    </ul>
  );
}
