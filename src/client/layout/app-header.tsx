import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UserInfo } from '../../shared/api/staff-calls';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  user: UserInfo | null;
  menuOpen?: boolean;
  onToggleMenu?: () => void;
}

/** 52 px header: menu toggle (small screens), logo → /home, language switch, user menu. */
export function AppHeader({ user, menuOpen, onToggleMenu }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-10 flex h-header shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-3 md:px-4">
      {onToggleMenu && (
        <button
          type="button"
          onClick={onToggleMenu}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          aria-label={t('nav.toggleMenu')}
          className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 desktop:hidden"
        >
          <Menu aria-hidden size={20} />
        </button>
      )}
      <Link to="/home" className="text-lg font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500">
        {t('app.name')}
      </Link>
      <div className="flex-1" />
      <LanguageSwitch />
      {user && <UserMenu user={user} />}
    </header>
  );
}
