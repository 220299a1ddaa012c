import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import type { z } from 'zod';
import { userCreate, userOptions, userQuery, userResetPassword, userUpdate, type AdminUserRow } from '../../shared/api/admin-calls';
import { invalidateCall, useCall, useCallMutation } from '../api/use-call';
import { Dialog } from '../ui/dialog';
import { callBody, Form, FormError, FormField, SubmitButton, useErrorText } from '../ui/form';
import { Input } from '../ui/input';
import { LoadState } from '../ui/load-state';
import { PickList } from './pick-list';

const createBody = callBody(userCreate);
const updateBody = callBody(userUpdate);
const resetBody = callBody(userResetPassword);
type CreateValues = z.input<typeof createBody>;
type ResetValues = z.input<typeof resetBody>;

/** The localized name of a role or department. */
export function useLocalName(): (row: { name: string; nameEn: string }) => string {
  const { i18n } = useTranslation();
  return (row) => (i18n.language.startsWith('zh') ? row.name : row.nameEn);
}

/** Create (row null) or edit an account, with its roles and departments. */
export function UserDialog({ row, onClose }: { row: AdminUserRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const local = useLocalName();
  const errorText = useErrorText();
  const options = useCall(userOptions);
  const form = useForm<CreateValues>({
    // Editing sends no username or password: the update schema checks the rest.
    resolver: zodResolver((row ? updateBody : createBody) as typeof createBody),
    defaultValues: row
      ? ({
          id: row.id,
          name: row.name,
          nameEn: row.nameEn,
          jobNumber: row.jobNumber,
          email: row.email ?? '',
          mobile: row.mobile ?? '',
          roleIds: row.roles.map((role) => role.id),
          deptIds: row.departments.map((dept) => dept.id),
        } as unknown as CreateValues)
      : { username: '', password: '', name: '', nameEn: '', jobNumber: '', email: '', mobile: '', roleIds: [], deptIds: [] },
  });
  const create = useCallMutation(userCreate, { silent: true });
  const update = useCallMutation(userUpdate, { silent: true });
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t(row ? 'admin.users.edit' : 'admin.users.new')}>
      <Form
        form={form}
        className="flex max-h-[70vh] flex-col gap-3 overflow-y-auto pr-1"
        onSubmit={async (values) => {
          const saved = row
            ? await update.mutateAsync({ body: values as unknown as z.input<typeof updateBody> })
            : await create.mutateAsync({ body: values });
          toast.success(t(row ? 'admin.users.done.saved' : 'admin.users.done.created', { name: saved.name }));
          void invalidateCall(userQuery);
          onClose();
        }}
      >
        {!row && (
          <FormField<CreateValues> name="username" label={t('admin.users.username')}>
            <Input autoComplete="off" />
          </FormField>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField<CreateValues> name="name" label={t('admin.users.name')}>
            <Input autoComplete="off" />
          </FormField>
          <FormField<CreateValues> name="nameEn" label={t('admin.users.nameEn')}>
            <Input autoComplete="off" />
          </FormField>
          <FormField<CreateValues> name="jobNumber" label={t('admin.users.jobNumber')}>
            <Input autoComplete="off" />
          </FormField>
          <FormField<CreateValues> name="mobile" label={t('admin.users.mobile')}>
            <Input autoComplete="off" inputMode="tel" />
          </FormField>
        </div>
        <FormField<CreateValues> name="email" label={t('admin.users.email')}>
          <Input type="email" autoComplete="off" />
        </FormField>
        {!row && (
          <FormField<CreateValues> name="password" label={t('admin.users.password')} hint={t('admin.users.passwordHint')}>
            <Input type="password" autoComplete="new-password" />
          </FormField>
        )}
        {/* The roles and departments to choose from: loading, failure with retry, then the lists. */}
        <LoadState pending={options.isPending} error={options.error} onRetry={() => void options.refetch()}>
          <Controller
            control={form.control}
            name="roleIds"
            render={({ field, fieldState }) => (
              <PickList
                legend={t('admin.users.role')}
                options={(options.data?.roles ?? []).map((role) => ({ id: role.id, label: local(role) }))}
                value={field.value}
                error={errorText(fieldState.error, t('admin.users.role')) ?? undefined}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={form.control}
            name="deptIds"
            render={({ field, fieldState }) => (
              <PickList
                legend={t('admin.users.dept')}
                options={(options.data?.departments ?? []).map((dept) => ({ id: dept.id, label: local(dept) }))}
                value={field.value}
                error={errorText(fieldState.error, t('admin.users.dept')) ?? undefined}
                onChange={field.onChange}
              />
            )}
          />
        </LoadState>
        <FormError />
        <div className="flex justify-end">
          <SubmitButton busyLabel={t('admin.saving')}>{t('admin.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

export function ResetPasswordDialog({ row, onClose }: { row: AdminUserRow; onClose(): void }) {
  const { t } = useTranslation();
  const form = useForm<ResetValues>({ resolver: zodResolver(resetBody), defaultValues: { id: row.id, password: '' } });
  const reset = useCallMutation(userResetPassword, { silent: true });
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('admin.users.resetTitle', { name: row.name })}
      description={t('admin.users.resetHint')}
    >
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          await reset.mutateAsync({ body: values });
          toast.success(t('admin.users.done.reset', { name: row.name }));
          void invalidateCall(userQuery);
          onClose();
        }}
      >
        <FormField<ResetValues> name="password" label={t('admin.users.newPassword')} hint={t('admin.users.passwordHint')}>
          <Input type="password" autoComplete="new-password" />
        </FormField>
        <FormError />
        <div className="flex justify-end">
          <SubmitButton busyLabel={t('admin.saving')}>{t('admin.users.resetPassword')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
