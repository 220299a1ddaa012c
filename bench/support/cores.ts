/**
 * Where a benchmark's processes run, and how much processor time a server spent. On a machine
 * where the load generator and the server under test share few cores, the scheduler places them
 * differently from one pass to the next, and the figures swing with it. With `taskset` and at
 * least two cores, a throughput pass can keep the load generator on the first core and the
 * servers under test (the portal and its baseline alike) on the others.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface Pinning {
  /** `taskset -c` core lists: the load generator's (this process), the servers', and all this process was allowed at start. */
  generator: string;
  servers: string;
  all: string;
}

/** `0-2,5` → [0, 1, 2, 5]. */
function coreList(text: string): number[] {
  return text
    .trim()
    .split(',')
    .flatMap((part) => {
      const [from, to = from] = part.split('-').map(Number);
      return from === undefined || to === undefined ? [] : Array.from({ length: to - from + 1 }, (_, index) => from + index);
    });
}

/** The pinning to use, or null when `taskset` or /proc is missing or this process may run on a single core. */
export function pinningPlan(): Pinning | null {
  if (spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status !== 0) return null;
  let allowed: number[];
  try {
    allowed = coreList(/^Cpus_allowed_list:\s*(.+)$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '');
  } catch {
    return null;
  }
  if (allowed.length < 2) return null;
  return { generator: String(allowed[0]), servers: allowed.slice(1).join(','), all: allowed.join(',') };
}

function setCores(pid: number, cores: string): void {
  // -a: every thread of the process (V8's helpers, libuv's pool); threads started later inherit it.
  execFileSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' });
}

/** The load generator (this process) on its core, the servers on theirs. */
export function pin(pinning: Pinning, servers: readonly (number | undefined)[]): void {
  setCores(process.pid, pinning.generator);
  for (const pid of servers) if (pid !== undefined) setCores(pid, pinning.servers);
}

/** Every process back on all the cores. */
export function unpin(pinning: Pinning, servers: readonly (number | undefined)[]): void {
  setCores(process.pid, pinning.all);
  for (const pid of servers) if (pid !== undefined) setCores(pid, pinning.all);
}

let ticksPerSecond: number | null = null;

/** Processor seconds (user + system, all threads) a process has used so far, or null where /proc is missing. */
export function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), from field 3 on: utime is field 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return null;
  }
}
