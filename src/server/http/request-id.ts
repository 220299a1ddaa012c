import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { requestId as honoRequestId } from 'hono/request-id';
import { HEADERS } from '../../shared/envelope';
import { requestContext, type Logger, type RequestContext } from '../log';

/** The request's id, as Hono's requestId middleware set it ('-' outside a request). */
export function requestIdOf(c: Context): string {
  return (c.get('requestId' as never) as string | undefined) ?? '-';
}

/**
 * Hono's requestId (the caller's X-Request-Id when it is sane, else a short new one), answered in
 * X-Request-Id and made part of every log line written while the request is handled, plus one line
 * with its outcome: at debug when it went well, so the default log shows what needs a look
 * (refusals at warn; failures are logged with their stack where they are answered). The outcome
 * line is only built when it will be written.
 */
export function requestId(log: Logger): MiddlewareHandler[] {
  const assign = honoRequestId({
    headerName: HEADERS.requestId,
    limitLength: 64,
    generator: () => randomUUID().replace(/-/g, '').slice(0, 16),
  });
  const logged: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    const context: RequestContext = { reqId: requestIdOf(c) };
    await requestContext.run(context, next);
    const status = c.res.status;
    const refused = status >= 400 && status < 500;
    if (!refused && !log.isLevelEnabled('debug')) return;
    const line = { method: c.req.method, path: c.req.path, status, ms: Math.round(performance.now() - started) };
    // In the request's context, which the call router has given the caller's staff id by now.
    requestContext.run(context, () => (refused ? log.warn(line, 'request refused') : log.debug(line, 'request')));
  };
  return [assign, logged];
}
