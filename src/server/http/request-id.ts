import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { HEADERS } from '../../shared/envelope';
import { requestContext, type Logger, type RequestContext } from '../log';
import { requestHeader } from './request-header';

/** The request's id, as the requestId middleware set it ('-' outside a request). */
export function requestIdOf(c: Context): string {
  return (c.get('requestId' as never) as string | undefined) ?? '-';
}

const REQUEST_ID_HEADER = HEADERS.requestId.toLowerCase();
const ID_LIMIT = 64;
const NOT_ID_CHARACTER = /[^\w\-=]/;

/** The caller's X-Request-Id when it is sane (what Hono's requestId middleware accepts), else a short new one. */
function requestIdFor(c: Context): string {
  const given = requestHeader(c, REQUEST_ID_HEADER);
  if (!given || given.length > ID_LIMIT || NOT_ID_CHARACTER.test(given)) return randomUUID().replace(/-/g, '').slice(0, 16);
  return given;
}

/**
 * The request's id, answered in X-Request-Id and made part of every log line written while the
 * request is handled, plus one line with its outcome: at debug when it went well, so the default
 * log shows what needs a look (refusals at warn; failures are logged with their stack where they
 * are answered). The outcome line is only built when it will be written.
 */
export function requestId(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const reqId = requestIdFor(c);
    c.set('requestId' as never, reqId as never);
    c.header(HEADERS.requestId, reqId);
    const context: RequestContext = { reqId };
    await requestContext.run(context, next);
    const status = c.res.status;
    const refused = status >= 400 && status < 500;
    if (!refused && !log.isLevelEnabled('debug')) return;
    const line = { method: c.req.method, path: c.req.path, status, ms: Math.round(performance.now() - started) };
    // In the request's context, which the call router has given the caller's staff id by now.
    requestContext.run(context, () => (refused ? log.warn(line, 'request refused') : log.debug(line, 'request')));
  };
}
