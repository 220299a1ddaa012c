import type { Clock } from '../clock';

/**
 * The chat app's open API (DingTalk): app access token, work notices, and the user lookups of the
 * OAuth login and mini-app login. Base addresses are configurable so a test can point them at a
 * local stand-in.
 */
export interface DingTalkConfig {
  appKey: string;
  appSecret: string;
  agentId: string;
  corpId?: string | undefined;
  apiBase: string;
  oapiBase: string;
  loginBase: string;
}

export class DingTalkError extends Error {}

interface OapiReply {
  errcode?: number;
  errmsg?: string;
}

export class DingTalkClient {
  private cachedToken: { value: string; expiresAt: number } | null = null;

  constructor(
    readonly config: DingTalkConfig,
    private readonly clock: Clock,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async json<T>(url: string, init?: RequestInit): Promise<T> {
    const response = await this.fetchImpl(url, { ...init, signal: AbortSignal.timeout(10_000) });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new DingTalkError(`chat app answered ${response.status} with a non-JSON body`);
    }
    if (!response.ok) throw new DingTalkError(`chat app answered ${response.status}: ${text.slice(0, 200)}`);
    const reply = body as OapiReply;
    if (typeof reply.errcode === 'number' && reply.errcode !== 0) {
      throw new DingTalkError(`chat app error ${reply.errcode}: ${reply.errmsg ?? ''}`);
    }
    return body as T;
  }

  /** App access token, cached until a minute before it expires. */
  async accessToken(): Promise<string> {
    const now = this.clock.now().getTime();
    if (this.cachedToken && this.cachedToken.expiresAt > now + 60_000) return this.cachedToken.value;
    const url = new URL('/gettoken', this.config.oapiBase);
    url.searchParams.set('appkey', this.config.appKey);
    url.searchParams.set('appsecret', this.config.appSecret);
    const reply = await this.json<{ access_token: string; expires_in: number }>(url.toString());
    this.cachedToken = { value: reply.access_token, expiresAt: now + reply.expires_in * 1000 };
    return reply.access_token;
  }

  async sendWorkNotice(userId: string, content: string): Promise<void> {
    await this.sendWorkMessage(userId, { msgtype: 'text', text: { content } });
  }

  /** A work notice with a title, a short text and one button that opens the page. */
  async sendLinkNotice(userId: string, card: { title: string; text: string; url: string; button: string }): Promise<void> {
    await this.sendWorkMessage(userId, {
      msgtype: 'action_card',
      action_card: { title: card.title, markdown: card.text, single_title: card.button, single_url: card.url },
    });
  }

  private async sendWorkMessage(userId: string, msg: Record<string, unknown>): Promise<void> {
    const url = new URL('/topapi/message/corpconversation/asyncsend_v2', this.config.oapiBase);
    url.searchParams.set('access_token', await this.accessToken());
    await this.json(url.toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ agent_id: this.config.agentId, userid_list: userId, msg }),
    });
  }

  /** Where the browser goes to sign in with the chat app. */
  authorizeUrl(redirectUri: string, state: string): string {
    const url = new URL('/oauth2/auth', this.config.loginBase);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.config.appKey);
    url.searchParams.set('scope', 'openid corpid');
    url.searchParams.set('state', state);
    url.searchParams.set('prompt', 'consent');
    return url.toString();
  }

  /** OAuth authorization code → the person's corporate user id. */
  async userIdFromOAuthCode(code: string): Promise<string> {
    const tokenReply = await this.json<{ accessToken: string }>(new URL('/v1.0/oauth2/userAccessToken', this.config.apiBase).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientId: this.config.appKey,
        clientSecret: this.config.appSecret,
        code,
        grantType: 'authorization_code',
      }),
    });
    const me = await this.json<{ unionId: string }>(new URL('/v1.0/contact/users/me', this.config.apiBase).toString(), {
      headers: { 'x-acs-dingtalk-access-token': tokenReply.accessToken },
    });
    const url = new URL('/topapi/user/getbyunionid', this.config.oapiBase);
    url.searchParams.set('access_token', await this.accessToken());
    const byUnion = await this.json<{ result: { userid: string } }>(url.toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ unionid: me.unionId }),
    });
    return byUnion.result.userid;
  }

  /** Mini-app (in-app) auth code → the person's corporate user id. */
  async userIdFromMiniAppCode(code: string): Promise<string> {
    const url = new URL('/topapi/v2/user/getuserinfo', this.config.oapiBase);
    url.searchParams.set('access_token', await this.accessToken());
    const reply = await this.json<{ result: { userid: string } }>(url.toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    return reply.result.userid;
  }
}
