import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SHELL_COMMAND_IDS, commandRegistry } from '../../../../commands/index';
import { useCommands } from '../../commands';
import { useLanguage } from '../../i18n/i18n';
import { DropdownMenu } from '../../ui/dropdown-menu';

const ITEMS = [
  SHELL_COMMAND_IDS.refreshTab,
  SHELL_COMMAND_IDS.closeCurrentTab,
  SHELL_COMMAND_IDS.closeOtherTabs,
  SHELL_COMMAND_IDS.closeAllTabs,
  SHELL_COMMAND_IDS.reopenClosedTab,
] as const;

const ITEM =
  'flex cursor-pointer items-center rounded px-3 py-2 text-sm text-slate-700 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700';

/**
 * The tab bar's menu (shell.md §2): close current (disabled on home), close others (disabled with
 * 2 or fewer tabs), close all (disabled with 1 or fewer), plus refresh and reopen. Each item runs
 * its command; a disabled item is one whose command is not available now.
 */
export function TabActionsMenu({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { run, isAvailable } = useCommands();
  return (
    <DropdownMenu
      open={open}
      onOpenChange={onOpenChange}
      trigger={{
        'aria-label': t('shell.tabs.actions'),
        className:
          'flex h-8 w-8 shrink-0 items-center justify-center rounded text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500',
        children: <ChevronDown aria-hidden size={16} />,
      }}
      content={
        <RadixMenu.Content
          align="end"
          sideOffset={4}
          className="z-overlay min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {ITEMS.map((id) => {
            const command = commandRegistry.get(id);
            if (!command) return null;
            return (
              <RadixMenu.Item key={id} className={ITEM} disabled={!isAvailable(id)} onSelect={() => void run(id)}>
                {command.title[language]}
              </RadixMenu.Item>
            );
          })}
        </RadixMenu.Content>
      }
    />
  );
}
