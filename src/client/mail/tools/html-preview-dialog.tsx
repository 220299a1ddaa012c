import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';

/**
 * A template or signature as it will look in a mail. The html was sanitized on save; it is still shown
 * in a frame with every sandbox restriction (no scripts, no same-origin), as received mail is.
 */
export function HtmlPreviewDialog({ name, subject, html, onClose }: { name: string; subject?: string; html: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('mailTools.preview.title', { name })}
      description={subject ? t('mailTools.preview.subject', { subject }) : undefined}
    >
      <iframe
        title={t('mailTools.preview.frame', { name })}
        sandbox=""
        srcDoc={html}
        className="h-72 w-full rounded border border-slate-200 bg-white"
      />
    </Dialog>
  );
}
