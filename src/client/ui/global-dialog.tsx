import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { clsx } from 'clsx';
import { TriangleAlert, Info } from 'lucide-react';
import { navigateTo } from '../routes/navigation';
import { useDialogStore, type QueuedDialog } from './dialog-store';

const BUTTON =
  'inline-flex h-9 items-center rounded-md px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/**
 * The first queued global dialog (shell.md §8 dialogs), loaded with the first such dialog.
 * An alert dialog: it does not close on outside click, only through its buttons or Escape.
 */
export default function GlobalDialog({ current }: { current: QueuedDialog }) {
  const close = useDialogStore((state) => state.close);
  const Icon = current.tone === 'warning' ? TriangleAlert : Info;
  return (
    <AlertDialog.Root key={current.id} open onOpenChange={(open) => !open && close()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-overlay bg-slate-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-overlay w-[min(92vw,420px)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <div className="flex gap-3">
            <Icon
              aria-hidden
              size={22}
              className={clsx('mt-0.5 shrink-0', current.tone === 'warning' ? 'text-amber-500' : 'text-brand-500')}
            />
            <div>
              <AlertDialog.Title className="text-base font-semibold text-slate-900">{current.title}</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm text-slate-600">{current.description}</AlertDialog.Description>
            </div>
          </div>
          <div className="mt-6 flex justify-end gap-2">
            {current.actions.map((action) => (
              <AlertDialog.Action
                key={action.label}
                className={clsx(BUTTON, 'bg-brand-600 text-white hover:bg-brand-700')}
                onClick={() => action.to && navigateTo(action.to)}
              >
                {action.label}
              </AlertDialog.Action>
            ))}
            <AlertDialog.Cancel className={clsx(BUTTON, 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50')}>
              {current.dismissLabel}
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
