/**
 * `npm run bench:api [-- --db postgres|embedded --rate R --seconds S --connections C --passes N --no-pin --only W,… --cpu-prof]`:
 * the hot calls every signed-in person makes, against the portal's own server in a process of its
 * own (as `npm start` runs it), each beside a bare Hono route answering the same bytes from memory
 * in the same run:
 *   - getUserInfo and getResourceByMenu as 周启明 (the largest menu), and getUserInfo again with
 *     the ETag the browser holds (answered 304);
 *   - the performance query of last month (李娜) and the first to-do page (陈静).
 * Every request says `Accept-Encoding: gzip, deflate, br`, as a browser does, and the baseline
 * answers the same compressed bytes; the table shows each answer's JSON size and the bytes it took
 * on the wire. For each: latency p50/p95/p99 at a fixed rate (open loop), then the most requests
 * per second C connections get, S seconds a pass, N passes a side (default 3) taken in turn —
 * portal, bare, portal, bare, … — so that a busy moment of the machine falls on both sides alike.
 * Each side's figure is the median of its passes (all are printed), with the share of a core its
 * server used meanwhile and its processor time per answer: a server well below 100 % was held back
 * by the load generator or the machine, not by its own work. During those passes, with `taskset`
 * and at least two cores, the load generator (this process) runs on the first core and both servers
 * on the others, the same for portal and bare (`--no-pin` leaves the placing to the scheduler); the
 * latency passes and PostgreSQL are not pinned. On `postgres` (default) the database is a
 * PostgreSQL 15 server started in a temporary directory; `embedded` is the default PGlite (20
 * clients at 100 requests/s). Prints a table, then one JSON line. Figures only: nothing here fails
 * on a slow run. `--only` runs the cases whose names contain one of the words; `--cpu-prof` writes
 * a CPU profile of the portal server into `$TMPDIR/switchboard-bench-api-profile`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { performanceQuery } from '../src/shared/api/business-calls';
import type { CallDef } from '../src/shared/api/define-call';
import { getResourceByMenu, getUserInfo } from '../src/shared/api/staff-calls';
import { myToDoPage } from '../src/shared/api/workflow-process-calls';
import { addDays, monthStart, shanghaiDate } from '../src/shared/business/dates';
import { freePort } from '../tests/helpers/free-port';
import { cpuSeconds, pin, pinningPlan, unpin } from './support/cores';
import { atFixedRate, atMostRate, fetchOnce, type LoadTarget, type RateFigures } from './support/http-load';
import { startLocalPostgres, type LocalPostgres } from './support/local-postgres';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    rate: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string' },
    passes: { type: 'string', default: '3' },
    'no-pin': { type: 'boolean', default: false },
    only: { type: 'string' },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const embedded = values.db === 'embedded';
const rate = Number(values.rate ?? (embedded ? 100 : 500));
const seconds = Number(values.seconds);
const connections = Number(values.connections ?? (embedded ? 20 : 50));
const passes = Math.max(1, Number(values.passes));
const pinning = values['no-pin'] ? null : pinningPlan();
/** Case names containing any of these words (comma-separated), else every case. */
const only = values.only?.split(',').map((word) => word.trim().toLowerCase()) ?? null;
const PROFILE_DIR = path.join(tmpdir(), 'switchboard-bench-api-profile');
/** What Chromium sends without zstd (which Node's zlib of the supported versions cannot decode). */
const ACCEPT_ENCODING = 'gzip, deflate, br';

/** Starts a child and resolves with the JSON of its `READY {…}` line. */
function startChild(args: string[], env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; ready: Record<string, unknown> }> {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve({ child, ready: JSON.parse(line.slice(6)) as Record<string, unknown> });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

/** Latency at the fixed rate, after a second of warm-up. */
async function atRateWarmed(target: LoadTarget): Promise<RateFigures> {
  await atFixedRate(target, rate, 1, connections);
  return atFixedRate(target, rate, seconds, connections);
}

/** The middle figure (the mean of the two middle ones for an even count). */
function median(figures: readonly number[]): number {
  const sorted = [...figures].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

interface MostPass {
  max: number;
  /** Share of a core (per cent) the server used during the pass, and its processor time per answer (µs); null without /proc. */
  cpu: { share: number; perAnswer: number } | null;
}

/** The most requests per second of one pass, with the processor time the server spent meanwhile. */
async function mostPass(target: LoadTarget, server: ChildProcess): Promise<MostPass> {
  const before = cpuSeconds(server.pid);
  const started = performance.now();
  const max = await atMostRate(target, seconds, connections);
  const after = cpuSeconds(server.pid);
  const elapsed = (performance.now() - started) / 1000;
  if (before === null || after === null || max === 0) return { max, cpu: null };
  return {
    max,
    cpu: { share: Math.round((100 * (after - before)) / elapsed), perAnswer: Math.round((1e6 * (after - before)) / (max * seconds)) },
  };
}

interface MostFigures {
  /** The median of the passes. */
  max: number;
  passes: number[];
  /** Medians of the passes' processor figures (see MostPass). */
  cpu: { share: number; perAnswer: number } | null;
}

function mostFigures(runs: readonly MostPass[]): MostFigures {
  const cpus = runs.flatMap((run) => (run.cpu ? [run.cpu] : []));
  return {
    max: median(runs.map((run) => run.max)),
    passes: runs.map((run) => run.max),
    cpu: cpus.length ? { share: median(cpus.map((cpu) => cpu.share)), perAnswer: median(cpus.map((cpu) => cpu.perAnswer)) } : null,
  };
}

const most = (figures: MostFigures) =>
  `max ${figures.max}/s${figures.passes.length > 1 ? ` (median of ${figures.passes.join(', ')})` : ''}` +
  (figures.cpu ? ` cpu ${figures.cpu.share}% ${figures.cpu.perAnswer} µs/answer` : '');

interface Case {
  name: string;
  target: LoadTarget;
}

function caseOf(
  name: string,
  port: number,
  token: string,
  def: CallDef,
  query = '',
  body?: unknown,
  extra: Record<string, string> = {},
): Case {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Accept-Encoding': ACCEPT_ENCODING, ...extra };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return {
    name,
    target: { port, method: def.method, path: `${def.path}${query}`, headers, body: body === undefined ? undefined : JSON.stringify(body) },
  };
}

async function main(): Promise<void> {
  let postgres: LocalPostgres | null = null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-api-'));
  const children: ChildProcess[] = [];
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', PORT: String(await freePort()), DATA_DIR: dataDir };
    delete env.RESPONSE_CHECK;
    if (embedded) delete env.DATABASE_URL;
    else {
      postgres = startLocalPostgres('-c shared_buffers=256MB -c max_connections=200');
      env.DATABASE_URL = postgres.url;
    }
    const seeding = Date.now();
    const profile = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
    const portal = await startChild([...profile, '--import', 'tsx', 'bench/support/api-server.ts'], env);
    children.push(portal.child);
    process.stdout.write(
      `portal on ${embedded ? 'PGlite (embedded)' : 'PostgreSQL 15'}, seeded and listening in ${((Date.now() - seeding) / 1000).toFixed(0)} s; ` +
        `most per second: median of ${passes} pass${passes > 1 ? 'es' : ''} of ${seconds} s a side, portal and bare in turn, ` +
        `${pinning ? `load generator on core ${pinning.generator}, both servers on core ${pinning.servers}` : 'not pinned'}\n`,
    );
    const port = portal.ready.port as number;
    const tokens = portal.ready.tokens as Record<string, string>;

    const today = shanghaiDate(new Date());
    const lastMonth = monthStart(addDays(monthStart(today), -1));
    const cases = [
      caseOf('getUserInfo (admin)', port, tokens.admin!, getUserInfo),
      caseOf('getResourceByMenu (admin)', port, tokens.admin!, getResourceByMenu, '?mobileFlag=false'),
      caseOf('performance query, last month (sales)', port, tokens.sales!, performanceQuery, '', {
        from: lastMonth,
        to: addDays(monthStart(today), -1),
        groupBy: 'date',
      }),
      caseOf('to-do page 1 (finance)', port, tokens.finance!, myToDoPage, '', { page: 1, pageSize: 20 }),
    ];
    const first = await fetchOnce(cases[0]!.target);
    // The ETag of the user entry, as the browser keeps it.
    cases.push(
      caseOf('getUserInfo repeat with its ETag (304)', port, tokens.admin!, getUserInfo, '', undefined, { 'If-None-Match': first.etag }),
    );

    // The bytes each call answers, for the baseline.
    const canned: { method: string; path: string; body: string; encoding: string; wire: number }[] = [];
    for (const item of cases) {
      const answer = item === cases[0] ? first : await fetchOnce(item.target);
      if (item.target.headers['If-None-Match']) {
        if (answer.status !== 304) throw new Error(`${item.name}: expected 304, got ${answer.status}`);
        continue;
      }
      const code = (JSON.parse(answer.body) as { code: number; msg: string }).code;
      if (answer.status !== 200 || code !== 0) throw new Error(`${item.name}: ${answer.status} ${answer.body.slice(0, 200)}`);
      canned.push({
        method: item.target.method,
        path: item.target.path.split('?')[0]!,
        body: answer.body,
        encoding: answer.encoding,
        wire: answer.wire.length,
      });
    }
    const cannedFile = path.join(dataDir, 'canned.json');
    writeFileSync(cannedFile, JSON.stringify(canned.map(({ wire: _wire, ...entry }) => entry)));
    const bare = await startChild(['--import', 'tsx', 'bench/support/bare-server.ts', cannedFile], process.env);
    children.push(bare.child);
    const barePort = bare.ready.port as number;

    const results: {
      name: string;
      bytes: number;
      wire: number;
      encoding: string;
      portal: RateFigures & MostFigures;
      bare: (RateFigures & MostFigures) | null;
    }[] = [];
    for (const item of cases) {
      if (only && !only.some((word) => item.name.toLowerCase().includes(word))) continue;
      const answer = canned.find((entry) => item.target.path.startsWith(entry.path) && !item.target.headers['If-None-Match']);
      const bytes = answer ? Buffer.byteLength(answer.body) : 0;
      const wire = answer?.wire ?? 0;
      const encoding = answer?.encoding ?? '';
      const bareTarget = bytes > 0 ? { ...item.target, port: barePort } : null;
      const portalFixed = await atRateWarmed(item.target);
      const bareFixed = bareTarget ? await atRateWarmed(bareTarget) : null;
      // Portal and bare in turn, so that a busy moment of the shared machine is less likely to land on one side only.
      const portalRuns: MostPass[] = [];
      const bareRuns: MostPass[] = [];
      const servers = [portal.child.pid, bare.child.pid];
      if (pinning) pin(pinning, servers);
      try {
        for (let pass = 0; pass < passes; pass += 1) {
          portalRuns.push(await mostPass(item.target, portal.child));
          if (bareTarget) bareRuns.push(await mostPass(bareTarget, bare.child));
        }
      } finally {
        if (pinning) unpin(pinning, servers);
      }
      const portalFigures = { ...portalFixed, ...mostFigures(portalRuns) };
      const bareFigures = bareFixed ? { ...bareFixed, ...mostFigures(bareRuns) } : null;
      results.push({ name: item.name, bytes, wire, encoding, portal: portalFigures, bare: bareFigures });
      const b = bareFigures;
      process.stdout.write(
        `${item.name.padEnd(42)} ${String(bytes).padStart(7)} B JSON ${String(wire).padStart(6)} B ${encoding.padEnd(8)}  at ${rate}/s: p50 ${portalFixed.p50} ms p95 ${portalFixed.p95} ms p99 ${portalFixed.p99} ms` +
          ` (errors ${portalFixed.errors})  ${most(portalFigures)}` +
          (b
            ? `  | bare: p50 ${b.p50} p95 ${b.p95} p99 ${b.p99} ms, ${most(b)}, portal/bare ${(portalFigures.max / b.max).toFixed(2)}`
            : '') +
          '\n',
      );
    }
    if (values['cpu-prof']) process.stdout.write(`CPU profile of the portal server: ${PROFILE_DIR}\n`);
    process.stdout.write(
      `${JSON.stringify({ bench: 'api', db: embedded ? 'pglite' : 'postgres', rate, seconds, connections, passes, pinning, results })}\n`,
    );
  } finally {
    // Each child stops on its own (the portal closes its database and writes its profile), or is left after 10 s.
    const exits = children.map(
      (child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
    );
    for (const child of children) child.kill('SIGTERM');
    await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
