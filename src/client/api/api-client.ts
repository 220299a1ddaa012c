import type { TokenData } from '../../shared/api/auth-calls';
import { STAFF_CLIENT_ID } from '../../shared/api/auth-tokens';
import { PUBLIC, buildPath, type CallData, type CallDef, type CallRequest } from '../../shared/api/define-call';
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

export interface RawOptions {
  /** Until the answer's headers arrive; reading a stream's body afterwards is not timed. */
  timeoutMs?: number;
}

export interface ApiClient {
  call<C extends CallDef>(def: C, request?: CallRequest<C>, options?: CallOptions): Promise<CallData<C>>;
  /**
   * The same session, refresh, language header and timeout for answers that are not an envelope
   * (files, multipart uploads, event streams): the caller reads the Response. Rejects with an
   * ApiError only when no answer arrives (network, timeout, aborted, session lost).
   */
  fetchRaw(path: string, init?: RequestInit, options?: RawOptions): Promise<Response>;
  /** Stores the pair a sign-in returned. */
  acceptTokens(data: TokenData): void;
  refreshNow(): Promise<void>;
  /** The Authorization header value of the current session, if any. */
  authorization(): string | null;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  // Looked up per request, so that a fetch installed later (a test's mock server) is the one used.
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
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

  /** One request with the timeout and the caller's signal; failures to get an answer become ApiErrors. */
  async function transport(
    target: string,
    init: RequestInit,
    options: { timeoutMs?: number; signal?: AbortSignal | null },
  ): Promise<Response> {
    const { signal } = options;
    if (signal?.aborted) throw new ApiError('aborted', -1, 'aborted');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
    try {
      return await fetchImpl(target, { ...init, signal: controller.signal });
    } catch (error) {
      if (signal?.aborted) throw new ApiError('aborted', -1, 'aborted');
      throw controller.signal.aborted
        ? new ApiError('timeout', -1, 'timeout')
        : new ApiError('network', -1, error instanceof Error ? error.message : 'network error');
    } finally {
      clearTimeout(timer);
    }
  }

  const language = () => config.language?.() ?? 'zh-CN';

  async function send<T>(method: string, target: string, body: unknown, headers: Record<string, string>, options: CallOptions) {
    const response = await transport(
      target,
      {
        method,
        headers: {
          Accept: 'application/json',
          [HEADERS.language]: language(),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      options,
    );
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
        const { refresh: refreshCall } = await import('./session-calls');
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

  /** A refresh under way, or one started now because the access token is about to expire; else null (no wait). */
  function pendingRefresh(): Promise<void> | null {
    if (inflight) return inflight;
    return needsRefresh() ? refreshNow() : null;
  }

  async function call<C extends CallDef>(def: C, request?: CallRequest<C>, options: CallOptions = {}): Promise<CallData<C>> {
    const req = (request ?? {}) as { query?: Record<string, unknown>; body?: unknown; params?: Record<string, unknown> };
    const needsSession = def.permission !== PUBLIC;
    try {
      const waiting = needsSession ? pendingRefresh() : null;
      if (waiting) await waiting;
      const headers: Record<string, string> = {};
      if (def.repeatCheck) {
        const { idempotenceKey } = await import('./session-calls');
        const { key } = await call(idempotenceKey, undefined, { silent: true });
        headers[HEADERS.idempotence] = key;
      }
      const target = url(buildPath(def.path, req.params), req.query);
      let sentWith: string | null = null;
      const attempt = () => {
        sentWith = authorization();
        return send<CallData<C>>(
          def.method,
          target,
          def.method === 'GET' ? undefined : (req.body ?? {}),
          {
            ...headers,
            ...(sentWith ? { [HEADERS.authorization]: sentWith } : {}),
          },
          { ...options, timeoutMs: options.timeoutMs ?? def.timeoutMs },
        );
      };
      let envelope = await attempt();
      // The token died between the check and the answer: refresh and retry, once. If another call
      // (or tab) refreshed meanwhile, the token was replaced, not dead: retry with the new one.
      if (envelope.code === SPEC_CODES.TOKEN_INVALID && needsSession && store.read()) {
        if (authorization() === sentWith) await refreshNow();
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

  async function fetchRaw(path: string, init: RequestInit = {}, options: RawOptions = {}): Promise<Response> {
    const waiting = pendingRefresh();
    if (waiting) await waiting;
    let sentWith: string | null = null;
    const attempt = () => {
      sentWith = authorization();
      return transport(
        `${config.baseUrl}${path}`,
        {
          ...init,
          headers: {
            [HEADERS.language]: language(),
            ...(sentWith ? { [HEADERS.authorization]: sentWith } : {}),
            ...Object.fromEntries(new Headers(init.headers).entries()),
          },
        },
        { timeoutMs: options.timeoutMs, signal: init.signal },
      );
    };
    let response = await attempt();
    // The token died between the check and the answer: refresh (unless a refresh already replaced
    // it meanwhile) and send once more, as call() does.
    if (store.read() && (await isTokenInvalid(response))) {
      if (authorization() === sentWith) await refreshNow();
      response = await attempt();
    }
    return response;
  }

  return {
    call,
    fetchRaw,
    acceptTokens: (data) => store.write(data, now()),
    refreshNow,
    authorization,
  };
}

export function isJson(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('application/json');
}

async function isTokenInvalid(response: Response): Promise<boolean> {
  if (response.status !== 401 || !isJson(response)) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: number } | null;
  return body?.code === SPEC_CODES.TOKEN_INVALID;
}
