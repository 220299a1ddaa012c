import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import type { z } from 'zod';
import { billFlagOptions, pushToFinance } from '../../../shared/api/mail-reading-calls';
import { useCall, useCallMutation } from '../../api/use-call';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Input } from '../../ui/input';
import { Form, FormError, FormField, SubmitButton, callBody } from '../../ui/form';

const pushBody = callBody(pushToFinance);
type Values = z.input<typeof pushBody>;
type Sent = z.output<typeof pushBody>;

/** 推送到财务: choose the bill type; a second push of the same mail is refused by the server with its message. */
export function PushFinanceDialog({ id, open, onClose }: { id: number; open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const options = useCall(billFlagOptions, open ? {} : null);
  const form = useForm<Values, unknown, Sent>({
    resolver: zodResolver(pushBody),
    defaultValues: { id, billFlag: 'bill', remark: '' },
  });
  const push = useCallMutation(pushToFinance, {
    onSuccess: () => {
      toast.success(t('mailReading.detail.pushed'));
      onClose();
    },
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('mailReading.detail.pushTitle')}>
      <Form form={form} className="flex flex-col gap-3 text-sm" onSubmit={(values: Sent) => push.mutateAsync({ body: { ...values, id } })}>
        <FormField<Values> name="billFlag" label={t('mailReading.detail.billFlag')}>
          <select className="h-9 rounded-md border border-slate-300 px-2">
            {(options.data ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField<Values> name="remark" label={t('mailReading.detail.remark')}>
          <Input maxLength={200} />
        </FormField>
        <FormError />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('mailReading.detail.cancel')}
          </Button>
          <SubmitButton busyLabel={t('mailReading.detail.push')} disabled={!options.data}>
            {t('mailReading.detail.push')}
          </SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
