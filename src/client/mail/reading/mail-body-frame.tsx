import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildMailSrcdoc, estimatedFrameHeight, MAIL_FRAME_SANDBOX } from './mail-srcdoc';

/**
 * The message body in a sandboxed frame: no scripts, no same-origin, its own CSP. It cannot be
 * measured from here (that would need same-origin), so it gets an estimated height and scrolls.
 */
export function MailBodyFrame({ html, remoteImages }: { html: string; remoteImages: boolean }) {
  const { t, i18n } = useTranslation();
  const srcDoc = useMemo(() => buildMailSrcdoc(html, { remoteImages, lang: i18n.language }), [html, remoteImages, i18n.language]);
  return (
    <iframe
      title={t('mailReading.detail.bodyTitle')}
      sandbox={MAIL_FRAME_SANDBOX}
      srcDoc={srcDoc}
      referrerPolicy="no-referrer"
      className="w-full rounded-md border border-slate-200 bg-white"
      style={{ height: estimatedFrameHeight(html) }}
    />
  );
}
