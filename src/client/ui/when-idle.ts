/** Runs `work` once the browser is idle after the first paint (at the latest after 2 s). */
export function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 2000 });
  else window.setTimeout(work, 200);
}
