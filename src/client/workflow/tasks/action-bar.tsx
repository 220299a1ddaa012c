import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstanceDetail } from '../../../shared/api/workflow-calls';
import { ariaKeyshortcuts, Kbd } from '../../shortcuts';
import { Button } from '../../ui/button';
import type { DialogAction } from './action-dialogs';

export type BarAction = DialogAction | 'urge';

/** Single keys, as DingTalk's desktop approval page: they never fire while typing or while a dialog is open. */
export const ACTION_KEYS: Readonly<Record<BarAction, string>> = {
  agree: 'A',
  reject: 'R',
  transmit: 'T',
  addSign: 'J',
  comment: 'C',
  withdraw: 'W',
  urge: 'U',
  cc: 'S',
};

/** Which moves the caller has on this request: task moves on an open task, the applicant's while it runs, comment and cc always. */
export function availableActions(detail: InstanceDetail, staffId: number | null): BarAction[] {
  const open = detail.status === 'running' || detail.status === 'returned';
  const mine = detail.myTask;
  const applicant = staffId !== null && detail.applicant.staffId === staffId;
  const actions: BarAction[] = [];
  if (mine && open) {
    actions.push('agree');
    // A returned request's own task is "submit again": only agree (resubmit) and withdraw apply.
    if (mine.kind !== 'resubmit') actions.push('reject', 'transmit', 'addSign');
  }
  actions.push('comment');
  if (applicant && open) actions.push('withdraw');
  if (applicant && detail.status === 'running') actions.push('urge');
  actions.push('cc');
  return actions;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
const modalOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/** The request's moves as a bar at the foot of the profile, each with its key; 同意 first and primary. */
export function ActionBar({
  actions,
  busy,
  resubmit = false,
  onAction,
}: {
  actions: BarAction[];
  busy: boolean;
  /** The applicant's own task on a returned request: 同意 reads 重新提交. */
  resubmit?: boolean;
  onAction(action: BarAction): void;
}) {
  const { t } = useTranslation();
  const latest = useRef({ actions, busy, onAction });
  useEffect(() => {
    latest.current = { actions, busy, onAction };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || modalOpen() || latest.current.busy) return;
      const action = latest.current.actions.find((each) => ACTION_KEYS[each] === event.key.toUpperCase());
      if (!action) return;
      event.preventDefault();
      latest.current.onAction(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div
      role="toolbar"
      aria-label={t('workflowTasks.actions.bar')}
      className="sticky bottom-0 z-[2] -mx-1 flex flex-wrap gap-2 border-t border-slate-200 bg-white/95 px-1 py-3 backdrop-blur"
    >
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'agree' ? 'primary' : action === 'reject' || action === 'withdraw' ? 'danger' : 'secondary'}
          disabled={busy}
          aria-keyshortcuts={ariaKeyshortcuts([ACTION_KEYS[action]])}
          onClick={() => onAction(action)}
        >
          {t(`workflowTasks.actions.${action === 'agree' && resubmit ? 'resubmit' : action}`)}
          <Kbd chord={[ACTION_KEYS[action]]} className="ml-1 hidden sm:inline" spoken={false} />
        </Button>
      ))}
    </div>
  );
}
