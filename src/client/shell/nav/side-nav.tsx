import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSessionUser } from '../../auth';
import { SideMenu } from '../../layout';
import { SIDE_NAV_WIDTH, type DeviceMode } from '../device-mode';
import { useLayout } from '../layout-store';

/**
 * shell.md §4 side navigation: 221 px expanded, 65 px collapsed (icons), 0 px on mobile, where
 * the collapse trigger opens it as a drawer over the content.
 */
export function SideNav({ mode, collapsed, width }: { mode: DeviceMode; collapsed: boolean; width: number }) {
  const { t } = useTranslation();
  const tree = useSessionUser()?.userAuth ?? [];
  const activeLayout = useLayout((state) => state.activeLayout);
  const mobileOpen = useLayout((state) => state.mobileNavOpen);
  const setMobileOpen = useLayout((state) => state.setMobileNavOpen);
  const { pathname } = useLocation();
  // Choosing a page in the mobile drawer closes it.
  useEffect(() => setMobileOpen(false), [pathname, setMobileOpen]);

  return (
    <>
      <aside
        id="side-nav"
        data-testid="side-nav"
        data-width={width}
        style={{ width }}
        className="h-full shrink-0 overflow-hidden transition-[width] duration-150"
      >
        {mode !== 'mobile' && <SideMenu tree={tree} collapsed={collapsed} activeLayout={activeLayout} className="h-full" />}
      </aside>
      {mode === 'mobile' && (
        <RadixDialog.Root open={mobileOpen} onOpenChange={setMobileOpen}>
          {/* Closed, no portal (see ui/dialog.tsx). */}
          {mobileOpen && (
            <RadixDialog.Portal>
              <RadixDialog.Overlay className="fixed inset-0 z-overlay bg-slate-900/40" />
              <RadixDialog.Content
                style={{ width: SIDE_NAV_WIDTH.expanded }}
                className="fixed inset-y-0 left-0 z-overlay flex flex-col bg-white shadow-xl"
                aria-describedby={undefined}
              >
                <RadixDialog.Title className="sr-only">{t('nav.menu')}</RadixDialog.Title>
                <SideMenu tree={tree} activeLayout={activeLayout} className="h-full" />
              </RadixDialog.Content>
            </RadixDialog.Portal>
          )}
        </RadixDialog.Root>
      )}
    </>
  );
}
