import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { imeiAutoGenerate, imeiQuery, imeiStatistics } from '../../shared/api/device-calls';
import type { CallData, CallRequest } from '../../shared/api/define-call';
import { invalidateCall, mutateCall } from '../api/use-call';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { callBody, Form, FormError, FormField, SubmitButton } from '../ui/form';
import { Input } from '../ui/input';

const SHOWN = 20;

/** 按 TAC 生成: a TAC of an allowed range and how many; the new IMEIs are listed (the first 20). */
export function ImeiGenerateDialog({ ranges, onClose }: { ranges: string[]; onClose(): void }) {
  const { t } = useTranslation();
  const [made, setMade] = useState<CallData<typeof imeiAutoGenerate> | null>(null);
  const form = useForm({ resolver: zodResolver(callBody(imeiAutoGenerate)), defaultValues: { tac: '', count: 10 } });
  const submit = async (values: CallRequest<typeof imeiAutoGenerate>['body']) => {
    setMade(await mutateCall(imeiAutoGenerate, { body: values }, { silent: true }));
    void invalidateCall(imeiQuery);
    void invalidateCall(imeiStatistics);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('devices.imei.generateTitle')}
      description={t('devices.imei.generateHint')}
    >
      {made ? (
        <div className="flex max-h-[60vh] flex-col gap-2 overflow-y-auto text-sm">
          <p role="status" className="text-emerald-800">
            {t('devices.imei.generated', { count: made.imeis.length, batchNo: made.batchNo })}
          </p>
          <ul className="grid grid-cols-1 gap-x-4 font-mono text-xs sm:grid-cols-2">
            {made.imeis.slice(0, SHOWN).map((imei) => (
              <li key={imei}>{imei}</li>
            ))}
          </ul>
          {made.imeis.length > SHOWN && (
            <p className="text-slate-600">{t('devices.imei.moreGenerated', { count: made.imeis.length - SHOWN })}</p>
          )}
          <div className="mt-2 flex justify-end">
            <Button onClick={onClose}>{t('devices.confirm.close')}</Button>
          </div>
        </div>
      ) : (
        <Form form={form} onSubmit={submit} aria-label={t('devices.imei.generateTitle')} className="flex flex-col gap-3">
          {ranges.length > 0 && (
            <div className="text-xs text-slate-600">
              <p className="font-medium">{t('devices.imei.tacRanges')}</p>
              <ul>
                {ranges.map((range) => (
                  <li key={range}>{range}</li>
                ))}
              </ul>
            </div>
          )}
          <FormField name="tac" label={t('devices.imei.tac')}>
            <Input inputMode="numeric" maxLength={8} autoComplete="off" />
          </FormField>
          <FormField name="count" label={t('devices.imei.count')} options={{ valueAsNumber: true }}>
            <Input type="number" min={1} max={1000} />
          </FormField>
          <FormError />
          <div className="flex justify-end">
            <SubmitButton busyLabel={t('devices.imei.generating')}>{t('devices.imei.generate')}</SubmitButton>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
