import { LayoutGrid } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSessionUser } from '../../auth';
import { visibleChildren } from '../../routes/menu-tree';
import { activeMenuPath } from '../../routes/route-index';
import type { DeviceMode } from '../device-mode';
import { useLayout } from '../layout-store';
import { NavDrawer } from './nav-drawer';
import { TopNavItem } from './top-nav-item';
import { activeTopId } from './top-nav-items';

/**
 * shell.md §2 top navigation: the top-level menus as a horizontally scrollable row; the active one
 * is bold and scrolled into view. The overflow button opens the drawer 导航 with every menu.
 */
export function TopNav({ mode }: { mode: DeviceMode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tree = useSessionUser()?.userAuth ?? [];
  const activeLayout = useLayout((state) => state.activeLayout);
  const activeId = activeTopId(tree, activeMenuPath(pathname), activeLayout);
  const activeRef = useRef<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const setMobileNavOpen = useLayout((state) => state.setMobileNavOpen);

  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeId]);

  return (
    <div className="flex min-w-0 flex-1 items-center gap-1">
      {mode !== 'mobile' && (
        <nav aria-label={t('shell.topNav.label')} className="min-w-0 flex-1 overflow-x-auto [scrollbar-width:none]">
          <ul className="flex items-center gap-0.5">
            {visibleChildren(tree).map((node) => (
              <li key={node.id}>
                <TopNavItem
                  node={node}
                  active={node.id === activeId}
                  variant="bar"
                  ref={node.id === activeId ? (element) => void (activeRef.current = element) : undefined}
                />
              </li>
            ))}
          </ul>
        </nav>
      )}
      {mode === 'mobile' && <div className="flex-1" />}
      <button
        type="button"
        aria-label={t('shell.topNav.more')}
        aria-haspopup="dialog"
        onClick={() => setDrawerOpen(true)}
        className="shrink-0 rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <LayoutGrid aria-hidden size={18} />
      </button>
      {/* On a phone the side navigation is a closed drawer: choosing a section opens it there. */}
      <NavDrawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        activeId={activeId}
        onSectionChosen={mode === 'mobile' ? () => setMobileNavOpen(true) : undefined}
      />
    </div>
  );
}
