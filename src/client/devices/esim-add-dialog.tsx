import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import type { CallRequest } from '../../shared/api/define-call';
import { esimQuery } from '../../shared/api/device-calls';
import { esimAdd } from '../../shared/api/device-operation-calls';
import { invalidateCall, mutateCall } from '../api/use-call';
import { Dialog } from '../ui/dialog';
import { callBody, Form, FormError, FormField, SubmitButton } from '../ui/form';
import { Input } from '../ui/input';
import { PortPicker } from './port-picker';

/** 添加配置文件: a port and the operator's activation code; the device downloads the profile. */
export function EsimAddDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const pickerId = useId();
  const form = useForm({ resolver: zodResolver(callBody(esimAdd)), defaultValues: { activationCode: '' } });
  const submit = async (values: CallRequest<typeof esimAdd>['body']) => {
    const added = await mutateCall(esimAdd, { body: values }, { silent: true });
    void invalidateCall(esimQuery);
    toast.success(t('devices.esim.added', { iccid: added.iccid, port: added.portLabel }));
    onClose();
  };
  const portError = form.formState.errors.portId;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('devices.esim.addTitle')}>
      <Form form={form} onSubmit={submit} aria-label={t('devices.esim.addTitle')} className="flex flex-col gap-3">
        <Controller
          control={form.control}
          name="portId"
          render={({ field }) => (
            <PortPicker id={pickerId} value={field.value ?? null} onChange={(portId) => field.onChange(portId ?? undefined)} />
          )}
        />
        {portError && (
          <p role="alert" className="text-xs text-red-700">
            {t('devices.esim.portPick')}
          </p>
        )}
        <FormField name="activationCode" label={t('devices.esim.activationCode')} hint={t('devices.esim.activationHint')}>
          <Input placeholder="LPA:1$smdp.example.com$ABCD1234" />
        </FormField>
        <FormError />
        <div className="flex justify-end">
          <SubmitButton busyLabel={t('devices.esim.downloading')}>{t('devices.esim.download')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
