import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { accountBind, accountBindBody, accountStaffQuery, type StaffMailRow } from '../../../shared/api/mail-tools-calls';
import { invalidateCall, useCallMutation } from '../../api/use-call';
import { Dialog } from '../../ui/dialog';
import { Form, FormError, FormField, SubmitButton } from '../../ui/form';
import { Input } from '../../ui/input';
import { CheckboxField } from './checkbox-field';

type Values = z.input<typeof accountBindBody>;

/** Binds or changes a staff member's mailbox: local (an enabled local domain) or IMAP (server, login; the password stays when left empty). */
export function BindDialog({ row, onClose }: { row: StaffMailRow; onClose(): void }) {
  const { t } = useTranslation();
  const account = row.account;
  const form = useForm<Values>({
    resolver: zodResolver(accountBindBody),
    defaultValues: {
      staffId: row.staffId,
      address: account?.address ?? row.staffEmail ?? '',
      displayName: account?.displayName ?? row.name,
      kind: account?.kind ?? 'local',
      imap:
        account?.kind === 'imap'
          ? {
              host: account.imapHost ?? '',
              port: account.imapPort ?? 993,
              secure: account.imapSecure,
              user: account.imapUser ?? '',
              password: '',
            }
          : null,
    },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const bind = useCallMutation(accountBind, { silent: true });
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t(account ? 'mailTools.accounts.editTitle' : 'mailTools.accounts.bindTitle', { name: row.name })}
    >
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          await bind.mutateAsync({ body: values });
          void invalidateCall(accountStaffQuery);
          onClose();
        }}
      >
        <FormField<Values> name="address" label={t('mailTools.accounts.address')}>
          <Input autoComplete="off" type="email" />
        </FormField>
        <FormField<Values> name="displayName" label={t('mailTools.accounts.displayName')}>
          <Input autoComplete="off" />
        </FormField>
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium text-slate-700">{t('mailTools.accounts.kind')}</legend>
          {(['local', 'imap'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="radio"
                value={value}
                checked={kind === value}
                onChange={() => {
                  form.setValue('kind', value);
                  form.setValue(
                    'imap',
                    value === 'imap' ? (form.getValues('imap') ?? { host: '', port: 993, secure: true, user: '', password: '' }) : null,
                  );
                }}
              />
              {t(`mailTools.kinds.${value}`)}
              <span className="text-xs text-slate-500">{t(`mailTools.accounts.kindHint.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        {kind === 'imap' && (
          <div className="grid grid-cols-1 gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
            <FormField<Values> name="imap.host" label={t('mailTools.accounts.imapHost')}>
              <Input autoComplete="off" />
            </FormField>
            <FormField<Values> name="imap.port" label={t('mailTools.accounts.imapPort')} options={{ valueAsNumber: true }}>
              <Input type="number" inputMode="numeric" />
            </FormField>
            <FormField<Values> name="imap.user" label={t('mailTools.accounts.imapUser')}>
              <Input autoComplete="off" />
            </FormField>
            <FormField<Values>
              name="imap.password"
              label={t('mailTools.accounts.imapPassword')}
              hint={account?.passwordSet ? t('mailTools.accounts.passwordKept') : undefined}
            >
              <Input type="password" autoComplete="new-password" />
            </FormField>
            <CheckboxField<Values> name="imap.secure" label={t('mailTools.accounts.imapSecure')} />
          </div>
        )}
        <FormError />
        <div className="flex justify-end">
          <SubmitButton busyLabel={t('mailTools.saving')}>{t(account ? 'mailTools.save' : 'mailTools.accounts.bind')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
