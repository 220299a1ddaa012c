import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches, following changes (window resized, phone rotated). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Phones and narrow windows (≤ 768 px, shell.md §4): full-screen palette, taller rows. */
export const MOBILE_QUERY = '(max-width: 768px)';
