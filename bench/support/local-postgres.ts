/**
 * A throwaway PostgreSQL 15 server for a benchmark: initdb in a temporary directory, started on
 * a random port with fsync off (the figures measure queries, not the disk), removed on stop.
 * As root the server runs as the `postgres` user, which initdb requires.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

function pg(command: string, args: string[]): void {
  const bin = path.join(PG_BIN, command);
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'ignore' });
  else execFileSync(bin, args, { stdio: 'ignore' });
}

export interface LocalPostgres {
  url: string;
  stop: () => void;
}

/** `settings` are extra server options, e.g. `-c shared_buffers=512MB`. */
export function startLocalPostgres(settings: string): LocalPostgres {
  if (!existsSync(path.join(PG_BIN, 'initdb'))) throw new Error(`PostgreSQL 15 not found in ${PG_BIN} (set PG_BIN)`);
  const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-'));
  chmodSync(dir, 0o777);
  if (asRoot) execFileSync('chown', ['-R', 'postgres', dir]);
  const port = 56000 + Math.floor(Math.random() * 2000);
  pg('initdb', ['-D', `${dir}/data`, '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  pg('pg_ctl', [
    '-D',
    `${dir}/data`,
    '-o',
    `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off ${settings}`,
    '-l',
    `${dir}/log`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        pg('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Nearest-rank percentile of an ascending list. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
