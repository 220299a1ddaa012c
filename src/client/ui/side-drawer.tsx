import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A panel that slides in from the right (the whole width on a phone) with its title and a close
 * button; it traps focus and Escape closes it. Closed, it renders no portal (see dialog.tsx).
 * `scroll={false}` leaves the scrolling to the children, for a panel with a fixed footer.
 */
export function SideDrawer({
  open,
  onOpenChange,
  title,
  width = 'max-w-[480px]',
  scroll = true,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** The panel's largest width, as a Tailwind class. */
  width?: string;
  scroll?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {open && (
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-overlay bg-slate-900/30" />
          <RadixDialog.Content
            aria-describedby={undefined}
            className={clsx('fixed inset-y-0 right-0 z-overlay flex w-full flex-col bg-white shadow-2xl', width)}
          >
            <header className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <RadixDialog.Title className="pr-8 text-base font-semibold text-slate-900">{title}</RadixDialog.Title>
              <RadixDialog.Close className="rounded p-1 text-slate-500 hover:bg-slate-100" aria-label={t('app.close')}>
                <X size={18} aria-hidden />
              </RadixDialog.Close>
            </header>
            <div className={clsx('min-h-0 flex-1', scroll ? 'overflow-y-auto' : 'flex flex-col')}>{children}</div>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      )}
    </RadixDialog.Root>
  );
}
