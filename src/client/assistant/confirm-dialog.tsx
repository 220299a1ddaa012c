import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

/** A yes/no question before pinning or deleting a conversation (sections.md §4). */
export function ConfirmDialog({
  open,
  title,
  note,
  danger,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  note?: string;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-overlay bg-slate-900/30" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-overlay w-[min(92vw,380px)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 shadow-xl"
          {...(note ? {} : { 'aria-describedby': undefined })}
        >
          <AlertDialog.Title className="text-base font-semibold text-slate-900">{title}</AlertDialog.Title>
          {note && <AlertDialog.Description className="mt-2 text-sm text-slate-600">{note}</AlertDialog.Description>}
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" size="sm">
                {t('assistant.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={danger ? 'danger' : 'primary'} size="sm" onClick={onConfirm}>
                {t('assistant.confirm')}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
