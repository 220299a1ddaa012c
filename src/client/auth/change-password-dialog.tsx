import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { changePassword } from '../../shared/api/staff-calls';
import { portalClient } from '../api/portal-client';
import { failureText } from '../api/failure-text';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { useChangePasswordDialog } from './change-password-store';
import { validateChangePassword, type ChangePasswordErrors, type ChangePasswordValues } from './change-password-validation';
import { signOut } from './sign-out';

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (user menu / command). The call is repeat-check: the API client fetches the
 * one-time key itself. The server then ends every session of the user, so success signs out.
 */
export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const open = useChangePasswordDialog((state) => state.open);
  const setOpen = useChangePasswordDialog((state) => state.setOpen);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function onOpenChange(next: boolean) {
    if (submitting) return;
    setOpen(next);
    if (!next) {
      setValues(EMPTY);
      setErrors({});
      setFormError(null);
    }
  }

  const change = (name: keyof ChangePasswordValues) => (event: { target: { value: string } }) =>
    setValues((prev) => ({ ...prev, [name]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateChangePassword(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await portalClient.call(
        changePassword,
        { body: { oldPassword: values.oldPassword, newPassword: values.newPassword } },
        { silent: true },
      );
      toast.success(t('changePassword.success'));
      setSubmitting(false);
      onOpenChange(false);
      // Every session ended on the server: nothing to revoke, just clear and go to sign-in.
      void signOut({ callServer: false });
    } catch (error) {
      setFormError(failureText(error));
      setSubmitting(false);
    }
  }

  const fields = [
    { name: 'oldPassword', label: t('changePassword.oldPassword'), autoComplete: 'current-password' },
    { name: 'newPassword', label: t('changePassword.newPassword'), autoComplete: 'new-password', hint: t('changePassword.newPasswordHint') },
    { name: 'confirmPassword', label: t('changePassword.confirmPassword'), autoComplete: 'new-password' },
  ] as const;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('changePassword.title')} description={t('changePassword.description')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {fields.map((field) => {
          const error = errors[field.name];
          return (
            <Field key={field.name} label={field.label} error={error && t(error)} hint={'hint' in field ? field.hint : undefined}>
              <Input type="password" name={field.name} autoComplete={field.autoComplete} value={values[field.name]} onChange={change(field.name)} />
            </Field>
          );
        })}
        {formError && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {formError}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={submitting}>
            {t('app.cancel')}
          </Button>
          <Button type="submit" disabled={submitting}>
            {submitting ? t('changePassword.submitting') : t('changePassword.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
