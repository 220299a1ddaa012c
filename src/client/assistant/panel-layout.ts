import { useSyncExternalStore } from 'react';
import type { DeviceMode } from '../shell';

/**
 * How the panel is laid out: on phones (the shell's mobile mode) full screen with the conversation
 * list as a drawer; docked beside the page on wide windows once the user follows an answer's link
 * (or docks it); otherwise full screen over the layout or floating, as the user chose.
 */
export type PanelLayout = 'phone' | 'docked' | 'full' | 'floating';

/** Narrowest window where the page and a docked panel both stay readable side by side. */
export const DOCK_MIN_WIDTH = 1280;

export function panelLayoutOf(input: { mode: DeviceMode; windowWidth: number; fullScreen: boolean; docked: boolean }): PanelLayout {
  if (input.mode === 'mobile') return 'phone';
  if (input.fullScreen) return 'full';
  if (input.docked && input.windowWidth >= DOCK_MIN_WIDTH) return 'docked';
  return 'floating';
}

/** Width of the docked panel: about a third of the window, between 400 and 520 px. */
export function dockWidth(windowWidth: number): number {
  return Math.round(Math.min(520, Math.max(400, windowWidth * 0.32)));
}

/** The conversation list is a drawer where the panel is narrow (phone, docked). */
export const listIsDrawer = (layout: PanelLayout): boolean => layout === 'phone' || layout === 'docked';

function subscribe(notify: () => void): () => void {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
}

export function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => DOCK_MIN_WIDTH,
  );
}
