import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { billFlagOptions, pushToFinance, type BillFlag } from '../../../shared/api/mail-reading-calls';
import { useCall, useCallMutation } from '../../api/use-call';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/** 推送到财务: choose the bill type; a second push of the same mail is refused by the server with its message. */
export function PushFinanceDialog({ id, open, onClose }: { id: number; open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const options = useCall(billFlagOptions, open ? {} : null);
  const [flag, setFlag] = useState<BillFlag>('bill');
  const [remark, setRemark] = useState('');
  const push = useCallMutation(pushToFinance, {
    onSuccess: () => {
      toast.success(t('mailReading.detail.pushed'));
      onClose();
    },
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('mailReading.detail.pushTitle')}>
      <form
        className="flex flex-col gap-3 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          push.mutate({ body: { id, billFlag: flag, remark: remark.trim() } });
        }}
      >
        <label className="flex flex-col gap-1">
          {t('mailReading.detail.billFlag')}
          <select
            value={flag}
            onChange={(event) => setFlag(event.target.value as BillFlag)}
            className="h-9 rounded-md border border-slate-300 px-2"
          >
            {(options.data ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          {t('mailReading.detail.remark')}
          <input
            value={remark}
            maxLength={200}
            onChange={(event) => setRemark(event.target.value)}
            className="h-9 rounded-md border border-slate-300 px-2"
          />
        </label>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('mailReading.detail.cancel')}
          </Button>
          <Button type="submit" disabled={push.isPending || !options.data}>
            {t('mailReading.detail.push')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
