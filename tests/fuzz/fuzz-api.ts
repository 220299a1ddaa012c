import http from 'node:http';
import { PUBLIC, SIGNED_IN } from '../../src/shared/api/define-call';
import { STAFF_CLIENT_ID } from '../../src/shared/api/auth-calls';
import { SEGMENT_MAX_BYTES, UPLOAD_MAX_BYTES } from '../../src/shared/api/download-calls';
import { APP_CODES, SPEC_CODES } from '../../src/shared/error-codes';
import { checkAnswer, type StatusClass } from './answer-check';
import { startFuzzServer, type FuzzServer } from './fuzz-server';
import { acceptedSamples, operationsOf, type OpenApiDocument } from './operations';
import { retriedOnStaleSockets, sendRaw, type RawResponse } from './raw-http';
import { buildRequest, type RawRequest } from './request-builder';
import { isPooledField, type Pool, type SchemaContext } from './schema-arbitrary';
import { HelperClient, Session } from './sessions';
import { variantsOf, type Draft, type Operation } from './variants';

/**
 * `npm run test:fuzz`: every operation of the OpenAPI document gets FUZZ_PER_OP hostile variants
 * of its own schema (fixed seed) against the real server in a child process. Fails on any 5xx,
 * any answer that is neither an envelope nor the call's declared file/stream/redirect, an
 * error-level log line, or a server that stops answering.
 *
 * Settings: FUZZ_SEED, FUZZ_PER_OP (≥ 30), FUZZ_CONCURRENCY, FUZZ_SEED_SCALE (demo data size),
 * FUZZ_VERBOSE=1 (per-operation counts and every failure), FUZZ_ONLY (below).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
// 40 per operation: about 15,000 requests, well past the 10,000 the suite promises, in about 3 minutes on two cores.
const PER_OP = Number(process.env.FUZZ_PER_OP ?? 40);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 6);
const SEED_SCALE = process.env.FUZZ_SEED_SCALE ?? '0.01';
const MIN_REQUESTS = 10_000;
const MIN_VARIANTS_PER_OP = 30;
const VERBOSE = process.env.FUZZ_VERBOSE === '1';
/** FUZZ_ONLY=id,id…: fuzz just these operations while chasing a failure (the request minimum is not checked). */
const ONLY = process.env.FUZZ_ONLY ? new Set(process.env.FUZZ_ONLY.split(',')) : null;
const SEND = { timeoutMs: 60_000, streamBudgetMs: 15_000 };
/** The push stream never ends: a short look at it is enough. */
const STREAM_BUDGETS: Record<string, number> = { 'mc.sse': 300 };

/** The own users of the calls that sign people in and out, so the main user stays signed in. */
const AUTH_USERS = { logout: 'rep10', loginTarget: 'rep11', changePassword: 'rep12' } as const;
/** Who sends the other calls, in turn among those holding the call's permission. */
const MAIN_USERS = ['admin', 'lead1', 'sales'] as const;
/**
 * Calls that end an account's sessions or change what it may do. The run's own users must keep
 * theirs, so a variant naming one of them names this stand-in instead.
 */
const ACCOUNT_CALLS = new Set(['admin.userStatus', 'admin.userResetPassword', 'admin.userUpdate']);
const STAND_IN_USER = 'rep09';

interface Failure {
  op: string;
  kind: string;
  detail: string;
  status: number;
  excerpt: string;
}

interface Tally {
  requests: number;
  byClass: Record<StatusClass, number>;
  /** Bodies over the route's limit that the server stopped reading, closing the connection before we read its 413. */
  cut: number;
  byCode: Map<number, number>;
  failures: Failure[];
  /** request id → what was sent, to name the request behind an error log line. */
  byRequestId: Map<string, string>;
  perOp: Map<string, { sent: number; ms: number; byClass: Record<string, number> }>;
}

/** The server's body limits (src/server/http/body-limits.ts): uploads allow their file and 64 KB of form around it. */
function bodyLimitOf(op: Operation): number {
  const formRoom = 64 * 1024;
  if (op.id === 'download.upload') return UPLOAD_MAX_BYTES + formRoom;
  if (op.id === 'download.segmentUpload') return SEGMENT_MAX_BYTES + formRoom;
  return 1024 * 1024;
}

const excerptOf = (response: RawResponse) =>
  (response.error ?? response.body.subarray(0, 300).toString('utf8')).replace(/\s+/g, ' ').slice(0, 200);

/** Fields of answers worth replaying: harvested values go to these request fields as well. */
const POOL_ALIASES: Record<string, string[]> = {
  uuid: ['conversationUuid'],
  msgId: ['msgIds'],
  resourceId: ['resourceIds'],
  code: ['customerCode'],
  staffId: ['toStaffId', 'ownerStaffId'],
  id: ['versionId'],
  nextCursor: ['cursor'],
  type: ['currentType'],
};
const NEVER_HARVESTED = new Set(['username', 'refresh_token', 'client_id', 'oldPassword']);

function harvest(pool: Pool, value: unknown, depth = 0): void {
  if (depth > 6 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 20)) harvest(pool, item, depth + 1);
    return;
  }
  for (const [key, inner] of Object.entries(value)) {
    const usable = (typeof inner === 'string' && inner.length <= 200) || typeof inner === 'number';
    if (usable && (isPooledField(key) || key in POOL_ALIASES) && !NEVER_HARVESTED.has(key)) {
      for (const field of [key, ...(POOL_ALIASES[key] ?? [])]) {
        const known = pool.get(field) ?? [];
        if (!known.includes(inner)) {
          known.push(inner);
          if (known.length > 40) known.shift();
        }
        pool.set(field, known);
      }
    }
    harvest(pool, inner, depth + 1);
  }
}

async function runPool<T>(items: readonly T[], worker: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await worker(item);
    }
  });
  await Promise.all(lanes);
}

/** The staff ids of the run's own users, and the account that takes their place in account calls. */
interface Accounts {
  own: Set<number>;
  standIn: number;
}

interface Runner {
  server: FuzzServer;
  agent: http.Agent;
  ctx: SchemaContext;
  pool: Pool;
  tally: Tally;
  accounts: Accounts;
}

/** An account call naming one of the run's own users names the stand-in instead; anything else goes as built. */
function shieldAccounts(op: Operation, request: RawRequest, accounts: Accounts): RawRequest {
  if (!ACCOUNT_CALLS.has(op.id) || request.body === undefined) return request;
  let value: unknown;
  try {
    value = JSON.parse(request.body.toString('utf8'));
  } catch {
    return request;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return request;
  const body = value as Record<string, unknown>;
  // Only a number or a numeric string can name an account: a hostile id (an array nested ten
  // thousand deep) is sent as built, never converted here, where its conversion would overflow.
  if ((typeof body.id !== 'number' && typeof body.id !== 'string') || !accounts.own.has(Number(body.id))) return request;
  try {
    return { ...request, body: Buffer.from(JSON.stringify({ ...body, id: accounts.standIn })) };
  } catch {
    // Another field nests too deep to write out again: the server's input guard refuses such a
    // body (input.tooDeep) before any handler runs, so it goes as built and changes no account.
    return request;
  }
}

/** Sends one variant as the session, checks the answer and keeps the counts. */
async function sendVariant(runner: Runner, op: Operation, draft: Draft, session: Session | null, expectForbidden = false): Promise<void> {
  const usesSession = session !== null && draft.authorization === undefined;
  const needsKey = op.repeatCheck && session !== null && (draft.idempotence === undefined || draft.idempotence === 'fresh');
  const key = needsKey && session ? await session.idempotenceKey() : null;
  const request = shieldAccounts(
    op,
    buildRequest(op, draft, runner.pool, runner.ctx, { token: session?.token ?? null, idempotenceKey: key }),
    runner.accounts,
  );
  const response = await sendRaw(runner.agent, runner.server.origin, request, {
    ...SEND,
    streamBudgetMs: STREAM_BUDGETS[op.id] ?? SEND.streamBudgetMs,
  });
  const { tally } = runner;
  tally.requests += 1;
  const verdict = checkAnswer(op.answer, response);
  tally.byClass[verdict.statusClass] += 1;
  if (verdict.code !== null) tally.byCode.set(verdict.code, (tally.byCode.get(verdict.code) ?? 0) + 1);
  const perOp = tally.perOp.get(op.id) ?? { sent: 0, ms: 0, byClass: {} };
  perOp.sent += 1;
  perOp.ms += response.ms;
  perOp.byClass[verdict.statusClass] = (perOp.byClass[verdict.statusClass] ?? 0) + 1;
  tally.perOp.set(op.id, perOp);
  const requestId = response.headers['x-request-id'];
  if (typeof requestId === 'string') tally.byRequestId.set(requestId, `${op.id} [${draft.kind}] ${draft.detail}`);
  let problem = verdict.problem;
  if (problem && response.status === 0 && /ECONNRESET|EPIPE/.test(response.error ?? '') && (request.body?.length ?? 0) > bodyLimitOf(op)) {
    tally.cut += 1;
    problem = undefined;
  }
  if (!problem && expectForbidden && (response.status !== 403 || verdict.code !== APP_CODES.FORBIDDEN)) {
    problem = `expected HTTP 403 with code ${APP_CODES.FORBIDDEN}`;
  }
  if (problem) {
    tally.failures.push({
      op: op.id,
      kind: draft.kind,
      detail: `${draft.detail} — ${problem}`,
      status: response.status,
      excerpt: excerptOf(response),
    });
    return;
  }
  if (verdict.code === 0) {
    try {
      harvest(runner.pool, (JSON.parse(response.body.toString('utf8')) as { data: unknown }).data);
    } catch {
      // files and streams carry nothing to replay
    }
  }
  if (usesSession && verdict.code === SPEC_CODES.TOKEN_INVALID && session?.renews) await session.renewIfDead();
}

/** Who sends the `nth` variant of an operation (null: nobody signed in). */
type SessionOf = (op: Operation, nth: number) => Session | null;

async function fuzzOperations(runner: Runner, operations: readonly Operation[], sessionOf: SessionOf): Promise<void> {
  // Two rounds over the operations: ids created in the first are replayed in the second.
  const variants = new Map<string, Draft[]>();
  for (const round of [0, 1]) {
    for (const op of operations) {
      if (!variants.has(op.id)) variants.set(op.id, variantsOf(op, runner.ctx, SEED, PER_OP));
      const all = variants.get(op.id) ?? [];
      const half = all.map((draft, nth) => ({ draft, nth })).filter(({ nth }) => nth % 2 === round);
      await runPool(half, ({ draft, nth }) => sendVariant(runner, op, draft, sessionOf(op, nth)));
      if (round === 1) variants.delete(op.id);
    }
  }
}

/** A sample of each permission-bearing call as a user without the permission: 403 envelopes. */
async function fuzzForbidden(runner: Runner, operations: readonly Operation[], session: Session): Promise<number> {
  const held = await session.permissions();
  const kinds = new Set(['valid', 'bad-json', 'deep-nesting', 'wrong-type', 'proto-keys', 'control-chars', 'bad-date', 'extra-fields']);
  const targets = operations.filter((op) => op.permission !== PUBLIC && op.permission !== SIGNED_IN && !held.has(op.permission));
  for (const op of targets) {
    const drafts = variantsOf(op, runner.ctx, SEED + 1, 19 * 2).filter(
      (draft) => kinds.has(draft.kind) && !draft.pathTail && draft.authorization === undefined,
    );
    await runPool(drafts.slice(0, 8), (draft) => sendVariant(runner, op, draft, session, true));
  }
  return targets.length;
}

/** Plain probes at the static file server: no traversal out of the client directory. */
async function probeStaticTraversal(runner: Runner): Promise<void> {
  const paths = [
    '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/%00',
    '/index.html%00.js',
  ];
  for (const path of paths) {
    const response = await sendRaw(runner.agent, runner.server.origin, { method: 'GET', path, headers: {} }, SEND);
    runner.tally.requests += 1;
    const statusClass =
      response.status >= 500
        ? '5xx'
        : response.status >= 400
          ? '4xx'
          : response.status >= 300
            ? '3xx'
            : response.status > 0
              ? '2xx'
              : 'no answer';
    runner.tally.byClass[statusClass] += 1;
    const body = response.body.toString('utf8');
    if (statusClass === '5xx' || statusClass === 'no answer' || body.includes('root:x:0:0')) {
      runner.tally.failures.push({
        op: 'static',
        kind: 'path-traversal',
        detail: path,
        status: response.status,
        excerpt: excerptOf(response),
      });
    }
  }
}

function shanghaiToday(): string {
  return new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
}

async function main(): Promise<number> {
  const started = performance.now();
  const checks: { name: string; problem?: string }[] = [];
  const tally: Tally = {
    requests: 0,
    cut: 0,
    byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, 'no answer': 0 },
    byCode: new Map(),
    failures: [],
    byRequestId: new Map(),
    perOp: new Map(),
  };
  const server = await startFuzzServer(SEED_SCALE);
  const startedIn = (performance.now() - started) / 1000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY + 2 });
  const helpers = new HelperClient(server, agent);
  let fuzzSeconds: number;
  let forbiddenOps: number;
  let operations: Operation[];
  let renewals: number;
  try {
    const doc = (await (await fetch(new URL('/v2/openapi.json', server.origin))).json()) as OpenApiDocument;
    const found = operationsOf(doc);
    operations = found.operations.filter((op) => !ONLY || ONLY.has(op.id));
    for (const problem of found.problems) checks.push({ name: 'document', problem });
    const ctx: SchemaContext = { components: doc.components.schemas, today: shanghaiToday() };
    for (const op of operations) {
      const accepted = acceptedSamples(op, ctx, SEED, 20);
      checks.push({
        name: `generator ${op.id}`,
        ...(accepted === 0 ? { problem: 'no schema-valid sample passes the call’s own zod schema' } : {}),
      });
      if (VERBOSE) console.log(`generator ${op.id}: ${accepted}/20 samples pass the schema`);
    }
    if (PER_OP < MIN_VARIANTS_PER_OP)
      checks.push({ name: 'variants per operation', problem: `FUZZ_PER_OP=${PER_OP} < ${MIN_VARIANTS_PER_OP}` });

    // The main users cover the three data scopes: all (admin), a department lead's, one's own (sales).
    const main = MAIN_USERS.map((username) => new Session(username, helpers, true));
    const admin = main[0] as Session;
    const newhire = new Session('newhire', helpers);
    const authUsers = { logout: new Session(AUTH_USERS.logout, helpers), changePassword: new Session(AUTH_USERS.changePassword, helpers) };
    const standIn = new Session(STAND_IN_USER, helpers);
    const own = [...main, newhire, authUsers.logout, authUsers.changePassword];
    for (const session of [...own, standIn]) await session.signIn();
    const held = new Map<Session, Set<string>>();
    for (const session of main) held.set(session, await session.permissions());
    const accounts: Accounts = { own: new Set(), standIn: await standIn.staffId() };
    for (const session of own) accounts.own.add(await session.staffId());
    // The user the sign-in calls aim at is never signed in, so its id comes from the list.
    accounts.own.add(await admin.staffIdOf(AUTH_USERS.loginTarget));
    const mainSessionOf: SessionOf = (op, nth) => {
      const able = main.filter((session) => op.permission === SIGNED_IN || held.get(session)?.has(op.permission));
      return able.length > 0 ? (able[nth % able.length] as Session) : admin;
    };
    const pool: Pool = new Map([
      ['username', [AUTH_USERS.loginTarget]],
      ['refresh_token', [authUsers.logout.refreshToken ?? '']],
      ['client_id', [STAFF_CLIENT_ID]],
    ]);
    const runner: Runner = { server, agent, ctx, pool, tally, accounts };

    const fuzzStarted = performance.now();
    // Sign-in, sign-out and password calls go last, with their own users.
    const isAuth = (op: Operation) => op.id.startsWith('auth.') || op.id === 'staff.changePassword';
    await fuzzOperations(
      runner,
      operations.filter((op) => !isAuth(op)),
      mainSessionOf,
    );
    forbiddenOps = await fuzzForbidden(runner, operations, newhire);
    const authOrder = [
      'auth.ssoConfig',
      'auth.ssoStart',
      'auth.ssoLogin',
      'auth.miniAppToken',
      'auth.sendCode',
      'auth.login',
      'staff.changePassword',
      'auth.refresh',
      'auth.logout',
    ];
    const authOps = operations.filter(isAuth).sort((a, b) => authOrder.indexOf(a.id) - authOrder.indexOf(b.id));
    await fuzzOperations(runner, authOps, (op) =>
      op.id === 'staff.changePassword' ? authUsers.changePassword : op.id === 'auth.logout' ? authUsers.logout : null,
    );
    await probeStaticTraversal(runner);
    fuzzSeconds = (performance.now() - fuzzStarted) / 1000;
    renewals = main.reduce((sum, session) => sum + session.renewals, 0);

    const health = await sendRaw(
      agent,
      server.origin,
      { method: 'GET', path: '/healthz', headers: {} },
      { timeoutMs: 5_000, streamBudgetMs: 0 },
    );
    checks.push({ name: 'server alive', ...(server.isRunning() ? {} : { problem: 'the server process exited' }) });
    checks.push({
      name: 'GET /healthz afterwards',
      ...(health.status === 200 ? {} : { problem: `HTTP ${health.status} ${excerptOf(health)}` }),
    });
    await admin.renewIfDead();
    const info = await helpers.call({ method: 'GET', path: '/v2/sys/staff/overseas/getUserInfo', headers: admin.headers() });
    checks.push({ name: 'admin still served afterwards', ...(info.envelope?.code === 0 ? {} : { problem: excerptOf(info.response) }) });
  } finally {
    agent.destroy();
    await server.stop();
  }

  for (const line of server.errorLines) {
    const culprit = line.reqId ? (tally.byRequestId.get(line.reqId) ?? `request ${line.reqId}`) : 'no request';
    checks.push({ name: 'error log line', problem: `level ${line.level} "${line.msg}" (${culprit}): ${line.err}` });
  }
  if (!ONLY)
    checks.push({
      name: 'request count',
      ...(tally.requests >= MIN_REQUESTS ? {} : { problem: `${tally.requests} < ${MIN_REQUESTS} requests` }),
    });

  const seconds = (performance.now() - started) / 1000;
  const failedChecks = checks.filter((check) => check.problem);
  if (VERBOSE) {
    for (const [id, counts] of tally.perOp)
      console.log(
        `${id.padEnd(28)} ${String(counts.sent).padStart(5)} ${String(Math.round(counts.ms)).padStart(7)} ms  ${JSON.stringify(counts.byClass)}`,
      );
  }
  const codes = [...tally.byCode.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([code, count]) => `${code}×${count}`)
    .join(' ');
  console.log(
    `fuzz: seed ${SEED}, ${operations.length} operations × ${PER_OP} variants as ${MAIN_USERS.join(', ')} (sign-in calls as ${Object.values(AUTH_USERS).join(', ')}), ${forbiddenOps} operations sampled as newhire without their permission`,
  );
  console.log(
    `fuzz: ${tally.requests} requests (+${helpers.requests} for sign-in and repeat-check keys), ${renewals} session renewals, ${retriedOnStaleSockets} resent on a stale kept-alive socket`,
  );
  console.log(
    `fuzz: 2xx ${tally.byClass['2xx']}, 3xx ${tally.byClass['3xx']}, 4xx ${tally.byClass['4xx']}, 5xx ${tally.byClass['5xx']}, no answer ${tally.byClass['no answer']} (of which ${tally.cut} bodies over the limit cut off unread)`,
  );
  console.log(`fuzz: envelope codes ${codes}`);
  console.log(
    `fuzz: ${server.errorLines.length} error-level log lines; server start ${startedIn.toFixed(1)} s, fuzzing ${fuzzSeconds.toFixed(1)} s, total ${seconds.toFixed(1)} s`,
  );
  if (seconds > 300)
    console.log(`fuzz: note: the run took ${seconds.toFixed(0)} s, over the 5 minutes it is meant to take (a busy machine?)`);
  if (tally.failures.length > 0) {
    console.log(`\nFailing answers (${tally.failures.length}; first 20):`);
    for (const failure of tally.failures.slice(0, VERBOSE ? undefined : 20)) {
      console.log(`  ${failure.op} [${failure.kind}] ${failure.detail}\n    HTTP ${failure.status}: ${failure.excerpt}`);
    }
  }
  if (failedChecks.length > 0) {
    console.log(`\nFailed checks (${failedChecks.length}; first 20):`);
    for (const check of failedChecks.slice(0, VERBOSE ? undefined : 20)) console.log(`  ${check.name}: ${check.problem}`);
  }
  const passed = tally.requests - tally.failures.length + checks.length - failedChecks.length;
  const failed = tally.failures.length + failedChecks.length;
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`fuzz run failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
