import { useSyncExternalStore } from 'react';

/**
 * Navigation for code that runs outside React components (sign-out, the failure handler, commands).
 * The router registers itself at start-up; before that (or in tests) the browser location is used.
 */
export interface NavigateOptions {
  replace?: boolean;
}
export type Navigator = (to: string, options?: NavigateOptions) => void;

let navigator: Navigator | null = null;

export function setNavigator(next: Navigator | null): void {
  navigator = next;
}

/** Unregisters `mine` unless another navigator (the router that took over) replaced it meanwhile. */
export function releaseNavigator(mine: Navigator): void {
  if (navigator === mine) navigator = null;
}

export function navigateTo(to: string, options: NavigateOptions = {}): void {
  if (navigator) {
    navigator(to, options);
    return;
  }
  if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** Path plus query of the page being shown, the `redirect` target after a new sign-in. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

const pathListeners = new Set<() => void>();

/** The address changed without a popstate (the router navigated, or the sign-in page gave way to the app). */
export function pathChanged(): void {
  for (const listener of pathListeners) listener();
}

function onPathChange(listener: () => void): () => void {
  pathListeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    pathListeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/**
 * The page being shown (path plus query) as React state, with or without the router: the commands,
 * the palette and the shortcuts also run on the sign-in page, which paints before the router loads.
 */
export function useCurrentPath(): string {
  return useSyncExternalStore(onPathChange, currentPath, currentPath);
}
