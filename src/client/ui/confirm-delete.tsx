import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

/** Asks before deleting the named thing (`body` says what else goes with it); Escape or 取消 keeps it. */
export function ConfirmDelete({
  name,
  body,
  busy,
  onConfirm,
  onCancel,
}: {
  name: string;
  body?: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onCancel()}
      title={t('ui.confirmDelete.title')}
      description={body ?? t('ui.confirmDelete.body', { name })}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('ui.cancel')}
        </Button>
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          {t('ui.delete')}
        </Button>
      </div>
    </Dialog>
  );
}
