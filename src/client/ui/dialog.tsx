import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children: ReactNode;
  /**
   * The dialog opened on its own (a first-visit notice), not from something the person did: focus
   * moves into it after the browser's next layout, instead of the focus trap's search for the first
   * field forcing a layout of the whole page inside the opening render.
   */
  openedOnItsOwn?: boolean;
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focuses the dialog's first field (or the dialog) once the browser has laid it out. */
function focusAfterLayout(event: Event): void {
  const content = event.target;
  if (!(content instanceof HTMLElement) || typeof ResizeObserver === 'undefined') return;
  event.preventDefault();
  const observer = new ResizeObserver(() => {
    observer.disconnect();
    if (!content.isConnected || content.contains(document.activeElement)) return;
    (content.querySelector<HTMLElement>(TABBABLE) ?? content).focus();
  });
  observer.observe(content);
}

/** Modal dialog (Radix: focus trap, Escape, aria-labelledby/-describedby) with the app's look. */
export function Dialog({ open, onOpenChange, title, description, children, openedOnItsOwn = false }: DialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {/* Closed, no portal: a closed one would still ask for a second render inside the page's first commit (Radix presence). */}
      {open && (
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-overlay bg-slate-900/40" />
          <RadixDialog.Content
            className="fixed top-1/2 left-1/2 z-overlay w-[min(92vw,440px)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
            // Without a description Radix warns unless aria-describedby is explicitly undefined.
            {...(description ? {} : { 'aria-describedby': undefined })}
            {...(openedOnItsOwn ? { onOpenAutoFocus: focusAfterLayout } : {})}
          >
            {/* Room for the close button (× at the top right), so a long title never runs under it. */}
            <RadixDialog.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
            {description && <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>}
            <div className="mt-4">{children}</div>
            <RadixDialog.Close className="absolute top-3 right-3 rounded p-1 text-slate-500 hover:bg-slate-100" aria-label={t('app.close')}>
              <X size={18} aria-hidden />
            </RadixDialog.Close>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      )}
    </RadixDialog.Root>
  );
}
