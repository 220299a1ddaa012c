import { HEADERS } from '../../shared/envelope';
import { SPEC_CODES } from '../../shared/error-codes';
import { ApiError } from '../api/api-error';
import { API_BASE, portalClient } from '../api/portal-client';
import { i18n } from '../i18n/i18n';

/**
 * fetch with the session's Authorization header, for answers the JSON client cannot read (files,
 * multipart uploads, event streams). A dead access token is refreshed and the request sent once
 * more, as the shared client does; the caller reads the answer.
 */
export async function authorizedFetch(path: string, init: RequestInit = {}, timeoutMs = 90_000): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
  init.signal?.addEventListener('abort', () => controller.abort(init.signal?.reason), { once: true });
  const send = () => {
    const auth = portalClient.authorization();
    return fetch(`${API_BASE}${path}`, {
      ...init,
      headers: {
        [HEADERS.language]: i18n.language?.startsWith('zh') ? 'zh-CN' : 'en',
        ...(auth ? { [HEADERS.authorization]: auth } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
      signal: controller.signal,
    });
  };
  try {
    let response = await send();
    if (await isTokenInvalid(response)) {
      await portalClient.refreshNow();
      response = await send();
    }
    return response;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (init.signal?.aborted) throw new ApiError('aborted', -1, 'aborted');
    throw controller.signal.aborted
      ? new ApiError('timeout', -1, 'timeout')
      : new ApiError('network', -1, error instanceof Error ? error.message : 'network error');
  } finally {
    clearTimeout(timer);
  }
}

export function isJson(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('application/json');
}

async function isTokenInvalid(response: Response): Promise<boolean> {
  if (response.status !== 401 || !isJson(response)) return false;
  const body = (await response.clone().json().catch(() => null)) as { code?: number } | null;
  return body?.code === SPEC_CODES.TOKEN_INVALID;
}
