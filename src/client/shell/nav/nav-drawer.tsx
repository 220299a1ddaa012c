import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../auth';
import { TopNavItem } from './top-nav-item';
import { drawerItems, opensInNewTab } from './top-nav-items';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  activeId: number | null;
  /** After a section was chosen (it sets the active layout); on a phone this opens the side drawer. */
  onSectionChosen?: () => void;
}

/** The bottom drawer 导航 (shell.md §2): every top-level menu but home, at most 400 px high. */
export function NavDrawer({ open, onOpenChange, activeId, onSectionChosen }: Props) {
  const { t } = useTranslation();
  const tree = useSessionUser()?.userAuth ?? [];
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {/* Closed, no portal (see ui/dialog.tsx). */}
      {open && (
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-overlay bg-slate-900/40" />
          <RadixDialog.Content className="fixed inset-x-0 bottom-0 z-overlay flex max-h-[400px] flex-col rounded-t-xl bg-white shadow-xl">
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <RadixDialog.Title className="text-base font-semibold text-slate-900">{t('shell.topNav.drawerTitle')}</RadixDialog.Title>
              <RadixDialog.Description className="sr-only">{t('shell.topNav.drawerDescription')}</RadixDialog.Description>
              <RadixDialog.Close aria-label={t('app.close')} className="rounded p-1 text-slate-500 hover:bg-slate-100">
                <X aria-hidden size={18} />
              </RadixDialog.Close>
            </div>
            <ul className="grid grid-cols-2 gap-1 overflow-y-auto p-3 sm:grid-cols-3 lg:grid-cols-5">
              {drawerItems(tree).map((node) => (
                <li key={node.id} data-drawer-id={node.id}>
                  <TopNavItem
                    node={node}
                    active={node.id === activeId}
                    variant="drawer"
                    onChosen={() => {
                      onOpenChange(false);
                      if (node.children.length > 0 && !opensInNewTab(node)) onSectionChosen?.();
                    }}
                  />
                </li>
              ))}
            </ul>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      )}
    </RadixDialog.Root>
  );
}
