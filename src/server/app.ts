import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { formatMessage } from '../shared/messages';
import { HEADERS } from '../shared/envelope';
import { APP_CODES } from '../shared/error-codes';
import { mountDevIdentityProvider } from './auth/dev-identity-provider';
import type { AppDeps } from './deps';
import { ALL_HANDLERS } from './handlers';
import { bodyLimits } from './http/body-limits';
import { mountCalls } from './http/call-router';
import { errorResponse, isApiPath } from './http/envelope-response';
import { unlessFinished } from './http/finished-answer';
import { languageOf } from './http/language';
import { requestId } from './http/request-id';
import { securityHeaders } from './http/security-headers';
import { buildOpenApiDocument } from './openapi/build-document';
import { renderDocsPage } from './openapi/docs-page';
import { mountClient } from './static-client';

/** The whole HTTP surface: API, API reference, development identity provider and the front end. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  app.use('*', ...requestId(deps.log));
  // Answers the call router built whole (finished-answer.ts) carry these headers already.
  app.use('*', unlessFinished(securityHeaders(deps.env)));
  app.use('*', bodyLimits());
  // JSON answers and the page shell, gzip or deflate as asked. Hono leaves event streams (the push
  // and chat streams), answers already encoded (the precompressed build; the user entry, menu and
  // buttons, kept compressed by the call router) and small answers alone.
  app.use('*', unlessFinished(compress()));

  const openapi = buildOpenApiDocument();
  const docsHtml = renderDocsPage(openapi);
  app.get('/v2/openapi.json', (c) => c.json(openapi));
  app.get('/docs', (c) => c.html(docsHtml));
  app.get('/healthz', (c) => c.json({ code: 0, msg: 'ok', data: { status: 'ok' } }));

  mountDevIdentityProvider(app, deps);
  mountCalls(app, deps, ALL_HANDLERS);
  mountClient(app, deps);

  app.notFound((c) => {
    const lang = languageOf(c.req.header(HEADERS.language));
    if (isApiPath(c.req.path)) {
      return c.json(
        {
          code: APP_CODES.NOT_FOUND,
          msg: formatMessage('error.routeNotFound', lang, { method: c.req.method, path: c.req.path }),
          data: null,
        },
        404,
      );
    }
    return c.text('Not found', 404);
  });
  app.onError((error, c) => errorResponse(c, error, deps.log));
  return app;
}
