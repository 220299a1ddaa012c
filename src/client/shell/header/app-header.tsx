import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHELL_COMMAND_IDS } from '../../../../commands/index';
import { useCommands } from '../../commands';
import { PaletteTrigger } from '../../palette';
import type { DeviceMode } from '../device-mode';
import { useLayout } from '../layout-store';
import { TopNav } from '../nav/top-nav';
import { PageSearch } from '../search/page-search';
import { GrayLabel } from './gray-label';
import { HeaderTools } from './header-tools';

/**
 * shell.md §2 header, 52 px: collapse trigger, logo → /home (a compact variant on mobile), top
 * navigation, and the extra slot (page search, palette, downloads, notifications, language, user).
 */
export function AppHeader({ mode }: { mode: DeviceMode }) {
  const { t } = useTranslation();
  const { run } = useCommands();
  const mobileNavOpen = useLayout((state) => state.mobileNavOpen);
  const collapsed = useLayout((state) => state.isCollapsed(mode));
  const expanded = mode === 'mobile' ? mobileNavOpen : !collapsed;
  return (
    <header className="relative z-20 flex h-header shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-2 md:px-3">
      <button
        type="button"
        onClick={() => void run(SHELL_COMMAND_IDS.toggleSideNav)}
        aria-expanded={expanded}
        aria-controls="side-nav"
        aria-label={t('shell.header.toggleNav')}
        className="shrink-0 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <Menu aria-hidden size={20} />
      </button>
      <Link
        to="/home"
        aria-label={t('shell.header.home')}
        className="flex shrink-0 items-center gap-2 rounded font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <span aria-hidden className="flex h-7 w-7 items-center justify-center rounded-md bg-brand-600 text-xs font-bold text-white">
          SB
        </span>
        {mode !== 'mobile' && <span className="text-base">{t('app.name')}</span>}
      </Link>
      <GrayLabel />
      <TopNav mode={mode} />
      <div className="flex shrink-0 items-center gap-1 md:gap-2">
        {mode !== 'mobile' && <PageSearch />}
        <PaletteTrigger />
        <HeaderTools mode={mode} />
      </div>
    </header>
  );
}
