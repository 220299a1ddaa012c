import { create } from 'zustand';
import { STORAGE_KEYS } from '../api/token-store';
import type { DeviceMode } from './device-mode';

/** shell.md §9: the platform preference is kept 365 days (localStorage plus a cookie for sub-apps). */
const PLATFORM_DAYS = 365;
export type Platform = 'pc' | 'mobile';

function storedPlatform(): Platform {
  try {
    return localStorage.getItem(STORAGE_KEYS.platform) === 'mobile' ? 'mobile' : 'pc';
  } catch {
    return 'pc';
  }
}

/**
 * Chrome state of the layout: the side navigation (collapsed per device mode, with the user's
 * toggle remembered until the mode changes), the mobile drawer, the active layout (top navigation)
 * and the platform preference (switch to mobile).
 */
interface LayoutState {
  /** The user's toggle for the current mode; null = the mode's default. */
  collapsedChoice: boolean | null;
  choiceMode: DeviceMode | null;
  mobileNavOpen: boolean;
  activeLayout: string | null;
  platform: Platform;
  isCollapsed(mode: DeviceMode): boolean;
  toggleSideNav(mode: DeviceMode): void;
  setMobileNavOpen(open: boolean): void;
  setActiveLayout(name: string | null): void;
  setPlatform(platform: Platform): void;
}

export const useLayout = create<LayoutState>((set, get) => ({
  collapsedChoice: null,
  choiceMode: null,
  mobileNavOpen: false,
  activeLayout: null,
  platform: storedPlatform(),
  isCollapsed: (mode) => {
    const { collapsedChoice, choiceMode } = get();
    if (collapsedChoice !== null && choiceMode === mode) return collapsedChoice;
    return mode !== 'pc';
  },
  toggleSideNav: (mode) => {
    if (mode === 'mobile') {
      set({ mobileNavOpen: !get().mobileNavOpen });
      return;
    }
    set({ collapsedChoice: !get().isCollapsed(mode), choiceMode: mode });
  },
  setMobileNavOpen: (open) => set({ mobileNavOpen: open }),
  setActiveLayout: (name) => set({ activeLayout: name }),
  setPlatform: (platform) => {
    try {
      localStorage.setItem(STORAGE_KEYS.platform, platform);
      document.cookie = `${STORAGE_KEYS.platform}=${platform}; path=/; max-age=${PLATFORM_DAYS * 86_400}; samesite=lax`;
    } catch {
      // storage blocked: the choice lasts for this page
    }
    set({ platform, collapsedChoice: null, choiceMode: null, mobileNavOpen: false });
  },
}));
