/**
 * In-page clock of the benchmark. A measurement starts at the keydown (or, for text inserted
 * without a key, at the input event) and stops at the second requestAnimationFrame after the
 * last DOM mutation (React's commit) that the step caused; the driver reads it once the page has
 * been quiet for a while, so late commits are counted.
 */
export interface BenchClock {
  arm(): void;
  /** null until the step has settled. */
  result(quietMs: number): number | null;
}

export function installClock(): BenchClock {
  let armed = false;
  let start = 0;
  let stop = 0;
  let lastMutation = 0;
  let generation = 0;

  const begin = () => {
    if (!armed || start !== 0) return;
    start = performance.now();
  };
  window.addEventListener('keydown', begin, { capture: true });
  window.addEventListener('input', begin, { capture: true });

  new MutationObserver(() => {
    if (!armed || start === 0) return;
    lastMutation = performance.now();
    const mine = (generation += 1);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (mine === generation) stop = performance.now();
      }),
    );
  }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });

  return {
    arm() {
      armed = true;
      start = 0;
      stop = 0;
      lastMutation = 0;
      generation += 1;
    },
    result(quietMs) {
      if (start === 0 || stop === 0 || lastMutation === 0) return null;
      if (performance.now() - lastMutation < quietMs || stop < lastMutation) return null;
      armed = false;
      return stop - start;
    },
  };
}
