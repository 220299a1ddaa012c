import type http from 'node:http';
import { STAFF_CLIENT_ID } from '../../src/shared/api/auth-calls';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-org';
import type { FuzzServer } from './fuzz-server';
import { sendRaw, type RawResponse } from './raw-http';
import type { RawRequest } from './request-builder';

const HELPER_TIMEOUT = { timeoutMs: 30_000, streamBudgetMs: 1_000 };

interface Envelope {
  code: number;
  msg: string;
  data: Record<string, unknown> | null;
}

/** Requests the fuzzer makes for itself (sign-in, repeat-check keys), counted apart from the variants. */
export class HelperClient {
  requests = 0;
  constructor(
    readonly server: FuzzServer,
    readonly agent: http.Agent,
  ) {}

  async call(request: RawRequest): Promise<{ response: RawResponse; envelope: Envelope | null }> {
    this.requests += 1;
    const response = await sendRaw(this.agent, this.server.origin, request, HELPER_TIMEOUT);
    try {
      return { response, envelope: JSON.parse(response.body.toString('utf8')) as Envelope };
    } catch {
      return { response, envelope: null };
    }
  }
}

/** A demo user signed in through the real endpoints; renews itself when its token dies. */
export class Session {
  token: string | null = null;
  refreshToken: string | null = null;
  renewals = 0;
  private renewing: Promise<void> | null = null;

  /** The main user signs in again when its session dies; the sign-in calls' own users stay out. */
  constructor(
    readonly username: string,
    private readonly client: HelperClient,
    readonly renews = false,
  ) {}

  async signIn(): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const mark = this.client.server.lines.length;
      const sent = await this.client.call({ method: 'GET', path: `/dcode?username=${encodeURIComponent(this.username)}`, headers: {} });
      if (sent.envelope?.code === 10000429) {
        const wait = Number(sent.envelope.data?.retryAfterSeconds ?? 60);
        await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
        continue;
      }
      if (sent.envelope?.code !== 0)
        throw new Error(`sending a code to ${this.username} failed: ${sent.response.body.toString().slice(0, 200)}`);
      const code = await this.client.server.waitForCode(this.username, mark);
      const login = await this.client.call({
        method: 'POST',
        path: '/auth/oauth/login',
        headers: { 'Content-Type': 'application/json' },
        body: Buffer.from(JSON.stringify({ username: this.username, password: DEMO_PASSWORD, code })),
      });
      if (login.envelope?.code !== 0)
        throw new Error(`sign-in of ${this.username} failed: ${login.response.body.toString().slice(0, 200)}`);
      this.token = String(login.envelope.data?.token);
      this.refreshToken = String(login.envelope.data?.refreshToken);
      return;
    }
    throw new Error(`sign-in of ${this.username} kept being rate-limited`);
  }

  async permissions(): Promise<Set<string>> {
    const info = await this.client.call({ method: 'GET', path: '/v2/sys/staff/overseas/getUserInfo', headers: this.headers() });
    const list = info.envelope?.data?.permissions;
    if (!Array.isArray(list)) throw new Error(`no permissions for ${this.username}: ${info.response.body.toString().slice(0, 200)}`);
    return new Set(list.map(String));
  }

  /** This account's staff id. */
  async staffId(): Promise<number> {
    const info = await this.client.call({ method: 'GET', path: '/v2/sys/staff/overseas/getUserInfo', headers: this.headers() });
    const id = info.envelope?.data?.staffId;
    if (typeof id !== 'number') throw new Error(`no staff id for ${this.username}: ${info.response.body.toString().slice(0, 200)}`);
    return id;
  }

  /** Another account's staff id, looked up in the users list (this session administers users). */
  async staffIdOf(username: string): Promise<number> {
    const found = await this.client.call({
      method: 'POST',
      path: '/v2/sys/staff/admin/user/query',
      headers: { ...this.headers(), 'Content-Type': 'application/json' },
      body: Buffer.from(JSON.stringify({ keyword: username, pageSize: 100 })),
    });
    const rows = found.envelope?.data?.rows;
    const row = Array.isArray(rows)
      ? (rows as { id?: unknown; username?: unknown }[]).find((item) => item.username === username)
      : undefined;
    if (typeof row?.id !== 'number')
      throw new Error(`${username} is not in the users list: ${found.response.body.toString().slice(0, 200)}`);
    return row.id;
  }

  headers(): Record<string, string> {
    return this.token ? { Authorization: `Bearer ${this.token}` } : {};
  }

  /** A fresh key for a repeat-check call. */
  async idempotenceKey(): Promise<string | null> {
    const answer = await this.client.call({ method: 'GET', path: '/v2/sys/staff/common/request/idempotence', headers: this.headers() });
    const key = answer.envelope?.data?.key;
    return typeof key === 'string' ? key : null;
  }

  /** After a "session invalid" answer: confirm, then refresh or sign in again (once at a time). */
  async renewIfDead(): Promise<void> {
    this.renewing ??= (async () => {
      const check = await this.client.call({ method: 'GET', path: '/v2/sys/staff/overseas/getUserInfo', headers: this.headers() });
      if (check.envelope?.code === 0) return;
      this.renewals += 1;
      const refreshed = await this.client.call({
        method: 'GET',
        path: `/auth/oauth/token?client_id=${STAFF_CLIENT_ID}&scope=staff&refresh_token=${encodeURIComponent(this.refreshToken ?? '')}`,
        headers: {},
      });
      if (refreshed.envelope?.code === 0) {
        this.token = String(refreshed.envelope.data?.token);
        this.refreshToken = String(refreshed.envelope.data?.refreshToken);
        return;
      }
      await this.signIn();
    })().finally(() => {
      this.renewing = null;
    });
    return this.renewing;
  }
}
