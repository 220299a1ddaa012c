import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { APP_CODES } from '../../shared/error-codes';
import { formatMessage } from '../../shared/messages';
import { HEADERS } from '../../shared/envelope';
import type { Logger } from '../log';
import { AppError } from './app-error';
import { languageOf } from './language';
import { requestIdOf } from './request-id';

/**
 * The one place a failure becomes an answer: AppErrors as their envelope; anything else is logged
 * with its stack and answered with a generic envelope carrying the request id.
 */
export function errorResponse(c: Context, error: unknown, log: Logger): Response {
  const lang = languageOf(c.req.header(HEADERS.language));
  const reqId = requestIdOf(c);
  if (error instanceof AppError) {
    return c.json({ code: error.code, msg: formatMessage(error.key, lang, error.params), data: error.data }, error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ code: APP_CODES.VALIDATION, msg: error.message, data: null }, error.status);
  }
  log.error({ err: error, reqId }, 'unhandled error');
  return c.json(
    { code: APP_CODES.INTERNAL, msg: formatMessage('error.internal', lang, { requestId: reqId }), data: { requestId: reqId } },
    500,
  );
}

/** `/kunlun/…`: the spec's legacy-prefixed shell calls (promotion link, sign-in prompt). */
export function isApiPath(path: string): boolean {
  return path.startsWith('/v2/') || path.startsWith('/auth/') || path === '/dcode' || path === '/v2' || path.startsWith('/kunlun/');
}
