import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Hono } from 'hono';
import { createApp } from '../../src/server/app';
import { startServices, type ServiceOptions, type Services } from '../../src/server/bootstrap';
import { ManualClock } from '../../src/server/clock';
import type { DatabaseTarget } from '../../src/server/db/database';
import { loadEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/log';
import type { AccountNotice, CodeNotifier, CodeRecipient } from '../../src/server/auth/notifier';
import { pgliteFromTemplate, serverTemplate, TEST_START } from './db-templates';

/** Keeps the codes a test signs in with, instead of printing them. */
export class RecordingNotifier implements CodeNotifier {
  readonly kind = 'console';
  readonly sent: { username: string; code: string }[] = [];
  readonly notices: { username: string; notice: AccountNotice }[] = [];
  async sendCode(to: CodeRecipient, code: string): Promise<void> {
    this.sent.push({ username: to.username, code });
  }
  async sendAccountNotice(to: CodeRecipient, notice: AccountNotice): Promise<void> {
    this.notices.push({ username: to.username, notice });
  }
  last(username: string): string {
    const found = [...this.sent].reverse().find((entry) => entry.username === username);
    if (!found) throw new Error(`no code was sent to ${username}`);
    return found.code;
  }
}

/** What a copied database was seeded with; see db-templates.ts. */
export interface TemplateOf {
  scale: number | null;
  notifier: CodeNotifier;
}

/**
 * A fresh database per suite: PGlite in memory by default; with TEST_DATABASE_URL (npm run
 * test:pg) a new database on that PostgreSQL server, dropped when the suite closes. Empty, or with
 * `copyOf` a copy of the run's database migrated and seeded at that scale.
 */
export async function freshTarget(copyOf?: TemplateOf): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const target = copyOf ? await pgliteFromTemplate(copyOf.scale, copyOf.notifier) : ({ kind: 'pglite-memory' } as const);
    return { target, drop: async () => {} };
  }
  const template = copyOf ? await serverTemplate(serverUrl, copyOf.scale, copyOf.notifier) : null;
  const name = `sb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
        break;
      } catch (error) {
        // 55006: another suite's copy of the same template is starting at this moment.
        if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString(), poolSize: 5 },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: Hono;
  services: Services;
  clock: ManualClock;
  notifier: RecordingNotifier;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Use the notifier the configuration selects (e.g. the chat app's) instead of recording codes. */
  configuredNotifier?: boolean;
  /** Seed the features' demo data at this scale (fractions make small test sets); none by default. */
  seedScale?: number;
  /** The exporters the server knows, instead of every feature's (ServiceOptions.exporters). */
  exporters?: ServiceOptions['exporters'];
  /** Open this database instead of a fresh one (restart tests); it is left in place on close. */
  target?: DatabaseTarget;
  /** Migrate and seed an empty database instead of copying the run's (tests of seeding itself). */
  fresh?: boolean;
}

export async function createTestApp(envOverrides: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIR: './.tmp/no-client', ...envOverrides });
  const clock = new ManualClock(TEST_START);
  const notifier = new RecordingNotifier();
  const seedScale = options.seedScale ?? null;
  // A test's own SEED_ON_START=0 asks for an unseeded database: only an empty one is that.
  const copyOf = options.fresh || envOverrides.SEED_ON_START !== undefined ? undefined : { scale: seedScale, notifier };
  const { target, drop } = options.target ? { target: options.target, drop: async () => {} } : await freshTarget(copyOf);
  const services = await startServices(env, {
    target,
    clock,
    log: createLogger('silent'),
    seedScale,
    ...(options.exporters ? { exporters: options.exporters } : {}),
    ...(options.configuredNotifier ? {} : { notifier }),
  });
  return {
    app: createApp(services.deps),
    services,
    clock,
    notifier,
    async close() {
      await services.close();
      await drop();
    },
  };
}
