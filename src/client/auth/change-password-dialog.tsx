import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import { z } from 'zod';
import { changePassword } from '../../shared/api/staff-calls';
import { useCallMutation } from '../api/use-call';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { callBody, Form, FormError, FormField, SubmitButton } from '../ui/form';
import { Input } from '../ui/input';
import { useChangePasswordDialog } from './change-password-store';
import { signOut } from './sign-out';

/** The call's body plus what only the form asks: the new password typed twice. */
const changePasswordForm = callBody(changePassword)
  .safeExtend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, {
    message: 'changePassword.errors.mismatch',
    path: ['confirmPassword'],
  });

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (user menu / command). The call is repeat-check: the API client fetches the
 * one-time key itself. The server then ends every session of the user, so success signs out.
 */
export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const open = useChangePasswordDialog((state) => state.open);
  const setOpen = useChangePasswordDialog((state) => state.setOpen);
  const form = useForm({ resolver: zodResolver(changePasswordForm), defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const change = useCallMutation(changePassword, { silent: true });
  const busy = form.formState.isSubmitting;

  function onOpenChange(next: boolean) {
    if (busy) return;
    setOpen(next);
    if (!next) form.reset(EMPTY);
  }

  async function submit({ oldPassword, newPassword }: z.output<typeof changePasswordForm>) {
    await change.mutateAsync({ body: { oldPassword, newPassword } });
    toast.success(t('changePassword.success'));
    setOpen(false);
    form.reset(EMPTY);
    // Every session ended on the server: nothing to revoke, just clear and go to sign-in.
    void signOut({ callServer: false });
  }

  const fields = [
    { name: 'oldPassword', label: t('changePassword.oldPassword'), autoComplete: 'current-password' },
    {
      name: 'newPassword',
      label: t('changePassword.newPassword'),
      autoComplete: 'new-password',
      hint: t('changePassword.newPasswordHint'),
    },
    { name: 'confirmPassword', label: t('changePassword.confirmPassword'), autoComplete: 'new-password' },
  ] as const;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('changePassword.title')} description={t('changePassword.description')}>
      <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
        {fields.map((field) => (
          <FormField key={field.name} name={field.name} label={field.label} hint={'hint' in field ? field.hint : undefined}>
            <Input type="password" autoComplete={field.autoComplete} />
          </FormField>
        ))}
        <FormError />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('app.cancel')}
          </Button>
          <SubmitButton busyLabel={t('changePassword.submitting')}>{t('changePassword.submit')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
