/**
 * `npm run bench:push [-- --connections N --db embedded|postgres --in-flight K --cpu-prof]`: push
 * connections (`/v2/sys/mc/sse/connection`) against the portal's own server in a process of its
 * own (as `npm start` runs it; the embedded PGlite by default, `--db postgres` a PostgreSQL 15 in a
 * temporary directory), beside a bare Hono `streamSSE` route in a process of its own, in the same run.
 * The bench signs in a handful of demo users through the real endpoints (code from the console
 * notifier), spreads N connections (default 5,000) over their sessions and prints for both:
 *   - the time to open all N (K at a time) and p50/p95/p99 of single opens (request to first event);
 *   - the server's RSS and heap before and after (after a full collection), per connection;
 *   - delivery of one event to all N: on the portal the `grants` broadcast an administrator's role
 *     save sends, on the bare route a broadcast call; p50/p95/p99 of arrival after the send (on the
 *     portal that includes the save itself) and after the first connection had it (the fan-out).
 * Then one JSON line. Figures only: nothing here fails on a slow run. `--cpu-prof` writes a CPU
 * profile of the portal server into a temporary directory (the memory reads bracket the opening).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { roleList, roleSave, type AdminRoleRow } from '../src/shared/api/admin-calls';
import { login, sendCode, type TokenData } from '../src/shared/api/auth-calls';
import { PUSH_EVENTS, pushConnection } from '../src/shared/api/message-calls';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-org';
import { freePort } from '../tests/helpers/free-port';
import { fetchOnce } from './support/http-load';
import { percentile, startLocalPostgres, type LocalPostgres } from './support/local-postgres';
import type { MemoryFigures } from './support/push-memory';
import { PushClients, type PushRequest } from './support/push-clients';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'embedded' },
    connections: { type: 'string', default: '5000' },
    'in-flight': { type: 'string', default: '100' },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const embedded = values.db !== 'postgres';
const connections = Number(values.connections);
const inFlight = Number(values['in-flight']);
const USERS = ['admin', 'sales', 'sales2', 'finance', 'ops'] as const;
const DELIVERY_TIMEOUT_MS = 30_000;
const PROFILE_DIR = path.join(tmpdir(), 'switchboard-bench-push-profile');

interface Child {
  child: ChildProcess;
  port: number;
  /** Lines of stdout after READY, for the sign-in codes. */
  lines: string[];
  onLine: Set<(line: string) => void>;
}

function startChild(args: string[], env: NodeJS.ProcessEnv): Promise<Child> {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const handle: Child = { child, port: 0, lines: [], onLine: new Set() };
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('READY ')) {
        handle.port = (JSON.parse(line.slice(6)) as { port: number }).port;
        resolve(handle);
        return;
      }
      handle.lines.push(line);
      for (const listener of handle.onLine) listener(line);
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

/** The verification code the console notifier writes for `username`, once it appears. */
function codeFor(server: Child, username: string): Promise<string> {
  const pattern = new RegExp(`^\\[auth\\] verification code for ${username}: (\\d{6})$`);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no code for ${username}`)), 10_000);
    const listener = (line: string) => {
      const code = pattern.exec(line)?.[1];
      if (!code) return;
      clearTimeout(timer);
      server.onLine.delete(listener);
      resolve(code);
    };
    server.onLine.add(listener);
  });
}

async function call<T>(port: number, method: 'GET' | 'POST', pathAndQuery: string, token: string | null, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const answer = await fetchOnce({
    port,
    method,
    path: pathAndQuery,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = JSON.parse(answer.body) as { code: number; msg: string; data: T };
  if (answer.status !== 200 || parsed.code !== 0)
    throw new Error(`${method} ${pathAndQuery}: ${answer.status} ${answer.body.slice(0, 200)}`);
  return parsed.data;
}

/** Signs `username` in as the browser does: a code (read from the server's console), then the password. */
async function signIn(server: Child, username: string): Promise<string> {
  const code = codeFor(server, username);
  await call(server.port, 'GET', `${sendCode.path}?username=${username}`, null);
  const data = await call<TokenData>(server.port, 'POST', login.path, null, { username, password: DEMO_PASSWORD, code: await code });
  return data.token;
}

/** Both servers answer `/__bench/memory` beside their routes (plain JSON, no envelope). */
async function memoryOf(port: number): Promise<MemoryFigures> {
  const answer = await fetchOnce({ port, method: 'GET', path: '/__bench/memory', headers: {} });
  return JSON.parse(answer.body) as MemoryFigures;
}

function busyNote(): string {
  const [load1] = loadavg();
  const cores = cpus().length;
  return load1! > cores * 0.75 ? ` (machine looks busy: load average ${load1!.toFixed(1)} on ${cores} cores)` : '';
}

const round = (value: number) => Number(value.toFixed(1));
const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)) };
};

interface SideFigures {
  openMs: number;
  open: { p50: number; p95: number; p99: number };
  failures: number;
  memoryBefore: MemoryFigures;
  memoryAfter: MemoryFigures;
  rssPerConnection: number;
  heapPerConnection: number;
  delivered: number;
  delivery: { p50: number; p95: number; p99: number };
  /** Arrival after the first connection had it: the fan-out alone, without the sending call. */
  fanOut: { p50: number; p95: number; p99: number };
  busy: string;
}

async function measure(
  port: number,
  requestOf: (index: number) => PushRequest,
  event: string,
  send: () => Promise<void>,
): Promise<SideFigures> {
  const busy = busyNote();
  const memoryBefore = await memoryOf(port);
  const clients = new PushClients(connections);
  try {
    const opened = await clients.open(connections, inFlight, requestOf);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const memoryAfter = await memoryOf(port);
    const arrivals = await clients.deliver(event, send, DELIVERY_TIMEOUT_MS);
    const open = opened.singles.length;
    const first = arrivals.reduce((least, at) => Math.min(least, at), Infinity);
    return {
      openMs: Math.round(opened.totalMs),
      open: spread(opened.singles),
      failures: opened.failures,
      memoryBefore,
      memoryAfter,
      rssPerConnection: open ? Math.round((memoryAfter.rss - memoryBefore.rss) / open) : 0,
      heapPerConnection: open
        ? Math.round((memoryAfter.heapUsed + memoryAfter.external - memoryBefore.heapUsed - memoryBefore.external) / open)
        : 0,
      delivered: arrivals.length,
      delivery: spread(arrivals),
      fanOut: spread(arrivals.map((at) => at - first)),
      busy: busy || busyNote(),
    };
  } finally {
    clients.closeAll();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function print(name: string, side: SideFigures): void {
  process.stdout.write(
    `${name.padEnd(7)} open ${connections}: ${(side.openMs / 1000).toFixed(2)} s (${inFlight} at a time; single open p50 ${side.open.p50} / p95 ${side.open.p95} / p99 ${side.open.p99} ms` +
      `${side.failures ? `, ${side.failures} failed` : ''})\n` +
      `        memory: RSS ${mb(side.memoryBefore.rss)} -> ${mb(side.memoryAfter.rss)}, heap+external ${mb(side.memoryBefore.heapUsed + side.memoryBefore.external)} -> ` +
      `${mb(side.memoryAfter.heapUsed + side.memoryAfter.external)}; per connection RSS ${kb(side.rssPerConnection)}, heap ${kb(side.heapPerConnection)}\n` +
      `        delivery to ${side.delivered}/${connections - side.failures}: p50 ${side.delivery.p50} / p95 ${side.delivery.p95} / p99 ${side.delivery.p99} ms after the send` +
      ` (fan-out after the first arrival: p50 ${side.fanOut.p50} / p95 ${side.fanOut.p95} / p99 ${side.fanOut.p99} ms)${side.busy}\n`,
  );
}

async function main(): Promise<void> {
  let postgres: LocalPostgres | null = null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-push-'));
  const children: ChildProcess[] = [];
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', PORT: String(await freePort()), DATA_DIR: dataDir };
    delete env.RESPONSE_CHECK;
    delete env.DINGTALK_APP_KEY;
    if (embedded) delete env.DATABASE_URL;
    else {
      postgres = startLocalPostgres('-c shared_buffers=256MB -c max_connections=200');
      env.DATABASE_URL = postgres.url;
    }
    const seeding = Date.now();
    const profile = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
    const portal = await startChild(['--expose-gc', ...profile, '--import', 'tsx', 'bench/support/push-server.ts'], env);
    children.push(portal.child);
    const bare = await startChild(['--expose-gc', '--import', 'tsx', 'bench/support/bare-push-server.ts'], process.env);
    children.push(bare.child);
    process.stdout.write(
      `portal on ${embedded ? 'PGlite (embedded)' : 'PostgreSQL 15'}, seeded and listening in ${((Date.now() - seeding) / 1000).toFixed(0)} s${busyNote()}\n`,
    );

    const tokens: string[] = [];
    for (const username of USERS) tokens.push(await signIn(portal, username));
    const admin = tokens[0]!;
    const roles = await call<AdminRoleRow[]>(portal.port, 'GET', roleList.path, admin);
    const role = roles.find((row) => row.code === 'sales') ?? roles[0]!;
    process.stdout.write(`signed in ${USERS.join(', ')}; the event: the grants broadcast of admin saving role ${role.code} unchanged\n`);

    const portalFigures = await measure(
      portal.port,
      (index) => ({
        port: portal.port,
        path: `${pushConnection.path}?clientId=bench-${String(index).padStart(6, '0')}`,
        headers: { Authorization: `Bearer ${tokens[index % tokens.length]!}` },
      }),
      PUSH_EVENTS.grants,
      async () => {
        const { id, code, name, nameEn, description, dataScope } = role;
        await call(portal.port, 'POST', roleSave.path, admin, { id, code, name, nameEn, description, dataScope });
      },
    );
    print('portal', portalFigures);
    const bareFigures = await measure(
      bare.port,
      () => ({ port: bare.port, path: '/sse', headers: {} }),
      PUSH_EVENTS.grants,
      async () => {
        await fetchOnce({ port: bare.port, method: 'POST', path: '/broadcast', headers: {} });
      },
    );
    print('bare', bareFigures);
    process.stdout.write(
      `portal/bare: open ${(portalFigures.openMs / bareFigures.openMs).toFixed(2)}x, single open p50 ${(portalFigures.open.p50 / bareFigures.open.p50).toFixed(2)}x` +
        ` (targets: open <= 2x bare, delivery p99 <= 500 ms, <= 100 kB per connection)\n`,
    );
    process.stdout.write(
      `${JSON.stringify({ bench: 'push', db: embedded ? 'pglite' : 'postgres', connections, inFlight, loadavg: loadavg()[0], portal: portalFigures, bare: bareFigures })}\n`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (values['cpu-prof']) process.stdout.write(`CPU profile of the portal server: ${PROFILE_DIR}\n`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
