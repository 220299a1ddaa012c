/**
 * `npm run bench:mail [-- --messages N --mailbox M --runs R --connections C]`: the mailbox targets on
 * PostgreSQL 15 (a server started in a temporary directory, or DATABASE_URL / TEST_DATABASE_URL).
 *   - SMTP intake: N messages (default 1,000) of about 20 kB sent with nodemailer from a separate
 *     process, as a sending server would (bench/support/smtp-sender.ts), over C pooled connections
 *     (default 8 and 16, a comma list) through the app's SMTP listener, which parses, sanitizes,
 *     stores and commits each before its 250 (messages/s, p50/p95 per message); beside it the same
 *     burst to a bare smtp-server that reads the data and answers 250 without storing (the
 *     protocol's and the sending client's own cost).
 *   - With M messages (default 100,000) written into one mailbox by the database (generate_series;
 *     subject, addresses, a 0.4–1.2 k-character Chinese body; the trigram indexes built once
 *     afterwards), the inbox list and keyword searches (a frequent and a rare Chinese word, a rare
 *     two-character word, a Latin domain) through the reading room's call email/receive/query,
 *     in process, exactly as the page calls it; beside them `SELECT 1` and a signed-in call that does
 *     no work (getServerTime) as the floor. The plans of the page and of the capped count are printed.
 * Prints a table, then one JSON line. Figures only: nothing here fails on a slow run.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { createApp } from '../src/server/app';
import { startSession } from '../src/server/auth/tokens';
import { startServices } from '../src/server/bootstrap';
import { systemClock } from '../src/server/clock';
import type { Db } from '../src/server/db/database';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/log';
import { bindDemoMailboxes } from '../src/server/mail/mail-demo-accounts';
import { listWhere, walkingListIndex } from '../src/server/mail/reading/mail-list-query';
import { startSmtpListener } from '../src/server/mail/transport/smtp-listener';
import { buildPath, type CallDef } from '../src/shared/api/define-call';
import { receiveQuery } from '../src/shared/api/mail-reading-calls';
import { serverTime } from '../src/shared/api/message-calls';
import { percentile, startLocalPostgres } from './support/local-postgres';

const { values } = parseArgs({
  options: {
    messages: { type: 'string', default: '1000' },
    mailbox: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '200' },
    connections: { type: 'string', default: '8,16' },
    ports: { type: 'string', default: '2690,2691' },
  },
});
const MESSAGES = Number(values.messages);
const MAILBOX = Number(values.mailbox);
const RUNS = Number(values.runs);
const CONNECTIONS = values.connections.split(',').map(Number);
const WARMUP = 10;
const SENDER = fileURLToPath(new URL('./support/smtp-sender.ts', import.meta.url));
const SEARCH_RUNS = Math.min(RUNS, 50);
/** The bench's SMTP ports (the transport range 2600–2699; --ports bare,app). */
const [BARE_PORT, APP_PORT] = values.ports.split(',').map(Number);
const PORTS = { bare: BARE_PORT ?? 2690, app: APP_PORT ?? 2691 };

interface Timing {
  p50: number;
  p95: number;
}

function summary(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: Number(percentile(sorted, 50).toFixed(2)), p95: Number(percentile(sorted, 95).toFixed(2)) };
}

async function time(count: number, run: (index: number) => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < WARMUP; i += 1) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await run(WARMUP + i);
    samples.push(performance.now() - started);
  }
  return summary(samples);
}

async function call(app: Hono, def: CallDef, token: string, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const response = await app.request(
    buildPath(def.path, {}),
    { method: def.method, headers, body: def.method === 'GET' ? undefined : JSON.stringify(body ?? {}) },
    { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
  );
  const answer = (await response.json()) as { code: number; msg: string; data: unknown };
  if (answer.code !== 0) throw new Error(`${def.id}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** Sends the burst from its own process, as a sending server would: its cost is not the portal's. */
async function burst(port: number, connections: number, count: number): Promise<{ perSecond: number; perMessage: Timing; bytes: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SENDER, String(port), String(connections), String(count)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the SMTP sender stopped with ${code}`);
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { perSecond: number; perMessage: Timing; bytes: number };
}

async function bareSmtpServer(): Promise<{ close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.once('end', () => {
        Buffer.concat(chunks);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(PORTS.bare, '127.0.0.1', resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Common characters of business mail: bodies are random runs of them, so words are as rare as in real text. */
const CHARS =
  '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处理府研质';
const PLANTED = [
  { word: '验证码', every: 1000, at: 7 },
  { word: '账单', every: 500, at: 11 },
  { word: '到达率', every: 100, at: 3 },
  { word: '合同', every: 20, at: 1 },
];

function randomText(length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += CHARS[Math.floor(Math.random() * CHARS.length)] ?? '的';
  return text;
}

/**
 * M messages in one mailbox, written by the database itself: bodies of 0.4–1.2 k characters cut
 * from a random text of common characters, with a few words planted at known rates (验证码 0.1 %,
 * 账单 0.2 %, 到达率 1 %, 合同 5 %), subjects, senders of 50 domains, 1 in 7 with an attachment flag.
 */
async function bulkMailbox(db: Db, accountId: number, count: number): Promise<void> {
  const started = performance.now();
  // 2,000 runs of 30 random characters; each body joins 13–39 of them, picked by a hash of (g, k).
  await db.execute(sql`CREATE TABLE IF NOT EXISTS bench_chunks (i int PRIMARY KEY, c text NOT NULL)`);
  await db.execute(sql`TRUNCATE bench_chunks`);
  for (let i = 0; i < 2000; i += 200) {
    const values = Array.from({ length: 200 }, (_, k) => sql`(${i + k}, ${randomText(30)})`);
    await db.execute(sql`INSERT INTO bench_chunks (i, c) VALUES ${sql.join(values, sql`, `)}`);
  }
  const planted = PLANTED.map((p) => `CASE WHEN g % ${p.every} = ${p.at} THEN '${p.word}' ELSE '' END`).join(' || ');
  // Bulk loading: the two trigram indexes are built once afterwards (as a restore would), not row by row.
  await db.execute(sql`DROP INDEX mail_messages_search_key_trgm_idx`);
  await db.execute(
    sql.raw(`
    WITH src AS (
      SELECT g, string_agg(c.c, '' ORDER BY k) || ${planted} AS body
        FROM generate_series(1, ${count}) g
        CROSS JOIN LATERAL generate_series(1, 13 + (g % 27)) k
        JOIN bench_chunks c ON c.i = ((g::bigint * 7919 + k::bigint * 104729) % 2000)
       GROUP BY g
    )
    INSERT INTO mail_messages (account_id, folder, direction, message_id, subject, from_name, from_address, to_list,
                               received_at, sent_at, html, text, snippet, size, seen, has_attachments, source, search_text)
    SELECT ${accountId}, CASE WHEN g % 20 = 0 THEN 'junk' WHEN g % 15 = 0 THEN 'marketing' ELSE 'inbox' END, 'in',
           '<bulk-' || g || '@customer.example>', '关于订单 ' || g || ' 的' || substr(body, 1, 8),
           '客户' || (g % 500), 'c' || (g % 500) || '@customer' || (g % 50) || '.example',
           '[{"name":"张伟","email":"sales2@switchboard.example"}]'::jsonb,
           now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval,
           '<p>' || body || '</p>', body, substr(body, 1, 160), octet_length(body) * 2 + 1500, g % 3 <> 0, g % 7 = 0, 'smtp',
           lower('关于订单 ' || g || ' 的' || substr(body, 1, 8) || E'\\n客户' || (g % 500) || ' c' || (g % 500) || '@customer' || (g % 50) || E'.example 张伟 sales2@switchboard.example\\n' || left(body, 4000))
      FROM src`),
  );
  process.stdout.write(`  rows written after ${((performance.now() - started) / 1000).toFixed(1)} s; building the trigram indexes…\n`);
  // One connection, so the memory setting applies to the index build.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '512MB'`);
    await tx.execute(sql`CREATE INDEX mail_messages_search_key_trgm_idx ON mail_messages USING gin (search_key gin_trgm_ops)`);
  });
  await db.execute(sql`DROP TABLE bench_chunks`);
  // As autovacuum does after a bulk insert: the visibility map lets the list count read the index only.
  await db.execute(sql`VACUUM ANALYZE mail_messages`);
}

async function explain(db: Db, query: SQL): Promise<string> {
  const result = (await db.execute(sql`EXPLAIN (ANALYZE, COSTS OFF, BUFFERS) ${query}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((row) => Object.values(row)[0]).join('\n      ');
}

/** The plans of the statements the reading room runs for the inbox list and a search (see mail-list-query.ts). */
async function plans(db: Db, accountId: number, keyword: string | null): Promise<string> {
  if (keyword === null) {
    const where = listWhere(accountId, { kind: 'inbox' }, {});
    const page = await explain(
      db,
      sql`SELECT id FROM mail_messages WHERE ${where} ORDER BY received_at DESC NULLS LAST, id DESC NULLS LAST LIMIT 20`,
    );
    const count = await explain(db, sql`SELECT count(*) FROM mail_messages WHERE ${where}`);
    return `page:\n      ${page}\n    count:\n      ${count}`;
  }
  const where = listWhere(accountId, { kind: 'inbox' }, { keyword });
  const matches = await explain(db, sql`SELECT id, received_at FROM mail_messages WHERE ${where} LIMIT 1001`);
  const scan = listWhere(accountId, { kind: 'inbox' }, { keyword }, 'scan');
  const walk = await walkingListIndex(db, (tx) =>
    explain(tx, sql`SELECT id FROM mail_messages WHERE ${scan} ORDER BY received_at DESC NULLS LAST, id DESC NULLS LAST LIMIT 20`),
  );
  return `matches (capped at 1,001):\n      ${matches}\n    page when more than 1,000 match (list index walk):\n      ${walk}`;
}

async function main(): Promise<void> {
  const external = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const server = external ? null : startLocalPostgres('-c shared_buffers=512MB -c work_mem=64MB');
  const url = external ?? server?.url ?? '';
  const env = loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATABASE_URL: url, SMTP_LISTEN: 'off' });
  const services = await startServices(env, {
    target: { kind: 'postgres', url, poolSize: 8 },
    clock: systemClock,
    log: createLogger('silent'),
    seedScale: null,
  });
  const { deps } = services;
  const db = deps.db;
  const listener = await startSmtpListener(deps, { host: '127.0.0.1', port: PORTS.app, maxSize: 25 * 1024 * 1024 });
  const bare = await bareSmtpServer();
  try {
    const accounts = await bindDemoMailboxes(db);
    const sales2 = accounts.get('sales2') ?? 0;
    const [who] = (
      (await db.execute(sql`SELECT staff_id FROM mail_accounts WHERE id = ${sales2}`)) as unknown as { rows: { staff_id: number }[] }
    ).rows;
    const { token } = await startSession(deps, who?.staff_id ?? 0, 'password', {});
    const app = createApp(deps);

    const select1 = await time(RUNS, () => db.execute(sql`SELECT 1`));
    const noWork = await time(RUNS, () => call(app, serverTime, token));
    const intakeRuns: { connections: number; bare: Awaited<ReturnType<typeof burst>>; app: Awaited<ReturnType<typeof burst>> }[] = [];
    for (const connections of CONNECTIONS) {
      process.stdout.write(`SMTP burst of ${MESSAGES} messages over ${connections} connections…\n`);
      const bareBurst = await burst(PORTS.bare, connections, MESSAGES);
      process.stdout.write(`  bare smtp-server: ${JSON.stringify(bareBurst)}\n`);
      const intake = await burst(PORTS.app, connections, MESSAGES);
      process.stdout.write(`  SMTP intake: ${JSON.stringify(intake)}\n`);
      intakeRuns.push({ connections, bare: bareBurst, app: intake });
    }

    process.stdout.write(`Writing ${MAILBOX} messages into one mailbox…\n`);
    const t0 = performance.now();
    await bulkMailbox(db, sales2, MAILBOX);
    const bulkSeconds = Number(((performance.now() - t0) / 1000).toFixed(1));

    const list = await time(RUNS, () => call(app, receiveQuery, token, { page: 1, pageSize: 20 }));
    const listPage50 = await time(RUNS, () => call(app, receiveQuery, token, { page: 50, pageSize: 20 }));
    const searches: Record<string, Timing & { count: string }> = {};
    const plansOf: Record<string, string> = {};
    for (const keyword of ['验证码', '账单', '到达率', '合同', 'customer7.example']) {
      const answer = (await call(app, receiveQuery, token, { page: 1, pageSize: 20, keyword })) as { count: number; countCapped: boolean };
      const count = `${answer.count}${answer.countCapped ? '+' : ''}`;
      searches[keyword] = { ...(await time(SEARCH_RUNS, () => call(app, receiveQuery, token, { page: 1, pageSize: 20, keyword }))), count };
      plansOf[keyword] = await plans(db, sales2, keyword);
    }
    const deepPage = await time(SEARCH_RUNS, () => call(app, receiveQuery, token, { page: 10, pageSize: 20, keyword: '合同' }));
    searches['合同, page 10'] = { ...deepPage, count: '1000+' };
    plansOf['(inbox list, no keyword)'] = await plans(db, sales2, null);

    const rows: [string, string][] = [
      ['SELECT 1 (p50 / p95)', `${select1.p50} / ${select1.p95} ms`],
      ['signed-in call doing no work (getServerTime)', `${noWork.p50} / ${noWork.p95} ms`],
      ...intakeRuns.flatMap(({ connections, bare, app: intake }): [string, string][] => [
        [
          `bare smtp-server, no storing, ${connections} conn.`,
          `${bare.perSecond} msg/s; per message ${bare.perMessage.p50} / ${bare.perMessage.p95} ms`,
        ],
        [
          `SMTP intake, ${connections} conn. (${bare.bytes} B/msg)`,
          `${intake.perSecond} msg/s; per message ${intake.perMessage.p50} / ${intake.perMessage.p95} ms   (target ≥ 200 msg/s)`,
        ],
      ]),
      [`bulk write of ${MAILBOX} messages + indexes`, `${bulkSeconds} s`],
      ['inbox list, page 1 (receive/query)', `${list.p50} / ${list.p95} ms   (target p95 ≤ 30 ms)`],
      ['inbox list, page 50', `${listPage50.p50} / ${listPage50.p95} ms`],
      ...Object.entries(searches).map(([keyword, t]): [string, string] => [
        `search "${keyword}" (${t.count} hits)`,
        `${t.p50} / ${t.p95} ms   (target p95 ≤ 100 ms)`,
      ]),
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    const load = (await import('node:os'))
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
    process.stdout.write(
      `\nMailbox on PostgreSQL (${external ? 'given server' : 'temporary PostgreSQL 15'}), p50 / p95; load average now ${load}\n`,
    );
    for (const [label, value] of rows) process.stdout.write(`  ${label.padEnd(width)}  ${value}\n`);
    process.stdout.write('\nPlans in the inbox:\n');
    for (const [keyword, text] of Object.entries(plansOf)) process.stdout.write(`  "${keyword}":\n    ${text}\n`);
    process.stdout.write(
      `${JSON.stringify({ select1, noWork, intake: intakeRuns, bulkSeconds, list, listPage50, searches, messages: MESSAGES, mailbox: MAILBOX })}\n`,
    );
  } finally {
    await listener.close();
    await bare.close();
    await services.close();
    server?.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
