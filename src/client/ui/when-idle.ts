import { useEffect, useState, useSyncExternalStore } from 'react';

const FIRST_PAINT = 'first-contentful-paint';
/** Where paints are not reported or never come: start anyway after this long. */
const PAINT_WAIT_MS = 2000;

/**
 * Calls `work` once the page has had its first contentful paint (at once if it already has). A
 * hidden tab, or a browser that does not report paints, waits for one animation frame instead.
 */
function afterFirstPaint(work: () => void): void {
  const painted = () => performance.getEntriesByName(FIRST_PAINT).length > 0;
  const reported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!reported || document.visibilityState === 'hidden') {
    if (typeof window.requestAnimationFrame === 'function' && document.visibilityState !== 'hidden') window.requestAnimationFrame(work);
    else window.setTimeout(work, 0);
    return;
  }
  if (painted()) {
    work();
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    work();
  };
  const observer = new PerformanceObserver(() => {
    if (painted()) finish();
  });
  observer.observe({ type: 'paint' });
  const timer = window.setTimeout(finish, PAINT_WAIT_MS);
}

/** Runs `work` right after the page's first paint (not waiting for idle time). */
export function whenPainted(work: () => void): void {
  afterFirstPaint(() => window.setTimeout(work, 0));
}

/**
 * Runs `work` once the browser is idle after the page's first paint (at the latest 2 s later):
 * work started here is never part of what a page needs before it first paints.
 */
export function whenIdle(work: () => void): void {
  afterFirstPaint(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 2000 });
    else window.setTimeout(work, 200);
  });
}

/** False until the page's first paint, then true. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => whenPainted(() => setPainted(true)), []);
  return painted;
}

/** False until the browser is idle after the page's first paint, then true. */
export function useIdle(): boolean {
  return useIdleAfter(true);
}

/** False until `ready` has become true and the browser has then been idle once; true from then on. */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    let live = true;
    whenIdle(() => live && setIdle(true));
    return () => {
      live = false;
    };
  }, [ready, idle]);
  return idle;
}

// The signed-in shell says when its first page shows its content. Work that is not part of that
// page (the palette's index, first-visit overlays) waits for it, so it never competes with the page.
let settled = false;
const settledListeners = new Set<() => void>();

/** The first page of this visit shows its content. */
export function markPageSettled(): void {
  if (settled) return;
  settled = true;
  for (const listener of settledListeners) listener();
}

/** The signed-in shell is gone (signed out): the next one's first page settles anew. */
export function resetPageSettled(): void {
  if (!settled) return;
  settled = false;
  for (const listener of settledListeners) listener();
}

const subscribeSettled = (listener: () => void) => {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
};

/** Whether the first page of this visit shows its content yet. */
export function usePageSettled(): boolean {
  return useSyncExternalStore(
    subscribeSettled,
    () => settled,
    () => false,
  );
}
