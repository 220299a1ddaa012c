import { clsx } from 'clsx';
import { createElement, useDeferredValue, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSessionUser } from '../auth';
import { ExportQueuedDialog } from '../download';
import { NotificationDrawer, usePushStream } from '../notifications';
import { LoadingScreen } from '../ui/loading-screen';
import { markPageSettled, resetPageSettled, useIdleAfter, usePageSettled } from '../ui/when-idle';
import { useDeviceMode, sideNavWidth, type DeviceMode } from './device-mode';
import { LoginPrompt } from './feedback/login-prompt';
import { useOverlayQueue } from './first-visit/overlay-queue';
import { useFirstVisit } from './first-visit/use-first-visit';
import { PageEvaluationButton } from './feedback/page-evaluation-button';
import { RatingDialog } from './feedback/rating-dialog';
import { AppHeader } from './header/app-header';
import { useLayoutSlots, watchScrollbar } from './layout-slots';
import { useLayout } from './layout-store';
import { SideNav } from './nav/side-nav';
import { QuickAccessBar } from './quick-access/quick-access-bar';
import { chromeFor } from './route-chrome';
import './startup/session-settings';
import { useStartupDone } from './startup/startup-queries';
import { TabBar } from './tabs/tab-bar';
import { TabHost } from './tabs/tab-host';
import { useBookmarks } from './tabs/use-bookmarks';
import { NavTour } from './tour/nav-tour';
import { ShellActionsContext } from './shell-actions-store';
import { useProvideShellActions } from './use-shell-actions';
import { VersionBanner } from './version-banner';
import { VersionNotice } from './version-notice';

/**
 * The signed-in shell (shell.md §1–§4): header, top and side navigation, tab bar, the pages kept
 * alive per tab, quick access, notifications, dialogs. Without a user (public /offerManage pages)
 * only the content is shown.
 */
export function AppLayout() {
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const chrome = chromeFor(pathname, search);
  if (!user) {
    return (
      <main id="main" className="min-h-screen p-4 md:p-6">
        <TabHost />
      </main>
    );
  }
  if (chrome.bare) {
    return (
      <main id="main" className="min-h-screen bg-white p-3">
        <TabHost />
      </main>
    );
  }
  return <SignedInLayout tabBar={chrome.tabBar} sideNav={chrome.sideNav} />;
}

function SignedInLayout({ tabBar, sideNav }: { tabBar: boolean; sideNav: boolean }) {
  const { t } = useTranslation();
  const platform = useLayout((state) => state.platform);
  const mode = useDeviceMode(platform === 'mobile');
  const collapsed = useLayout((state) => state.isCollapsed(mode));
  const Assistant = useLayoutSlots((state) => state.assistant);
  const dock = useLayoutSlots((state) => state.assistantDock);
  const canAsk = useSessionUser()?.permissions.includes('aichat') ?? false;
  useFirstVisit();
  useBookmarks();
  const actions = useProvideShellActions();
  usePushStream();
  const width = sideNav ? sideNavWidth(mode, collapsed) : 0;

  // What changes while the first page comes (the start-up reads, the page shown, the overlays'
  // turn) lives in PageArea and FirstVisitOverlays: the header and navigation do not render again.
  return (
    <ShellActionsContext value={actions}>
      <div className="flex h-screen flex-col overflow-hidden bg-slate-50 text-slate-900" data-device-mode={mode}>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-overlay focus:rounded focus:bg-white focus:p-2"
        >
          {t('app.skipToContent')}
        </a>
        <VersionBanner />
        <AppHeader mode={mode} />
        <div className="flex min-h-0 flex-1">
          {sideNav && <SideNav mode={mode} collapsed={collapsed} width={width} />}
          <div className="flex min-w-0 flex-1 flex-col" style={dock > 0 ? { marginRight: dock } : undefined}>
            {tabBar && <TabBar />}
            <PageArea />
          </div>
        </div>
        <QuickAccessBar />
        <NotificationDrawer />
        <ExportQueuedDialog />
        <RatingDialog />
        <PageEvaluationButton />
        <FirstVisitOverlays mode={mode} collapsed={collapsed} />
        {Assistant && canAsk && createElement(Assistant, { mode })}
      </div>
    </ShellActionsContext>
  );
}

/** The content area: the loading screen until the start-up reads have answered, then the pages kept per tab. */
function PageArea() {
  const { t } = useTranslation();
  const startupDone = useStartupDone();
  // The page appears in a background render that yields to the browser every few milliseconds,
  // instead of one long task when the last start-up call answers; also when the start-up reads
  // have all answered before the shell mounts (false first: the shell commits alone, then the page).
  const pageShown = useDeferredValue(startupDone, false);
  const promptDock = useLayoutSlots((state) => state.promptDock);
  useEffect(() => {
    if (pageShown) markPageSettled();
  }, [pageShown]);
  // Signed out (the shell is gone): the next person's first page settles anew.
  useEffect(() => resetPageSettled, []);
  return (
    <main
      id="main"
      ref={watchScrollbar}
      tabIndex={-1}
      aria-busy={!pageShown}
      // A stable gutter keeps the scrollbar's width constant, so the edge tabs can rest just left of it.
      className={clsx('relative min-h-0 flex-1 overflow-auto p-3 outline-none [scrollbar-gutter:stable] md:p-5')}
      // Room below the content for the sign-in prompt's card, so that nothing stays under it.
      style={promptDock > 0 ? { paddingBottom: promptDock } : undefined}
    >
      {pageShown ? <TabHost /> : <LoadingScreen label={t('shell.loading')} />}
    </main>
  );
}

/** The first-visit overlays, which take their turns once the page has shown its content and the browser is idle. */
function FirstVisitOverlays({ mode, collapsed }: { mode: DeviceMode; collapsed: boolean }) {
  const overlaysDue = useIdleAfter(usePageSettled());
  const holdOverlays = useOverlayQueue((state) => state.hold);
  // A layout effect, so the hold is in place before any overlay (a child, or the search guide in
  // the header) states its wish.
  useLayoutEffect(() => holdOverlays(!overlaysDue), [holdOverlays, overlaysDue]);
  return (
    <>
      <VersionNotice due={overlaysDue} />
      <LoginPrompt due={overlaysDue} />
      <NavTour mode={mode} collapsed={collapsed} />
    </>
  );
}
