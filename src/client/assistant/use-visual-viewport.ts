import { useSyncExternalStore } from 'react';

/**
 * The part of the window the on-screen keyboard leaves visible (visualViewport), so the phone
 * panel, and its input at the bottom, fit above the keyboard. Null where the browser has no
 * visualViewport or when not asked (the panel then fills the dynamic viewport height).
 */
export interface ViewportBox {
  top: number;
  height: number;
}

function subscribe(notify: () => void): () => void {
  const viewport = window.visualViewport;
  viewport?.addEventListener('resize', notify);
  viewport?.addEventListener('scroll', notify);
  return () => {
    viewport?.removeEventListener('resize', notify);
    viewport?.removeEventListener('scroll', notify);
  };
}

// A string snapshot: equal boxes compare equal, so an unchanged viewport renders nothing.
const snapshot = () => {
  const viewport = window.visualViewport;
  return viewport ? `${Math.round(viewport.offsetTop)}:${Math.round(viewport.height)}` : '';
};

export function useVisualViewport(active: boolean): ViewportBox | null {
  const box = useSyncExternalStore(active ? subscribe : noSubscription, active ? snapshot : empty, empty);
  if (!box) return null;
  const [top = 0, height = 0] = box.split(':').map(Number);
  return height > 0 ? { top, height } : null;
}

const noSubscription = () => () => undefined;
const empty = () => '';
