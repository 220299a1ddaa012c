import { STAFF_CLIENT_ID, refresh as refreshCall, type TokenData } from '../../shared/api/auth-calls';
import { PUBLIC, buildPath, type CallData, type CallDef, type CallRequest } from '../../shared/api/define-call';
import { idempotenceKey } from '../../shared/api/staff-calls';
import { HEADERS, type Envelope } from '../../shared/envelope';
import { OK, SPEC_CODES } from '../../shared/error-codes';
import { ApiError } from './api-error';
import type { TokenStore } from './token-store';

/** shell.md §9: 90 s default; longer ones are declared on the call. */
export const DEFAULT_TIMEOUT_MS = 90_000;
/** Refresh once 95 % of the access token's lifetime has passed. */
export const REFRESH_AT = 0.95;

export interface CallOptions {
  /** Do not hand the failure to the global failure handler (the caller shows it). */
  silent?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface ApiClientConfig {
  baseUrl: string;
  store: TokenStore;
  fetch?: typeof fetch;
  now?: () => number;
  language?: () => string;
  /** Serialises refreshes across browser tabs (Web Locks); same-tab callers share one promise anyway. */
  crossTabLock?: <T>(work: () => Promise<T>) => Promise<T>;
  /** Called once when the session is gone for good (refresh failed). */
  onSessionLost?: (error: ApiError) => void;
  /** Called with every failure of a non-silent call (toasts, dialogs, sign-out). */
  onFailure?: (error: ApiError) => void;
  /** Test hook: counts refresh exchanges actually sent. */
  onRefreshSent?: () => void;
}

export interface ApiClient {
  call<C extends CallDef>(def: C, request?: CallRequest<C>, options?: CallOptions): Promise<CallData<C>>;
  /** Stores the pair a sign-in returned. */
  acceptTokens(data: TokenData): void;
  refreshNow(): Promise<void>;
  /** The Authorization header value of the current session, if any. */
  authorization(): string | null;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const fetchImpl = config.fetch ?? globalThis.fetch.bind(globalThis);
  const now = config.now ?? Date.now;
  const { store } = config;
  let inflight: Promise<void> | null = null;

  const url = (path: string, query?: Record<string, unknown>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) search.set(key, String(value));
    }
    const text = search.toString();
    return `${config.baseUrl}${path}${text ? `?${text}` : ''}`;
  };

  async function send<T>(method: string, target: string, body: unknown, headers: Record<string, string>, options: CallOptions) {
    if (options.signal?.aborted) throw new ApiError('aborted', -1, 'aborted');
    const controller = new AbortController();
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
    options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason), { once: true });
    let response: Response;
    try {
      response = await fetchImpl(target, {
        method,
        headers: {
          Accept: 'application/json',
          [HEADERS.language]: config.language?.() ?? 'zh-CN',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw new ApiError('aborted', -1, 'aborted');
      throw controller.signal.aborted
        ? new ApiError('timeout', -1, 'timeout')
        : new ApiError('network', -1, error instanceof Error ? error.message : 'network error');
    } finally {
      clearTimeout(timer);
    }
    let envelope: Envelope<T>;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      throw new ApiError('network', -1, `${response.status} ${response.statusText}`, null, response.status, response.statusText);
    }
    if (typeof envelope?.code !== 'number') {
      throw new ApiError('network', -1, `${response.status} ${response.statusText}`, null, response.status, response.statusText);
    }
    return envelope;
  }

  function lost(error: ApiError): never {
    store.clear();
    config.onSessionLost?.(error);
    throw error;
  }

  /**
   * One refresh at a time: concurrent callers share the promise, and if it fails they all fail
   * (their requests are never re-sent with an empty token).
   */
  function refreshNow(): Promise<void> {
    if (inflight) return inflight;
    const before = store.read();
    const work = async () => {
      const current = store.read();
      if (!current) lost(new ApiError('refresh', SPEC_CODES.TOKEN_INVALID, 'no session'));
      // Another tab refreshed while this one waited for the lock: use its tokens.
      if (before && current.refreshToken !== before.refreshToken) return;
      config.onRefreshSent?.();
      let envelope: Envelope<TokenData>;
      try {
        envelope = await send<TokenData>(
          refreshCall.method,
          url(refreshCall.path, { client_id: STAFF_CLIENT_ID, scope: 'staff', refresh_token: current.refreshToken }),
          undefined,
          {},
          {},
        );
      } catch (error) {
        // The server was not reached: the session may well be fine, so keep it. The waiting calls
        // fail with this error (none is re-sent) and the next call tries the refresh again.
        throw error instanceof ApiError ? error : new ApiError('network', -1, String(error));
      }
      if (envelope.code !== OK) lost(new ApiError('refresh', envelope.code, envelope.msg, envelope.data));
      store.write(envelope.data, now());
    };
    inflight = (config.crossTabLock ? config.crossTabLock(work) : work()).finally(() => {
      inflight = null;
    });
    return inflight;
  }

  function needsRefresh(): boolean {
    const session = store.read();
    if (!session) return false;
    return now() - session.receivedAt >= session.expiresIn * 1000 * REFRESH_AT;
  }

  function authorization(): string | null {
    const session = store.read();
    return session ? `${session.tokenHead}${session.token}` : null;
  }

  async function call<C extends CallDef>(def: C, request?: CallRequest<C>, options: CallOptions = {}): Promise<CallData<C>> {
    const req = (request ?? {}) as { query?: Record<string, unknown>; body?: unknown; params?: Record<string, unknown> };
    const needsSession = def.permission !== PUBLIC;
    try {
      if (needsSession) {
        if (inflight) await inflight;
        else if (needsRefresh()) await refreshNow();
      }
      const headers: Record<string, string> = {};
      if (def.repeatCheck) {
        const { key } = await call(idempotenceKey, undefined, { silent: true });
        headers[HEADERS.idempotence] = key;
      }
      const target = url(buildPath(def.path, req.params), req.query);
      const attempt = () => {
        const auth = authorization();
        return send<CallData<C>>(def.method, target, def.method === 'GET' ? undefined : (req.body ?? {}), {
          ...headers,
          ...(auth ? { [HEADERS.authorization]: auth } : {}),
        }, { ...options, timeoutMs: options.timeoutMs ?? def.timeoutMs });
      };
      let envelope = await attempt();
      // The token died between the check and the answer: refresh and retry, once.
      if (envelope.code === SPEC_CODES.TOKEN_INVALID && needsSession && store.read()) {
        await refreshNow();
        envelope = await attempt();
      }
      if (envelope.code !== OK) throw new ApiError('business', envelope.code, envelope.msg, envelope.data);
      return envelope.data;
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError('network', -1, String(error));
      if (!options.silent && failure.kind !== 'aborted') config.onFailure?.(failure);
      throw failure;
    }
  }

  return {
    call,
    acceptTokens: (data) => store.write(data, now()),
    refreshNow,
    authorization,
  };
}
