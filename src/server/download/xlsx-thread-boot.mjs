import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { tsImport } from 'tsx/esm/api';

/**
 * Starts the xlsx thread. First it gives way to the thread answering requests: on Linux a thread
 * has its own nice value (its id ends /proc/thread-self); elsewhere it keeps the normal priority.
 * Then it loads the TypeScript module through tsx (worker threads do not inherit the loader on Node 20).
 */
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, 10);
} catch {
  // Not Linux, or not allowed: exports work the same, only without the lower priority.
}

await tsImport('./xlsx-thread.ts', import.meta.url);
