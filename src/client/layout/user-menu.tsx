import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, KeyRound, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_COMMAND_IDS } from '../../../commands/index';
import type { UserInfo } from '../../shared/api/staff-calls';
import { useCommands } from '../commands/use-commands';

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700';

/** "name (jobNumber)" with the account actions; each item runs its command. */
export function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { run } = useCommands();
  const display = `${user.name} (${user.jobNumber})`;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('account.userMenu', { name: display })}
        className="flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <UserRound aria-hidden size={18} />
        {/* Narrow screens show the icon only; the accessible name still carries the name. */}
        <span className="hidden max-w-[12rem] truncate sm:inline">{display}</span>
        <ChevronDown aria-hidden size={14} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-overlay min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item className={ITEM} onSelect={() => void run(ACCOUNT_COMMAND_IDS.changePassword)}>
            <KeyRound aria-hidden size={16} />
            {t('account.changePassword')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={ITEM} onSelect={() => void run(ACCOUNT_COMMAND_IDS.signOut)}>
            <LogOut aria-hidden size={16} />
            {t('account.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
