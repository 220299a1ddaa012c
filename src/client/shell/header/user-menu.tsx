import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, KeyRound, Languages, LogOut, Monitor, Smartphone, Star, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_COMMAND_IDS, SHELL_COMMAND_IDS } from '../../../../commands/index';
import type { UserInfo } from '../../../shared/api/staff-calls';
import { useCommands } from '../../commands';
import { FeedbackHandlingItem, UnrepliedBadge } from '../../feedback';
import { DropdownMenu } from '../../ui/dropdown-menu';
import { useLayout } from '../layout-store';
import { useShellPanels } from '../notification-drawer-store';

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700';

/**
 * shell.md §1 user menu: switch to mobile, rating and feedback, change password, sign out. The
 * items run their commands; the way back to the desktop layout is the same switch reversed.
 */
export function UserMenu({ user, compact }: { user: UserInfo; compact: boolean }) {
  const { t } = useTranslation();
  const { run, ctx } = useCommands();
  const platform = useLayout((state) => state.platform);
  const display = `${user.name} (${user.jobNumber})`;
  return (
    <DropdownMenu
      trigger={{
        'aria-label': t('account.userMenu', { name: display }),
        className:
          'flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500',
        children: (
          <>
            <UserRound aria-hidden size={18} />
            <UnrepliedBadge />
            {!compact && <span className="hidden max-w-[10rem] truncate lg:inline">{display}</span>}
            <ChevronDown aria-hidden size={14} />
          </>
        ),
      }}
      content={
        <RadixMenu.Content
          align="end"
          sideOffset={6}
          className="z-overlay min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <RadixMenu.Label className="px-3 py-1.5 text-xs text-slate-500">{display}</RadixMenu.Label>
          {platform === 'mobile' ? (
            <RadixMenu.Item className={ITEM} onSelect={() => useLayout.getState().setPlatform('pc')}>
              <Monitor aria-hidden size={16} />
              {t('shell.user.toPc')}
            </RadixMenu.Item>
          ) : (
            <RadixMenu.Item className={ITEM} onSelect={() => void run(SHELL_COMMAND_IDS.switchToMobile)}>
              <Smartphone aria-hidden size={16} />
              {t('shell.user.toMobile')}
            </RadixMenu.Item>
          )}
          <RadixMenu.Item className={ITEM} onSelect={() => useShellPanels.setState({ feedback: true })}>
            <Star aria-hidden size={16} />
            {t('shell.user.feedback')}
          </RadixMenu.Item>
          <FeedbackHandlingItem className={ITEM} />
          {compact && (
            <RadixMenu.Item
              className={ITEM}
              onSelect={() => void run(ctx.language === 'zh' ? ACCOUNT_COMMAND_IDS.languageEn : ACCOUNT_COMMAND_IDS.languageZh)}
            >
              <Languages aria-hidden size={16} />
              {ctx.language === 'zh' ? t('language.en') : t('language.zh')}
            </RadixMenu.Item>
          )}
          <RadixMenu.Item className={ITEM} onSelect={() => void run(ACCOUNT_COMMAND_IDS.changePassword)}>
            <KeyRound aria-hidden size={16} />
            {t('account.changePassword')}
          </RadixMenu.Item>
          <RadixMenu.Separator className="my-1 h-px bg-slate-200" />
          <RadixMenu.Item className={ITEM} onSelect={() => void run(ACCOUNT_COMMAND_IDS.signOut)}>
            <LogOut aria-hidden size={16} />
            {t('account.signOut')}
          </RadixMenu.Item>
        </RadixMenu.Content>
      }
    />
  );
}
