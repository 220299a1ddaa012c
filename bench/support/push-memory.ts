/** The memory of the process answering, after a full collection when `--expose-gc` allows one. */
export interface MemoryFigures {
  rss: number;
  heapUsed: number;
  external: number;
}

export function memoryFigures(): MemoryFigures {
  markProfile();
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return { rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external };
}

/** A few milliseconds on the CPU, so that a `--cpu-prof` profile shows when the figures were read (they bracket the opening). */
function markProfile(): void {
  const until = performance.now() + 20;
  while (performance.now() < until);
}
