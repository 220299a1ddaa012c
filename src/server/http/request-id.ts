import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { HEADERS } from '../../shared/envelope';
import { requestContext, type Logger } from '../log';

/**
 * Gives every request an id (the caller's X-Request-Id when it is sane), makes it part of every
 * log line written while the request is handled, and logs the request's outcome.
 */
export function requestId(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const incoming = c.req.header(HEADERS.requestId);
    const reqId = incoming && /^[\w-]{6,64}$/.test(incoming) ? incoming : randomUUID().replace(/-/g, '').slice(0, 16);
    c.set('reqId' as never, reqId as never);
    c.header(HEADERS.requestId, reqId);
    const started = performance.now();
    await requestContext.run({ reqId }, async () => {
      await next();
      log.info(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    });
  };
}
