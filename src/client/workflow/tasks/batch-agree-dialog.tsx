import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/business/figures';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useAgreeTask } from '../task-actions';
import type { TaskRow } from './task-table';

type Outcome = { ok: true } | { ok: false; message: string };

/**
 * Batch agree (DingTalk 批量同意): the confirmation lists what will be approved; then each task is
 * agreed in turn with the revision the list showed, and each row says how it went. A task someone
 * else handled meanwhile fails alone (TASK_STALE) without stopping the others.
 */
export function BatchAgreeDialog({ rows, onClose }: { rows: TaskRow[]; onClose(): void }) {
  const { t } = useTranslation();
  const agree = useAgreeTask({ silent: true });
  const [comment, setComment] = useState('');
  const [outcomes, setOutcomes] = useState<Record<number, Outcome>>({});
  const [phase, setPhase] = useState<'confirm' | 'running' | 'done'>('confirm');
  const done = Object.keys(outcomes).length;
  const failed = Object.values(outcomes).filter((outcome) => !outcome.ok).length;

  const run = async () => {
    setPhase('running');
    for (const row of rows) {
      if (row.taskId === null || row.rev === null) continue;
      let outcome: Outcome;
      try {
        await agree.mutateAsync({ body: { taskId: row.taskId, rev: row.rev, comment: comment.trim() } });
        outcome = { ok: true };
      } catch (error) {
        outcome = { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
      setOutcomes((previous) => ({ ...previous, [row.instanceId]: outcome }));
    }
    setPhase('done');
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && phase !== 'running' && onClose()}
      title={t('workflowTasks.batch.title', { count: rows.length })}
      description={t('workflowTasks.batch.intro')}
    >
      <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded border border-slate-200 text-sm" aria-live="polite">
        {rows.map((row) => {
          const outcome = outcomes[row.instanceId];
          return (
            <li key={row.instanceId} className="flex flex-col gap-0.5 px-3 py-2">
              <span className="font-medium text-slate-900">{row.title}</span>
              <span className="text-xs text-slate-500">
                {[
                  row.applicantName,
                  row.nodeName ?? row.processName,
                  row.keyFigure && `${formatMoney(row.keyFigure.amount)} ${row.keyFigure.currency}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {outcome && (
                <span className={outcome.ok ? 'text-xs text-green-700' : 'text-xs text-red-700'}>
                  {outcome.ok ? t('workflowTasks.batch.ok') : t('workflowTasks.batch.failed', { message: outcome.message })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {phase === 'confirm' && (
        <label className="mt-3 flex flex-col gap-1 text-sm text-slate-700">
          {t('workflowTasks.batch.comment')}
          <textarea
            className="min-h-16 rounded-md border border-slate-300 p-2 text-sm"
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </label>
      )}
      {phase === 'running' && (
        <p role="status" className="mt-3 text-sm text-slate-600">
          {t('workflowTasks.batch.running', { done, count: rows.length })}
        </p>
      )}
      {phase === 'done' && (
        <p role="status" className="mt-3 text-sm text-slate-800">
          {t('workflowTasks.batch.summary', { ok: done - failed, failed })}
        </p>
      )}
      <div className="mt-4 flex justify-end gap-2">
        {phase === 'confirm' ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('workflowTasks.dialog.cancel')}
            </Button>
            <Button onClick={() => void run()}>{t('workflowTasks.batch.confirm', { count: rows.length })}</Button>
          </>
        ) : (
          <Button variant="secondary" disabled={phase === 'running'} onClick={onClose}>
            {t('workflowTasks.batch.close')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
