import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ShellActions } from '../../../commands/types';
import { DOWNLOAD_CENTRE_PATH } from '../download';
import { useDeviceMode } from './device-mode';
import { useLayout } from './layout-store';
import { useShellPanels } from './notification-drawer-store';
import { useShellActions } from './shell-actions-store';
import { HOME_PATH, canCloseAll, canCloseCurrent, canCloseOthers, tabOf } from './tabs/tab-rules';
import { useTabs } from './tabs/tab-store';

/**
 * The layout's implementation of ShellActions (commands/types.ts). The disabled rules read the
 * tab store at the moment they are asked, so a palette or menu never sees a stale answer.
 */
export function useProvideShellActions(): ShellActions {
  const navigate = useNavigate();
  const location = useLocation();
  const platform = useLayout((state) => state.platform);
  const mode = useDeviceMode(platform === 'mobile');
  const activeKey = tabOf(location.pathname, location.search).key;

  const actions = useMemo<ShellActions>(() => {
    const tabs = () => useTabs.getState();
    return {
      closeCurrentTab: () => {
        const { next } = tabs().close(activeKey, activeKey);
        if (next) navigate(next);
      },
      closeOtherTabs: () => tabs().closeOthers(activeKey),
      closeAllTabs: () => {
        tabs().closeAll();
        navigate(HOME_PATH);
      },
      refreshCurrentTab: () => tabs().refresh(activeKey),
      reopenClosedTab: () => {
        const tab = tabs().popClosed();
        if (tab) navigate(tab.fullPath);
      },
      canCloseCurrent: () => canCloseCurrent(tabs().tabs, activeKey),
      canCloseOthers: () => canCloseOthers(tabs().tabs),
      canCloseAll: () => canCloseAll(tabs().tabs),
      canReopenClosed: () => tabs().closed.length > 0,
      toggleSideNav: () => useLayout.getState().toggleSideNav(mode),
      openDownloadCentre: () => navigate(DOWNLOAD_CENTRE_PATH),
      openNotifications: () => useShellPanels.setState({ notifications: true }),
      switchToMobile: () => useLayout.getState().setPlatform('mobile'),
      openTab: (path) => navigate(path),
      openInBrowserTab: (path) => void window.open(path, '_blank', 'noopener'),
    };
  }, [activeKey, mode, navigate]);

  useEffect(() => {
    useShellActions.setState({ actions });
  }, [actions]);
  useEffect(() => () => useShellActions.setState({ actions: null }), []);
  return actions;
}
