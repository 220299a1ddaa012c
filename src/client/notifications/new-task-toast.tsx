import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
// Loaded with the first new-task notice, when the toasts are on screen already: sonner itself, for custom toasts.
import { toast } from 'sonner';
import { operateCurrentTask } from '../../shared/api/workflow-operate-calls';
import { isApiError } from '../api/api-error';
import { queryClient } from '../api/query-client';
import { callQuery, useCall } from '../api/use-call';
import { navigateTo } from '../routes/navigation';
import { Button } from '../ui/button';
import { isStaleTask, useAgreeTask } from '../workflow';
import type { TaskNotice } from './new-task-notice';

/**
 * The push notice of a task waiting for the reader: 新待办：<title> with 同意 (agrees at once, no
 * comment, on the task as it is now) and 查看 (opens the to-do). It stays until acted on or closed.
 */
export function NewTaskToast({ notice, onDone }: { notice: TaskNotice; onDone(): void }) {
  const { t } = useTranslation();
  const agree = useAgreeTask({ silent: true });
  const [busy, setBusy] = useState(false);
  // Read again after every move (the task views' refresh): once the task is handled elsewhere — the
  // palette, the to-do page, another tab — the notice has nothing left to offer and goes.
  const current = useCall(operateCurrentTask, { query: { instanceId: notice.instanceId } });
  const handled = current.data === null;
  useEffect(() => {
    if (handled && !busy) onDone();
  }, [handled, busy, onDone]);

  const agreeNow = async () => {
    setBusy(true);
    try {
      // The notice may be older than the task's last change: agree on the revision the server has now.
      const task = await queryClient.fetchQuery({
        ...callQuery(operateCurrentTask, { query: { instanceId: notice.instanceId } }),
        staleTime: 0,
      });
      if (!task) {
        toast.error(t('workflowPalette.toast.gone'));
        onDone();
        return;
      }
      await agree.mutateAsync({ body: { taskId: task.taskId, rev: task.rev, comment: '', attachments: [] } });
      toast.success(t('workflowPalette.toast.agreed', { title: notice.title }));
      onDone();
    } catch (error) {
      toast.error(
        isStaleTask(error) ? t('workflowPalette.stale') : isApiError(error) && error.message ? error.message : t('workflowPalette.failed'),
      );
      setBusy(false);
    }
  };

  return (
    <div
      data-task-toast
      className="flex w-[min(356px,calc(100vw-2rem))] flex-col gap-3 rounded-lg bg-white p-4 shadow-lg ring-1 ring-slate-200"
    >
      <p className="text-sm font-medium text-slate-900">{t('workflowPalette.toast.notice', { kind: notice.kind, title: notice.title })}</p>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('app.close')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            navigateTo(notice.profile);
            onDone();
          }}
        >
          {t('workflowPalette.toast.view')}
        </Button>
        <Button size="sm" disabled={busy} onClick={() => void agreeNow()}>
          {t('workflowPalette.toast.agree')}
        </Button>
      </div>
    </div>
  );
}

/** Shows the to-do toast; persistent like the new-mail notice, since it carries actions. */
export function showTaskToast(notice: TaskNotice): void {
  // Bottom right, clear of the palette at the top, where the reader may go to act on it.
  toast.custom((id) => <NewTaskToast notice={notice} onDone={() => toast.dismiss(id)} />, { duration: Infinity, position: 'bottom-right' });
}
