import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import { downloadDelete, downloadRetry, type ExportJobRow } from '../../shared/api/download-calls';
import { useCallMutation } from '../api/use-call';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { downloadFile } from './export-helper';
import { invalidateExportJobs } from './use-export-jobs';

/** Download (done), retry (failed and retryable), delete (anything not running); the lists read again after each. */
export function JobActions({ job }: { job: ExportJobRow }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const retry = useCallMutation(downloadRetry);
  const remove = useCallMutation(downloadDelete);
  const act = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await work();
      if (done) toast.success(done);
      await invalidateExportJobs();
    } catch {
      // the shared failure handler (or the download helper) already said why
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap gap-1">
      {job.status === 'done' && (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() =>
            void act(() => downloadFile(`/v2/download/downloadCenter/api/download?fileId=${job.fileId}`, job.fileName ?? 'export.xlsx'))
          }
        >
          {t('download.download')}
        </Button>
      )}
      {job.retryable && (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => void act(() => retry.mutateAsync({ body: { fileId: job.fileId } }), t('download.retried'))}
        >
          {t('download.retry')}
        </Button>
      )}
      {job.status !== 'running' && (
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
          {t('download.delete')}
        </Button>
      )}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('download.deleteTitle')}
        description={t('download.deleteConfirm', { title: job.title })}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('app.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setConfirming(false);
              void act(() => remove.mutateAsync({ body: { fileId: job.fileId } }), t('download.deleted'));
            }}
          >
            {t('download.delete')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
