import { systemClock, type Clock } from './clock';
import { openDatabase, targetFromEnv, type Database, type DatabaseTarget } from './db/database';
import { syncMenu } from './db/seed/menu-sync';
import { seedFeatures, startFeatures, type SeedContext } from './db/seed/feature-seeds';
import { isEmpty, seedDemo } from './db/seed/seed-demo';
import type { AppDeps } from './deps';
import type { DeviceGateway } from './devices';
import type { Env } from './env';
import { DingTalkClient } from './auth/dingtalk-client';
import { ConsoleNotifier, DingTalkNotifier, type CodeNotifier } from './auth/notifier';
import { createLogger, type Logger } from './log';
import { PushHub } from './messages/push-hub';
import { writeAssistantContent } from './assistant/assistant-content';
import { createAssistantRuntime } from './assistant/assistant-runtime';
import { businessExporters } from './business';
import { ExportWorker, exporterRegistry, type ExporterDef } from './download';
import { messageExporters } from './messages';
import { hrmExporters } from './hrm';
import { auditExporters } from './audit';
import { feedbackExporters } from './feedback';
import { HttpDeviceGateway, recoverDeviceJobs } from './devices';
import { GrantSetCache } from './staff';
import { AnswerCache } from './http/answer-cache';
import { listenForSessionChanges, VerifiedTokens, type SessionChanges } from './auth';

/** Every feature's exports, as each lists them in its index.ts. */
export const FEATURE_EXPORTERS: readonly ExporterDef[] = [
  ...businessExporters,
  ...messageExporters,
  ...hrmExporters,
  ...feedbackExporters,
  ...auditExporters,
];

export interface Services {
  deps: AppDeps;
  database: Database;
  close(): Promise<void>;
}

export interface ServiceOptions {
  target?: DatabaseTarget;
  clock?: Clock;
  log?: Logger;
  notifier?: CodeNotifier;
  fetchImpl?: typeof fetch;
  /** The exporters the server knows (default FEATURE_EXPORTERS; tests add their own). */
  exporters?: readonly ExporterDef[];
  /** Scale of the features' demo data on a fresh database (default 1); null seeds none (tests). */
  seedScale?: number | null;
  /** The device gateway (default: the HTTP driver to the registered device servers). */
  devices?: DeviceGateway;
}

/**
 * Opens the database, runs pending migrations, writes the menu of this version and, on a fresh
 * database, seeds the demo organisation. Everything the HTTP layer needs comes back as deps.
 */
export async function startServices(env: Env, options: ServiceOptions = {}): Promise<Services> {
  const log = options.log ?? createLogger(env.LOG_LEVEL);
  const clock = options.clock ?? systemClock;
  const target = options.target ?? targetFromEnv(env);
  const database = await openDatabase(target, (error) => log.warn({ err: error }, 'an idle database connection ended'));
  try {
    await database.migrate();
    await syncMenu(database.db);
    await writeAssistantContent(database.db);
    const scale = options.seedScale === undefined ? 1 : options.seedScale;
    const seedContext: SeedContext = { scale: scale ?? 1, clock, log, interactive: Boolean(process.stdout.isTTY) };
    if (env.SEED_ON_START && (await isEmpty(database.db))) {
      log.info('empty database: seeding the demo organisation');
      await seedDemo(database.db);
      if (scale !== null) await seedFeatures(database.db, seedContext);
    }
    if (scale !== null) await startFeatures(database.db, seedContext);
  } catch (error) {
    await database.close();
    throw error;
  }
  const dingtalk = env.dingtalkConfigured
    ? new DingTalkClient(
        {
          appKey: env.DINGTALK_APP_KEY ?? '',
          appSecret: env.DINGTALK_APP_SECRET ?? '',
          agentId: env.DINGTALK_AGENT_ID ?? '',
          corpId: env.DINGTALK_CORP_ID,
          apiBase: env.DINGTALK_API_BASE,
          oapiBase: env.DINGTALK_OAPI_BASE,
          loginBase: env.DINGTALK_LOGIN_BASE,
        },
        clock,
        options.fetchImpl,
      )
    : null;
  const notifier = options.notifier ?? (dingtalk ? new DingTalkNotifier(dingtalk) : new ConsoleNotifier());
  // Verified tokens are kept for a moment; on a PostgreSQL server every process hears the others' changes.
  let sessionChanges: SessionChanges | null = null;
  const verifiedTokens = new VerifiedTokens(target.kind === 'postgres' ? () => sessionChanges?.announce() : undefined);
  if (target.kind === 'postgres') {
    sessionChanges = await listenForSessionChanges(
      target.url,
      { changed: () => verifiedTokens.forget(), trusted: (trusted) => verifiedTokens.trusted(trusted) },
      log,
    );
  }
  const deps: AppDeps = {
    env,
    db: database.db,
    clock,
    log,
    notifier,
    dingtalk,
    pushHub: new PushHub(),
    assistant: createAssistantRuntime(env),
    exporters: exporterRegistry(options.exporters ?? FEATURE_EXPORTERS),
    // Given deps itself, read only once work starts (after this object exists).
    exportWorker: new ExportWorker(() => deps),
    devices: options.devices ?? new HttpDeviceGateway(options.fetchImpl),
    grantSets: new GrantSetCache(),
    verifiedTokens,
    answers: new AnswerCache(),
  };
  // Batch jobs cut short by a stop are marked interrupted and their ports read back from the devices.
  const recovery = recoverDeviceJobs(deps);
  return {
    deps,
    database,
    close: async () => {
      await recovery.catch(() => undefined);
      await sessionChanges?.close();
      await database.close();
    },
  };
}
