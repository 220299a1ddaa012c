import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The designer's settings panel: slides in from the right (full width on a phone), traps focus, Escape closes. */
export function SideDrawer({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-overlay bg-slate-900/30" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-overlay flex w-full max-w-[480px] flex-col bg-white shadow-2xl"
        >
          <header className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
            <RadixDialog.Title className="pr-8 text-base font-semibold text-slate-900">{title}</RadixDialog.Title>
            <RadixDialog.Close className="rounded p-1 text-slate-500 hover:bg-slate-100" aria-label={t('app.close')}>
              <X size={18} aria-hidden />
            </RadixDialog.Close>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
