/**
 * Where a benchmark's processes run, and how much processor time a server spent. On a machine
 * where the load generator and the server under test share few cores, the scheduler places them
 * differently from one pass to the next, and the figures swing with it. With `taskset` and at
 * least two cores, the load generator keeps core 0 and every server under test (the portal and
 * its baseline alike) the other cores, so each side of a comparison runs on the same cores.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

export interface Pinning {
  /** `taskset -c` core list of the load generator (this process), e.g. `0`. */
  generator: string;
  /** `taskset -c` core list of the servers under test, e.g. `1` or `1-3`. */
  servers: string;
}

/** The pinning to use, or null when `taskset` is missing or there is a single core. */
export function pinningPlan(): Pinning | null {
  const cores = availableParallelism();
  if (cores < 2 || spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status !== 0) return null;
  return { generator: '0', servers: cores === 2 ? '1' : `1-${cores - 1}` };
}

/** Moves every thread of this process (the load generator) onto the generator's cores; children started later inherit them. */
export function pinThisProcess(pinning: Pinning): void {
  execFileSync('taskset', ['-a', '-p', '-c', pinning.generator, String(process.pid)], { stdio: 'ignore' });
}

/** The command and arguments that start `args` (a node command line) on the servers' cores, or as they are. */
export function onServerCores(pinning: Pinning | null, args: string[]): { command: string; args: string[] } {
  if (!pinning) return { command: process.execPath, args };
  // taskset execs the command, so the child's pid is the server's.
  return { command: 'taskset', args: ['-c', pinning.servers, process.execPath, ...args] };
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
