import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import type { CallRequest } from '../../shared/api/define-call';
import { serverLists, serverQuery, type ServerView } from '../../shared/api/device-calls';
import { serverAddOrEdit } from '../../shared/api/device-operation-calls';
import { invalidateCall, mutateCall } from '../api/use-call';
import { Dialog } from '../ui/dialog';
import { callBody, Field, Form, FormError, FormField, SubmitButton, useErrorText } from '../ui/form';
import { Input } from '../ui/input';
import { SupplierPicker } from './supplier-picker';

/**
 * 新增 / 编辑 a device server: supplier (picked from a searchable list), address and credentials. On an edit the password box
 * stays empty and an empty password keeps the stored one.
 */
export function ServerFormDialog({ server, onClose }: { server: ServerView | null; onClose(): void }) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(callBody(serverAddOrEdit)),
    defaultValues: server
      ? {
          id: server.id,
          supplierId: server.supplierId,
          name: server.name,
          baseUrl: server.baseUrl,
          username: server.username,
          enabled: server.enabled,
          remark: server.remark,
        }
      : { name: '', baseUrl: '', username: '', enabled: true, remark: '' },
  });
  const errorText = useErrorText();
  const submit = async (values: CallRequest<typeof serverAddOrEdit>['body']) => {
    const saved = await mutateCall(serverAddOrEdit, { body: values }, { silent: true });
    void invalidateCall(serverQuery);
    void invalidateCall(serverLists);
    toast.success(t(saved.online ? 'devices.servers.saved' : 'devices.servers.savedOffline', { name: saved.name }));
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t(server ? 'devices.servers.editTitle' : 'devices.servers.addTitle')}>
      <Form
        form={form}
        onSubmit={submit}
        aria-label={t(server ? 'devices.servers.editTitle' : 'devices.servers.addTitle')}
        className="flex max-h-[70vh] flex-col gap-3 overflow-y-auto p-0.5"
      >
        <Controller
          name="supplierId"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field
              label={t('devices.servers.supplier')}
              hint={t('devices.servers.supplierHint')}
              error={errorText(fieldState.error, t('devices.servers.supplier'))}
            >
              <SupplierPicker
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                initialLabel={server ? server.supplierName : ''}
              />
            </Field>
          )}
        />
        <FormField name="name" label={t('devices.servers.name')}>
          <Input maxLength={60} />
        </FormField>
        <FormField name="baseUrl" label={t('devices.servers.baseUrl')} hint={t('devices.servers.baseUrlHint')}>
          <Input placeholder="http://10.0.0.8:8080" />
        </FormField>
        <FormField name="username" label={t('devices.servers.username')}>
          <Input autoComplete="off" maxLength={60} />
        </FormField>
        <FormField
          name="password"
          label={t('devices.servers.password')}
          hint={server?.passwordSet ? t('devices.servers.passwordKeep') : undefined}
          options={{ setValueAs: (value: string) => (value === '' ? undefined : value) }}
        >
          <Input type="password" autoComplete="new-password" />
        </FormField>
        <FormField name="remark" label={t('devices.servers.remark')}>
          <Input maxLength={200} />
        </FormField>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4" {...form.register('enabled')} />
          {t('devices.servers.enabled')}
        </label>
        <FormError />
        <div className="flex justify-end gap-2">
          <SubmitButton busyLabel={t('devices.servers.saving')}>{t('devices.servers.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
