import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../src/server/bootstrap';
import type { DatabaseTarget } from '../../src/server/db/database';
import { loadEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/log';
import { bindDemoMailboxes } from '../../src/server/mail/mail-demo-accounts';

/**
 * Acceptance 3 of the mailbox: `kill -9` of the real server process during a burst of 1,000 SMTP
 * deliveries. After the restart, every message that got a 250 is there exactly once in each of its
 * mailboxes, and nothing is half-stored (every message has its raw copy and its attachments).
 * The database is PGlite on disk in a temp dir, or a fresh database on TEST_DATABASE_URL.
 */
const HTTP_PORT = 2660;
const SMTP_PORT = 2661;
const TOTAL = 1000;
const CONNECTIONS = 6;
const KILL_AFTER = 400;

let dir: string;
let target: DatabaseTarget;
let dropDatabase = async () => {};
let server: ChildProcess | null = null;
let logPath: string;

function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(HTTP_PORT),
    SMTP_LISTEN: `127.0.0.1:${SMTP_PORT}`,
    SEED_ON_START: '0',
    DATA_DIR: dir,
    CLIENT_DIR: join(dir, 'no-client'),
  };
  if (target.kind === 'postgres') env.DATABASE_URL = target.url;
  return env;
}

/** Rows of a raw query (PGlite and node-postgres both answer { rows }). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function database(): string {
  return target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite on disk';
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts `node --import tsx src/server/main.ts` (node itself, so its pid is the server's) and waits for SMTP. */
async function startServer(): Promise<ChildProcess> {
  const out = createWriteStream(logPath, { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...baseEnv(), TEST_DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const deadline = Date.now() + 60_000;
  while (!(await accepts(SMTP_PORT))) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${readFileSync(logPath, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`the SMTP listener did not come up:\n${readFileSync(logPath, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return child;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function openDb(): Promise<Services> {
  return startServices(loadEnv(baseEnv()), { target, log: createLogger('silent'), seedScale: null });
}

/** The i-th message of the burst: every other one to two mailboxes, every third with an attachment. */
function burstMessage(i: number) {
  return {
    from: `客户${i} <c${i}@customer.example>`,
    to: i % 2 === 0 ? ['sales@switchboard.example', 'finance@switchboard.example'] : ['sales@switchboard.example'],
    subject: `压力测试 ${i}`,
    messageId: `<burst-${i}@customer.example>`,
    text: `第 ${i} 封：短信报价与合同。`.repeat(40),
    attachments: i % 3 === 0 ? [{ filename: `附件-${i}.txt`, content: `attachment ${i}` }] : [],
  };
}

beforeAll(async () => {
  dir = mkdtempSync('/tmp/transport-kill9-');
  logPath = join(dir, 'server.log');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `sb_kill9_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    target = { kind: 'postgres', url: url.toString(), poolSize: 4 };
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    target = { kind: 'pglite', dataDir: join(dir, 'pglite') };
  }
  // The demo organisation with its mailboxes, written before the server first starts.
  const prepared = await startServices(loadEnv({ ...baseEnv(), SEED_ON_START: '1' }), {
    target,
    log: createLogger('silent'),
    seedScale: null,
  });
  await bindDemoMailboxes(prepared.deps.db);
  await prepared.close();
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGKILL');
    await exited(server);
  }
  await dropDatabase();
  rmSync(dir, { recursive: true, force: true });
});

describe('kill -9 during an SMTP burst', () => {
  it('keeps every message that got a 250, exactly once, and nothing half-stored', async () => {
    server = await startServer();
    const running = server;
    const accepted = new Set<number>();
    let killed = false;
    let next = 0;
    const worker = async () => {
      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port: SMTP_PORT,
        secure: false,
        ignoreTLS: true,
        pool: true,
        maxConnections: 1,
      });
      try {
        while (next < TOTAL && !killed) {
          const i = next++;
          try {
            const info = await transport.sendMail(burstMessage(i));
            // Only a 250 counts; nodemailer resolves on nothing else.
            if (/^250 /.test(info.response)) accepted.add(i);
          } catch {
            // Refused or cut off by the kill: the sender would retry; not promised.
          }
          if (accepted.size >= KILL_AFTER && !killed) {
            killed = true;
            process.kill(running.pid ?? 0, 'SIGKILL');
          }
        }
      } finally {
        transport.close();
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    await exited(running);
    expect(killed).toBe(true);
    expect(running.signalCode).toBe('SIGKILL');
    expect(accepted.size).toBeGreaterThanOrEqual(KILL_AFTER);

    // The server comes back on the same data and takes mail again.
    server = await startServer();
    const after = await nodemailer
      .createTransport({ host: '127.0.0.1', port: SMTP_PORT, secure: false, ignoreTLS: true })
      .sendMail(burstMessage(TOTAL));
    expect(after.response).toMatch(/^250 /);
    accepted.add(TOTAL);
    server.kill('SIGTERM');
    await exited(server);

    const services = await openDb();
    try {
      const db = services.deps.db;
      const rows = rowsOf<{ address: string; message_id: string; copies: number }>(
        await db.execute(sql`
          select a.address, m.message_id, count(*)::int as copies
          from mail_messages m join mail_accounts a on a.id = m.account_id
          group by a.address, m.message_id`),
      );
      const copies = new Map(rows.map((r) => [`${r.address} ${r.message_id}`, r.copies]));
      const missing: string[] = [];
      for (const i of accepted) {
        const message = burstMessage(i);
        for (const to of message.to) {
          const count = copies.get(`${to} ${message.messageId}`) ?? 0;
          if (count !== 1) missing.push(`${message.messageId} → ${to}: ${count}`);
        }
      }
      expect(missing).toEqual([]);
      expect(rows.every((r) => r.copies === 1)).toBe(true);

      // Nothing half-stored: each message has its raw copy, and the attachments it was sent with.
      const broken = rowsOf<{ message_id: string; raws: number; attachments: number }>(
        await db.execute(sql`
          select m.message_id,
                 (select count(*) from mail_raw r where r.message_id = m.id)::int as raws,
                 (select count(*) from mail_attachments t where t.message_id = m.id)::int as attachments
          from mail_messages m`),
      );
      const wrong = broken.filter((r) => {
        const i = Number(/burst-(\d+)@/.exec(r.message_id)?.[1]);
        return r.raws !== 1 || r.attachments !== (i % 3 === 0 ? 1 : 0);
      });
      expect(wrong).toEqual([]);
      expect(broken.length).toBeGreaterThanOrEqual(accepted.size);
      // For the record: stored without a 250 reaching the sender is allowed (its retry is stored once).
      const storedBurst = new Set(broken.map((r) => r.message_id)).size;
      process.stdout.write(`kill -9 after ${accepted.size - 1} accepted of ${TOTAL}; ${storedBurst} messages stored (${database()})\n`);
    } finally {
      await services.close();
    }
  }, 240_000);
});
