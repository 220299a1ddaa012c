import { z } from 'zod';

/**
 * All configuration, read once from the process environment. Nothing else reads process.env,
 * so this file is the complete list of settings (the README's table mirrors it).
 */

/** "7200", "90s", "15m", "2h", "7d" → seconds. */
const duration = z
  .string()
  .trim()
  .regex(/^\d+\s*[smhd]?$/, 'use seconds or a number with s, m, h or d (e.g. 2h)')
  .transform((text) => {
    const unit = text.at(-1) ?? '';
    const value = Number.parseInt(text, 10);
    const factor = { s: 1, m: 60, h: 3600, d: 86400 }[unit] ?? 1;
    return value * factor;
  })
  .refine((seconds) => seconds > 0, 'must be positive');

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  /** Loopback unless set: a portal reachable from the network is a decision, not a default. */
  HOST: z.string().default('127.0.0.1'),
  /** Address staff use to reach the portal; redirects of single sign-on are built from it. */
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// address')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_TTL: duration.default(7200),
  REFRESH_TOKEN_TTL: duration.default(7 * 86400),
  /** Seed the demo organisation when the database is empty. */
  SEED_ON_START: flag.default(true),
  /** Environment prefix of the token cookie (shell.md §9). */
  COOKIE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]*$/)
    .default('sb'),
  DINGTALK_APP_KEY: z.string().optional(),
  DINGTALK_APP_SECRET: z.string().optional(),
  DINGTALK_AGENT_ID: z.string().optional(),
  DINGTALK_CORP_ID: z.string().optional(),
  DINGTALK_API_BASE: z.string().url().default('https://api.dingtalk.com'),
  DINGTALK_OAPI_BASE: z.string().url().default('https://oapi.dingtalk.com'),
  DINGTALK_LOGIN_BASE: z.string().url().default('https://login.dingtalk.com'),
  /**
   * Check every answer against its call's response schema (a bug becomes a 500 naming the call).
   * On by default in tests; `npm run dev` turns it on; off for `npm start`, where it would cost a third of the throughput.
   */
  RESPONSE_CHECK: flag.optional(),
  /** The local development identity provider; never available in production. */
  DEV_IDP: flag.optional(),
  /** Where the built front end lives. */
  CLIENT_DIR: z.string().default('./dist/client'),
  /** The AI assistant's language model (OpenAI-compatible); with all three set it answers through it. */
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  /** Outgoing mail relay, e.g. smtp://user:pass@host:587; without it mail to other domains waits as no_relay. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// address')
    .optional(),
  /** Pause between the chunks of a streamed answer, in ms (0: as fast as possible). */
  AI_STREAM_PACE_MS: z.coerce.number().int().min(0).max(1000).default(25),
  /**
   * Section applications the shell embeds, as JSON: {"crm":"https://crm.example.com"}. Keys are
   * the route table's iframeName values; pages of other sections show their section page.
   */
  SECTION_APPS: z
    .string()
    .transform((text, ctx) => {
      try {
        const value = JSON.parse(text) as unknown;
        const ok =
          value &&
          typeof value === 'object' &&
          !Array.isArray(value) &&
          Object.values(value).every((url) => typeof url === 'string' && /^https?:\/\//.test(url));
        if (ok) return value as Record<string, string>;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of iframeName → http(s) address' });
      return z.NEVER;
    })
    .optional(),
  /**
   * The mailbox's SMTP listener (the company domain's mail exchanger): host:port, or "off". No AUTH:
   * keep it on loopback behind the real MX or a firewall.
   */
  SMTP_LISTEN: z
    .string()
    .trim()
    .regex(/^(off|\[?[0-9a-zA-Z.:-]*\]?:\d{1,5})$/, 'use host:port (e.g. 127.0.0.1:2525) or off')
    .default('127.0.0.1:2525'),
  /** Largest message the SMTP listener accepts, in bytes (SIZE extension; larger answers 552). */
  SMTP_MAX_SIZE: z.coerce
    .number()
    .int()
    .min(1024)
    .default(25 * 1024 * 1024),
  /** How often mailboxes hosted on another server are synced over IMAP. */
  IMAP_SYNC_INTERVAL: duration.default(300),
  /**
   * The device simulator `npm start` runs as a child process: auto (the embedded database and no real
   * device server registered), on (also on a PostgreSQL server), off (never).
   */
  DEVICES_SIMULATOR: z.enum(['auto', 'on', 'off']).default('auto'),
  /** Port of that simulator on 127.0.0.1 (taken: another free port, and the simulated servers follow). */
  DEVICES_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(4810),
});

export type RawEnv = z.infer<typeof envSchema>;

export interface Env extends RawEnv {
  /** The chat app's credentials are all present: real work notices and real SSO. */
  dingtalkConfigured: boolean;
  /** The development identity provider is served. */
  devIdpEnabled: boolean;
  publicUrl: string;
}

export class EnvError extends Error {}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const dingtalkConfigured = Boolean(raw.DINGTALK_APP_KEY && raw.DINGTALK_APP_SECRET && raw.DINGTALK_AGENT_ID);
  const devIdpEnabled = raw.NODE_ENV !== 'production' && (raw.DEV_IDP ?? !dingtalkConfigured);
  if (devIdpEnabled && !isLoopbackHost(raw.HOST)) {
    throw new EnvError(
      `Refusing to listen on HOST=${raw.HOST} with the development identity provider on: anyone who can reach ` +
        'the port could sign in as any staff member without a password.\n' +
        '  To serve staff on the network, run in production mode (NODE_ENV=production) or configure the chat app ' +
        '(DINGTALK_APP_KEY, DINGTALK_APP_SECRET, DINGTALK_AGENT_ID), or turn the provider off (DEV_IDP=off).\n' +
        '  For local development, leave HOST unset (127.0.0.1).',
    );
  }
  return {
    ...raw,
    dingtalkConfigured,
    devIdpEnabled,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
  };
}

/** Addresses only this machine can reach: the development identity provider may listen there. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name) || /^::ffff:127(\.\d{1,3}){3}$/.test(name);
}
