import { useSyncExternalStore } from 'react';

/**
 * shell.md §4 device modes: 1080 px and wider is PC with the side navigation expanded; above 768
 * and below 1080 is tablet, collapsed; 768 or less is mobile, where the side navigation is a
 * drawer (0 px in the layout).
 */
export type DeviceMode = 'pc' | 'tablet' | 'mobile';

export const BREAKPOINTS = { pc: 1080, mobile: 768 } as const;
export const SIDE_NAV_WIDTH = { expanded: 221, collapsed: 65, mobile: 0 } as const;

export function deviceModeOf(width: number): DeviceMode {
  if (width >= BREAKPOINTS.pc) return 'pc';
  if (width > BREAKPOINTS.mobile) return 'tablet';
  return 'mobile';
}

/** Width the side navigation takes in the layout; `collapsed` is the user's choice or the mode's default. */
export function sideNavWidth(mode: DeviceMode, collapsed: boolean): number {
  if (mode === 'mobile') return SIDE_NAV_WIDTH.mobile;
  return collapsed ? SIDE_NAV_WIDTH.collapsed : SIDE_NAV_WIDTH.expanded;
}

function subscribe(notify: () => void): () => void {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
}

/** The mode of the current window width; the platform preference "mobile" forces mobile. */
export function useDeviceMode(forceMobile = false): DeviceMode {
  const mode = useSyncExternalStore(
    subscribe,
    () => deviceModeOf(window.innerWidth),
    () => 'pc' as DeviceMode,
  );
  return forceMobile ? 'mobile' : mode;
}
