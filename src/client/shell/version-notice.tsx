import { useEffect, useState } from 'react';
import Markdown from 'react-markdown';
import { useTranslation } from 'react-i18next';
import rehypeSanitize from 'rehype-sanitize';
import { versionPopupCheck, versionPopupRead } from '../../shared/api/shell-calls';
import { portalClient } from '../api/portal-client';
import { formatTime } from '../download/format';
import { useLanguage } from '../i18n/i18n';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { useShellPanels } from './notification-drawer-store';

type Detail = NonNullable<Awaited<ReturnType<typeof portalClient.call<typeof versionPopupCheck>>>['versionDetail']>;

/** shell.md §3 version notice: popupState 1 forces the popup once; 我知道了 records it as seen. */
export function VersionNotice() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [detail, setDetail] = useState<Detail | null>(null);
  useEffect(() => useShellPanels.setState({ versionNotice: detail !== null }), [detail]);
  useEffect(() => {
    let current = true;
    portalClient.call(versionPopupCheck, undefined, { silent: true }).then(
      (answer) => current && answer.popupState === 1 && setDetail(answer.versionDetail),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  const close = () => {
    if (detail) void portalClient.call(versionPopupRead, { body: { versionId: detail.versionId } }, { silent: true }).catch(() => undefined);
    setDetail(null);
  };
  return (
    <Dialog open={detail !== null} onOpenChange={(open) => !open && close()} title={detail?.title ?? t('shell.version.title')}>
      {detail && (
        <div className="flex flex-col gap-3">
          <p className="text-xs text-slate-500">{t('shell.version.released', { date: formatTime(detail.releasedAt, language) })}</p>
          <div className="prose-sm max-h-80 overflow-y-auto text-sm text-slate-700 [&_li]:ml-4 [&_li]:list-disc">
            <Markdown rehypePlugins={[rehypeSanitize]}>{detail.content}</Markdown>
          </div>
          <div className="flex justify-end">
            <Button onClick={close}>{t('shell.version.gotIt')}</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
