// Sends trivial requests to a server one after another and reports, for each, its latency, how
// long the server's main thread and this process waited for a CPU meanwhile, and how long the
// server's main thread ran (ms), or what went wrong. Run as a child process (fork), so the
// measuring client never waits on the event loop of the server it measures. Arguments: base URL,
// bearer token, pause between requests (ms), server pid, latency budget (ms). It sends 'ready'
// once warmed up, and on 'stop' sends { results, retried } and exits.
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const [base, token, gap, serverPid, budget] = process.argv.slice(2);
const WARM_UP = 6;
let stopping = false;
process.on('message', (message) => {
  if (message === 'stop') stopping = true;
});

/**
 * Nanoseconds a thread has run and has spent runnable but waiting for a CPU (Linux schedstat);
 * zeros where there is no such file. A machine shared with other busy processes makes both sides wait.
 */
function schedstat(path) {
  try {
    const [ran, queued] = readFileSync(path, 'utf8').split(' ').map(Number);
    return { ran, queued };
  } catch {
    return { ran: 0, queued: 0 };
  }
}

const serverThread = () => schedstat(`/proc/${serverPid}/task/${serverPid}/schedstat`);
/** All of this process's threads: it does nothing but probe, so any of their waiting delays a probe. */
const ownQueued = () => readdirSync('/proc/self/task').reduce((sum, id) => sum + schedstat(`/proc/self/task/${id}/schedstat`).queued, 0);
const queuedBoth = () => serverThread().queued + ownQueued();

/** Health and a small signed-in /v2 call, in turn. */
async function probe(index) {
  const queuedBefore = queuedBoth();
  const ranBefore = serverThread().ran;
  const started = performance.now();
  try {
    const response =
      index % 2 === 0
        ? await globalThis.fetch(`${base}/healthz`)
        : await globalThis.fetch(`${base}/v2/sys/mc/message/thereAreUnreadMessages`, { headers: { Authorization: `Bearer ${token}` } });
    const body = await response.json();
    const ms = performance.now() - started;
    return body.code === 0
      ? { ms, queuedMs: (queuedBoth() - queuedBefore) / 1e6, ranMs: (serverThread().ran - ranBefore) / 1e6 }
      : `answered code ${body.code}`;
  } catch (error) {
    // A kept-alive connection reset by a frozen server is a failed probe, not a crash.
    return `failed: ${error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error)}`;
  }
}

// The first calls of each kind compile the code on both sides: they are not measured.
for (let index = 0; index < WARM_UP; index += 1) await probe(index);
process.send('ready');
/**
 * A probe over budget while the server's thread ran for less than half of the budget was held
 * outside the server (loopback, a starved helper thread): it is sent once more and the second
 * answer counts. A server that is busy, or that keeps a request waiting, fails both.
 */
const heldElsewhere = (result) =>
  typeof result !== 'string' && result.ms - result.queuedMs >= Number(budget) && result.ranMs < Number(budget) / 2;

const results = [];
let retried = 0;
while (!stopping) {
  let result = await probe(results.length);
  if (heldElsewhere(result)) {
    retried += 1;
    result = await probe(results.length);
  }
  results.push(result);
  await sleep(Number(gap));
}
process.send({ results, retried }, () => process.exit(0));
