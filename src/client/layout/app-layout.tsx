import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../auth/session-store';
import { AppHeader } from './app-header';
import { SideMenu } from './side-menu';

/**
 * The plain signed-in layout: header, left menu, content. The full shell (tabs, top navigation,
 * device modes) replaces it in a later issue. Below 1080 px (shell.md §4) the menu is collapsed
 * behind the header's toggle. Without a user (public /offerManage pages) there is no menu.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const { pathname } = useLocation();
  // Opened for one path: navigating from the collapsed menu closes it again, no effect needed.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;

  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-overlay focus:rounded focus:bg-white focus:p-2">
        {t('app.skipToContent')}
      </a>
      <AppHeader user={user} menuOpen={menuOpen} onToggleMenu={user ? () => setMenuOpenAt(menuOpen ? null : pathname) : undefined} />
      <div className="flex min-h-0 flex-1">
        {user && (
          <div id="side-menu" className={clsx('w-sidenav shrink-0', menuOpen ? 'fixed inset-y-0 top-header left-0 z-20 shadow-lg desktop:static desktop:shadow-none' : 'hidden desktop:block')}>
            <SideMenu tree={user.userAuth} className="h-full desktop:sticky desktop:top-header desktop:h-[calc(100vh-52px)]" />
          </div>
        )}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
