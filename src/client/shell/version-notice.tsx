import { Suspense, lazy, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { versionPopupCheck, versionPopupRead } from '../../shared/api/version-check-calls';
import { queryClient } from '../api/query-client';
import { PER_SESSION, callQuery, useCall, useCallMutation } from '../api/use-call';
import { formatTime } from '../download';
import { useLanguage } from '../i18n/i18n';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { useOverlayTurn } from './first-visit/overlay-queue';

// The markdown libraries come with the first popup, not with every signed-in page.
const NoticeMarkdown = lazy(() => import('./notice-markdown'));
/**
 * shell.md §3 version notice: popupState 1 forces the popup once; 我知道了 records it as seen.
 * `due`: the first-visit overlays may take their turns (the page has shown and the browser is
 * idle); the check is asked for then, not among the reads the first page waits for.
 */
export function VersionNotice({ due: overlaysDue }: { due: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data: check, isPending } = useCall(versionPopupCheck, undefined, { ...PER_SESSION, enabled: overlaysDue });
  const wanted = check?.popupState === 1 ? check.versionDetail : null;
  const myTurn = useOverlayTurn('version', isPending ? 'pending' : wanted ? 'show' : 'none');
  const due = myTurn ? wanted : null;
  // Opened in a background render that yields to the browser (the dialog and its notes are a large
  // first render); closed at once.
  const opening = useDeferredValue(due);
  const detail = due && opening;
  // Seen at once: the popup closes whether or not the server recorded it.
  const markRead = useCallMutation(versionPopupRead, {
    silent: true,
    onMutate: () => queryClient.setQueryData(callQuery(versionPopupCheck).queryKey, { popupState: 0, versionDetail: null }),
  });
  const close = () => {
    if (detail) markRead.mutate({ body: { versionId: detail.versionId } });
  };
  return (
    <Dialog
      open={detail !== null}
      onOpenChange={(open) => !open && close()}
      title={detail?.title ?? t('shell.version.title')}
      openedOnItsOwn
    >
      {detail && (
        <div className="flex flex-col gap-3">
          <p className="text-xs text-slate-500">{t('shell.version.released', { date: formatTime(detail.releasedAt, language) })}</p>
          <div className="prose-sm max-h-80 overflow-y-auto text-sm text-slate-700 [&_li]:ml-4 [&_li]:list-disc">
            <Suspense fallback={<p className="text-slate-400">{t('ui.state.loading')}</p>}>
              <NoticeMarkdown text={detail.content} />
            </Suspense>
          </div>
          <div className="flex justify-end">
            <Button onClick={close}>{t('shell.version.gotIt')}</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
