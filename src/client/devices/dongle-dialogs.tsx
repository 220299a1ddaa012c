import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import { DONGLE_NETWORKS, dongleQuery, serverLists, type DongleNetwork, type DongleView } from '../../shared/api/device-calls';
import type { CallRequest } from '../../shared/api/define-call';
import { dongleAdd, dongleImei, dongleNetwork, dongleReboot, dongleSimbankLink } from '../../shared/api/device-operation-calls';
import { invalidateCall, mutateCall, useCall } from '../api/use-call';
import { Dialog } from '../ui/dialog';
import { callBody, Form, FormError, FormField, SubmitButton } from '../ui/form';
import { Input } from '../ui/input';
import { ConfirmAction } from './confirm-action';
import { PortPicker } from './port-picker';

const control =
  'h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500';

/** 登记 Dongle: the server it hangs on, the device code the server reports, and a name. */
export function DongleAddDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const servers = useCall(serverLists).data ?? [];
  const form = useForm({ resolver: zodResolver(callBody(dongleAdd)), defaultValues: { deviceCode: '', name: '' } });
  const submit = async (values: CallRequest<typeof dongleAdd>['body']) => {
    const added = await mutateCall(dongleAdd, { body: values }, { silent: true });
    void invalidateCall(dongleQuery);
    toast.success(t('devices.dongles.added', { name: added.name }));
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('devices.dongles.addTitle')}>
      <Form form={form} onSubmit={submit} aria-label={t('devices.dongles.addTitle')} className="flex flex-col gap-3">
        <FormField name="serverId" label={t('devices.filter.server')} options={{ valueAsNumber: true }}>
          <select className={control}>
            <option value="">—</option>
            {servers.map((server) => (
              <option key={server.id} value={server.id}>
                {server.simulated ? `${server.name}（${t('devices.simulated')}）` : server.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField name="deviceCode" label={t('devices.dongles.code')} hint={t('devices.dongles.codeHint')}>
          <Input autoComplete="off" maxLength={40} />
        </FormField>
        <FormField name="name" label={t('devices.dongles.name')}>
          <Input maxLength={60} />
        </FormField>
        <FormError />
        <div className="flex justify-end">
          <SubmitButton busyLabel={t('devices.dongles.saving')}>{t('devices.dongles.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

export type DongleAction = 'network' | 'link' | 'imei' | 'reboot';

/**
 * A dongle's actions, each asked before it runs: network mode (a choice), link to a SIM-bank
 * port (a port, or none to unlink), IMEI (typed, or empty for the pool's next), restart.
 */
export function DongleActionDialog({ action, dongle, onClose }: { action: DongleAction; dongle: DongleView; onClose(): void }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [network, setNetwork] = useState<DongleNetwork>(dongle.network);
  const [portId, setPortId] = useState<number | null>(dongle.portId);
  const [imei, setImei] = useState('');
  const after = (changed: DongleView) => {
    void invalidateCall(dongleQuery);
    return t('devices.dongles.done', { name: changed.name, state: t(`devices.bankState.${changed.state}`) });
  };
  const run = async () => {
    const id = dongle.id;
    if (action === 'network') return after(await mutateCall(dongleNetwork, { body: { id, network } }, { silent: true }));
    if (action === 'link') return after(await mutateCall(dongleSimbankLink, { body: { id, portId } }, { silent: true }));
    if (action === 'imei') return after(await mutateCall(dongleImei, { body: { id, imei: imei.trim() || null } }, { silent: true }));
    return after(await mutateCall(dongleReboot, { body: { id } }, { silent: true }));
  };
  const titles: Record<DongleAction, string> = {
    network: t('devices.dongles.networkTitle', { name: dongle.name }),
    link: t('devices.dongles.linkTitle', { name: dongle.name }),
    imei: t('devices.dongles.imeiTitle', { name: dongle.name }),
    reboot: t('devices.dongles.rebootTitle', { name: dongle.name }),
  };
  return (
    <ConfirmAction
      title={titles[action]}
      description={
        action === 'reboot'
          ? t('devices.dongles.rebootConfirm', { name: dongle.name })
          : action === 'imei'
            ? t('devices.dongles.imeiHint')
            : ''
      }
      confirmLabel={action === 'reboot' ? t('devices.dongles.reboot') : t('devices.dongles.apply')}
      danger={action === 'reboot'}
      run={run}
      onClose={onClose}
    >
      {action === 'network' && (
        <label htmlFor={fieldId} className="flex flex-col gap-1 text-sm text-slate-700">
          {t('devices.dongles.network')}
          <select id={fieldId} className={control} value={network} onChange={(event) => setNetwork(event.target.value as DongleNetwork)}>
            {DONGLE_NETWORKS.map((mode) => (
              <option key={mode} value={mode}>
                {t(`devices.networks.${mode}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {action === 'link' && <PortPicker id={fieldId} value={portId} onChange={setPortId} />}
      {action === 'imei' && (
        <label htmlFor={fieldId} className="flex flex-col gap-1 text-sm text-slate-700">
          IMEI
          <input
            id={fieldId}
            className={control}
            inputMode="numeric"
            maxLength={15}
            value={imei}
            onChange={(event) => setImei(event.target.value)}
          />
        </label>
      )}
    </ConfirmAction>
  );
}
