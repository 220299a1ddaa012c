import { formatCount } from '../../shared/business/figures';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../auth';
import { navigateTo } from '../routes/navigation';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { useDownloads } from './download-store';

export const DOWNLOAD_CENTRE_PATH = '/general/download';

/**
 * shell.md §4: "a dialog says the export task was generated and to go to the download centre, with
 * an estimate". Users without the download centre page see the dialog without the link.
 */
export function ExportQueuedDialog() {
  const { t } = useTranslation();
  const queued = useDownloads((state) => state.queued);
  const close = useDownloads((state) => state.closeQueued);
  const canOpenCentre = useSessionUser()?.resource.some((entry) => entry.router === DOWNLOAD_CENTRE_PATH) ?? false;
  return (
    <Dialog
      open={queued !== null}
      onOpenChange={(open) => !open && close()}
      title={t('download.queuedTitle')}
      description={queued ? t('download.queuedText', { total: formatCount(queued.totalNum), minutes: queued.estimateMinutes }) : undefined}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={close}>
          {t('download.later')}
        </Button>
        {canOpenCentre && (
          <Button
            onClick={() => {
              close();
              navigateTo(DOWNLOAD_CENTRE_PATH);
            }}
          >
            {t('download.goToCentre')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
