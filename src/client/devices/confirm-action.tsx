import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../api/failure-text';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

/**
 * Asks before one device action (重启, 释放, 查询余额…), then runs it and shows its answer or
 * failure in the same dialog, so the person sees what the device said.
 */
export function ConfirmAction({
  title,
  description,
  confirmLabel,
  danger = false,
  run,
  onClose,
  children,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  /** Runs the action; the text it resolves to is shown as the outcome. */
  run(): Promise<string>;
  onClose(): void;
  /** What the action needs chosen first (a network mode, a port…), shown until it runs. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const go = async () => {
    setBusy(true);
    try {
      setOutcome({ ok: true, text: await run() });
    } catch (failure) {
      setOutcome({ ok: false, text: t('devices.batch.failed', { message: failureText(failure) }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description || undefined}>
      {!outcome && children && <div className="mb-3 flex flex-col gap-3">{children}</div>}
      {busy && (
        <p role="status" className="text-sm text-slate-700">
          {t('devices.action.working')}
        </p>
      )}
      {outcome && (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'text-sm text-emerald-800' : 'text-sm text-red-700'}>
          {outcome.text}
        </p>
      )}
      <div className="mt-4 flex justify-end gap-2">
        {outcome ? (
          <Button onClick={onClose}>{t('devices.confirm.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('devices.confirm.cancel')}
            </Button>
            <Button variant={danger ? 'danger' : 'primary'} disabled={busy} onClick={() => void go()}>
              {confirmLabel}
            </Button>
          </>
        )}
      </div>
    </Dialog>
  );
}
