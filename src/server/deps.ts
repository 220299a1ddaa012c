import type { Clock } from './clock';
import type { Db } from './db/database';
import type { Env } from './env';
import type { Logger } from './log';
import type { CodeNotifier } from './auth/notifier';
import type { DingTalkClient } from './auth/dingtalk-client';
import type { AssistantRuntime } from './assistant/assistant-runtime';
import type { PushHub } from './messages/push-hub';
import type { ExporterRegistry, ExportWorker } from './download';
import type { DeviceGateway } from './devices/gateway/device-gateway';
import type { GrantSetCache } from './staff';
import type { VerifiedTokens } from './auth/verified-tokens';
import type { AnswerCache } from './http/answer-cache';

/** Everything a handler may use; built once at start (or per test suite). */
export interface AppDeps {
  env: Env;
  db: Db;
  clock: Clock;
  log: Logger;
  notifier: CodeNotifier;
  /** Present when the chat app's credentials are configured. */
  dingtalk: DingTalkClient | null;
  /** Open push connections by staff member: every new message-centre row is published here. */
  pushHub: PushHub;
  /** The AI assistant's engine, running answers and name lookups. */
  assistant: AssistantRuntime;
  /** Every feature's exporters by name (export calls, and queued jobs when they run). */
  exporters: ExporterRegistry;
  /** Writes queued export jobs in the background, one at a time. */
  exportWorker: ExportWorker;
  /** SIM banks, ports and dongles, reached through their device servers (real or the simulator). */
  devices: DeviceGateway;
  /** Access tokens verified a moment ago; on a PostgreSQL server, only while the other processes' changes can be heard. */
  verifiedTokens: VerifiedTokens | null;
  /** Rights by role combination and grants version, so that a request does not rebuild them. */
  grantSets: GrantSetCache;
  /** Encoded bytes of tagged answers (the user entry, the menu, the buttons), kept by call and tag. */
  answers: AnswerCache;
}
