import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { dingNoticeEnable, dingNoticePage, dingNoticeSave, type ChatNotice } from '../../shared/api/version-calls';
import { invalidateCall, useCall, useCallMutation } from '../api/use-call';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { callBody, Form, FormError, FormField, SubmitButton } from '../ui/form';
import { Input } from '../ui/input';
import { Select } from './select';
import { DataTable, cell } from '../ui/data-table';
import { LoadState } from '../ui/load-state';
import { Switch } from '../ui/switch';
import { useDateTime } from '../ui/use-date-time';

const body = callBody(dingNoticeSave);
type Values = z.input<typeof body>;

function RuleDialog({
  rule,
  departments,
  onClose,
}: {
  rule: ChatNotice | null;
  departments: readonly { id: number; name: string }[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(body),
    defaultValues: rule
      ? { id: rule.id, name: rule.name, audience: rule.audience, deptIds: rule.deptIds, popupOnly: rule.popupOnly }
      : { name: '', audience: 'all', deptIds: [], popupOnly: false },
  });
  const audience = useWatch({ control: form.control, name: 'audience' });
  const chosen = useWatch({ control: form.control, name: 'deptIds' }) ?? [];
  const save = useCallMutation(dingNoticeSave, { silent: true });
  const deptError = form.formState.errors.deptIds?.message;
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={rule ? t('versions.chat.edit') : t('versions.chat.new')}>
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          await save.mutateAsync({ body: values });
          void invalidateCall(dingNoticePage);
          onClose();
        }}
      >
        <FormField<Values> name="name" label={t('versions.chat.name')}>
          <Input autoComplete="off" />
        </FormField>
        <FormField<Values> name="audience" label={t('versions.chat.audience')}>
          <Select>
            <option value="all">{t('versions.chat.audienceAll')}</option>
            <option value="depts">{t('versions.chat.audienceDepts')}</option>
          </Select>
        </FormField>
        {audience === 'depts' && (
          <fieldset className="flex max-h-48 flex-col gap-1 overflow-y-auto rounded-md border border-slate-200 p-2">
            <legend className="px-1 text-sm text-slate-700">{t('versions.chat.depts')}</legend>
            {departments.map((dept) => (
              <label key={dept.id} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  checked={chosen.includes(dept.id)}
                  onChange={(event) =>
                    form.setValue('deptIds', event.target.checked ? [...chosen, dept.id] : chosen.filter((id) => id !== dept.id), {
                      shouldValidate: form.formState.isSubmitted,
                    })
                  }
                />
                {dept.name}
              </label>
            ))}
            {deptError && (
              <p role="alert" className="text-xs text-red-700">
                {t('versions.chat.deptsRequired')}
              </p>
            )}
          </fieldset>
        )}
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" className="mt-0.5 h-4 w-4" {...form.register('popupOnly')} />
          <span>
            {t('versions.chat.popupOnly')}
            <span className="block text-xs text-slate-500">{t('versions.chat.popupOnlyHint')}</span>
          </span>
        </label>
        <FormError />
        <div className="flex justify-end">
          <SubmitButton busyLabel={t('versions.saving')}>{t('versions.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

/** 钉钉通知: who gets a chat-app work notice when a release is published, and how the last sending went. */
export function ChatNoticeTab() {
  const { t } = useTranslation();
  const at = useDateTime();
  const [editing, setEditing] = useState<ChatNotice | 'new' | null>(null);
  const list = useCall(dingNoticePage, { body: { page: 1, pageSize: 50 } });
  const enable = useCallMutation(dingNoticeEnable, { onSuccess: () => invalidateCall(dingNoticePage) });
  const rows = list.data?.rows ?? [];
  const sendText = (send: ChatNotice['lastSend']) => {
    if (!send) return t('versions.chat.neverSent');
    if (send.state === 'not_configured') return t('versions.chat.notConfiguredSend', { version: send.version, count: send.recipients });
    if (send.state === 'sending') return t('versions.chat.sending', { version: send.version });
    return t('versions.chat.sent', { version: send.version, sent: send.sent, skipped: send.skipped, failed: send.failed });
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="max-w-2xl text-sm text-slate-600">{t('versions.chat.intro')}</p>
        <Button onClick={() => setEditing('new')}>{t('versions.chat.new')}</Button>
      </div>
      {list.data && !list.data.chatAppConfigured && (
        <p role="note" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('versions.chat.notConfigured')}
        </p>
      )}
      <LoadState
        pending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={rows.length === 0}
        emptyText={t('versions.chat.empty')}
      />
      {rows.length > 0 && (
        <DataTable
          caption={t('versions.config.tabs.chat')}
          head={[
            t('versions.chat.name'),
            t('versions.chat.audience'),
            t('versions.chat.lastSend'),
            t('versions.chat.enabled'),
            t('versions.actions'),
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={cell}>
                <span className="font-medium text-slate-900">{row.name}</span>
                {row.popupOnly && <span className="block text-xs text-slate-500">{t('versions.chat.popupOnly')}</span>}
              </td>
              <td className={cell}>{row.audience === 'all' ? t('versions.chat.audienceAll') : row.deptNames.join('、')}</td>
              <td className={cell}>
                {sendText(row.lastSend)}
                {row.lastSend && <span className="block text-xs text-slate-500">{at(row.lastSend.startedAt)}</span>}
              </td>
              <td className={cell}>
                <Switch
                  checked={row.enabled}
                  label={t('versions.chat.enableLabel', { name: row.name })}
                  busy={enable.isPending}
                  onChange={(enabled) => enable.mutate({ body: { id: row.id, enabled } })}
                />
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <Button size="sm" variant="ghost" onClick={() => setEditing(row)}>
                  {t('versions.edit')}
                  <span className="sr-only"> {row.name}</span>
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {editing && (
        <RuleDialog rule={editing === 'new' ? null : editing} departments={list.data?.departments ?? []} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
