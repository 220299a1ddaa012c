import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppDeps } from './deps';
import { isApiPath } from './http/envelope-response';

/**
 * Serves the built front end from the same port as the API: files as they are, and index.html for
 * every other GET so that client routes survive a reload.
 */
export function mountClient(app: Hono, deps: AppDeps): void {
  const root = path.resolve(deps.env.CLIENT_DIR);
  const indexFile = path.join(root, 'index.html');
  let indexHtml: string | null = null;
  let indexMtime = 0;
  // Re-read when a new build replaced the file, so a running server never serves stale asset names.
  const readIndex = () => {
    if (!existsSync(indexFile)) return null;
    const mtime = statSync(indexFile).mtimeMs;
    if (indexHtml === null || mtime !== indexMtime) {
      indexHtml = readFileSync(indexFile, 'utf8');
      indexMtime = mtime;
    }
    return indexHtml;
  };

  // Without a build there is nothing to serve but the hint below.
  if (!existsSync(root)) {
    mountFallback(app, readIndex);
    return;
  }
  // File names carry a content hash: they never change. Set on the answer itself (serveStatic's
  // onFound runs after its answer is built, too late for a header).
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The build writes .br and .gz copies (scripts/vite-precompress.ts): sent as Accept-Encoding allows.
  app.use('*', serveStatic({ root: path.relative(process.cwd(), root) || '.', index: '__none__', precompressed: true }));
  // A file an older page asks for after a new build: a plain 404, not the page shell (which the
  // browser would refuse as a script, and the rule above would cache for a year).
  app.get('/assets/*', (c) => c.text('Not found', 404));
  mountFallback(app, readIndex);
}

function mountFallback(app: Hono, readIndex: () => string | null): void {
  app.get('*', (c, next) => {
    if (isApiPath(c.req.path)) return next();
    const html = readIndex();
    if (html === null) {
      return c.html(
        '<!doctype html><meta charset="utf-8"><title>Switchboard</title>' +
          '<p>前端尚未构建，请运行 <code>npm run build</code>。</p><p>The front end is not built yet: run <code>npm run build</code>.</p>',
        503,
      );
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
}
