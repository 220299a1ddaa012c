import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../helpers/free-port';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A pino line at error level or above (50 error, 60 fatal). */
export interface ErrorLine {
  level: number;
  msg: string;
  err: string;
  reqId: string;
}

export interface FuzzServer {
  origin: URL;
  /** Every line the server wrote, stdout and stderr, in order. */
  lines: string[];
  errorLines: ErrorLine[];
  isRunning(): boolean;
  /** The verification code printed for the user after line `after`. */
  waitForCode(username: string, after: number, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
}

function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`))));
  });
}

/** The first line of an error (queries cut short) and its first "caused by" line. */
function summary(stack: string): string {
  const lines = stack.split('\n');
  const cause = lines.find((line) => line.startsWith('caused by:'));
  const first = (lines[0] ?? '').slice(0, 240);
  return cause ? `${first} … ${cause.slice(0, 240)}` : `${first} ${(lines[1] ?? '').trim().slice(0, 120)}`;
}

function parseErrorLine(line: string): ErrorLine | null {
  if (!line.startsWith('{')) return null;
  try {
    const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string; stack?: string }; reqId?: string };
    if (typeof entry.level !== 'number' || entry.level < 50) return null;
    return {
      level: entry.level,
      msg: entry.msg ?? '',
      err: summary(entry.err?.stack ?? entry.err?.message ?? ''),
      reqId: entry.reqId ?? '',
    };
  } catch {
    return null;
  }
}

/**
 * The real server as a child process on a fresh embedded database: seeded first at a small scale
 * (tests/fuzz/seed-small.ts), then started as `node --import tsx src/server/main.ts` with
 * LOG_LEVEL=warn, so every error-level line it writes is one the fuzz run caused.
 */
export async function startFuzzServer(seedScale: string): Promise<FuzzServer> {
  const work = mkdtempSync(path.join(tmpdir(), 'switchboard-fuzz-'));
  const dataDir = path.join(work, 'data');
  const clientDir = path.join(work, 'client');
  mkdirSync(clientDir);
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    LOG_LEVEL: 'warn',
    SEED_ON_START: '1',
    AI_STREAM_PACE_MS: '0',
    FUZZ_SEED_SCALE: seedScale,
  };
  for (const name of [
    'DATABASE_URL',
    'DINGTALK_APP_KEY',
    'DINGTALK_APP_SECRET',
    'DINGTALK_AGENT_ID',
    'AI_BASE_URL',
    'AI_API_KEY',
    'AI_MODEL',
    'SECTION_APPS',
    'PUBLIC_URL',
  ]) {
    delete env[name];
  }
  try {
    await runNode(['--import', 'tsx', 'tests/fuzz/seed-small.ts'], env);
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }

  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const errorLines: ErrorLine[] = [];
  const take = (line: string) => {
    lines.push(line);
    const error = parseErrorLine(line);
    if (error) errorLines.push(error);
  };
  if (child.stdout) createInterface({ input: child.stdout }).on('line', take);
  if (child.stderr) createInterface({ input: child.stderr }).on('line', take);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const origin = new URL(`http://127.0.0.1:${port}`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) {
      rmSync(work, { recursive: true, force: true });
      throw new Error(`the server exited during start:\n${lines.join('\n')}`);
    }
    try {
      if ((await fetch(new URL('/healthz', origin))).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(work, { recursive: true, force: true });
      throw new Error(`the server did not answer /healthz within 120 s:\n${lines.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    origin,
    lines,
    errorLines,
    isRunning: () => !exited,
    async waitForCode(username, after, timeoutMs = 10_000) {
      const pattern = new RegExp(`\\[auth\\] verification code for ${username.replace(/\W/g, '\\$&')}: (\\d{6})`);
      const until = Date.now() + timeoutMs;
      for (;;) {
        for (let index = lines.length - 1; index >= after; index -= 1) {
          const match = pattern.exec(lines[index] ?? '');
          if (match?.[1]) return match[1];
        }
        if (Date.now() > until) throw new Error(`no verification code was printed for ${username}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 8_000);
        await exit;
        clearTimeout(killer);
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
