import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { requestId as honoRequestId } from 'hono/request-id';
import { HEADERS } from '../../shared/envelope';
import { requestContext, type Logger } from '../log';

/** The request's id, as Hono's requestId middleware set it ('-' outside a request). */
export function requestIdOf(c: Context): string {
  return (c.get('requestId' as never) as string | undefined) ?? '-';
}

/**
 * Hono's requestId (the caller's X-Request-Id when it is sane, else a short new one), made part
 * of every log line written while the request is handled, plus one line with its outcome: at
 * debug when it went well, so the default log shows what needs a look (refusals at warn; failures
 * are logged with their stack where they are answered).
 */
export function requestId(log: Logger): MiddlewareHandler[] {
  const assign = honoRequestId({
    headerName: HEADERS.requestId,
    limitLength: 64,
    generator: () => randomUUID().replace(/-/g, '').slice(0, 16),
  });
  const logged: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    await requestContext.run({ reqId: requestIdOf(c) }, async () => {
      await next();
      const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) };
      if (c.res.status >= 400 && c.res.status < 500) log.warn(line, 'request refused');
      else log.debug(line, 'request');
    });
  };
  return [assign, logged];
}
