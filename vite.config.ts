import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { randomBytes } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/vite-precompress';

/**
 * Stamps every build with a fresh id in index.html; the page and the server read it (BUILD_META_NAME
 * in src/shared/versions/build-id.ts) to tell an open tab that a newer build is served. Only builds:
 * the dev server has no deployed build to compare with.
 */
function buildIdPlugin(): Plugin {
  const buildId = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'switchboard-build-id',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'switchboard-build', content: buildId }, injectTo: 'head' }],
  };
}

/** Everything the API server answers; the dev server forwards it so the client runs on :5173. */
const API_PREFIXES = ['/v2', '/kunlun', '/auth', '/dcode', '/dev-idp', '/docs', '/healthz'];
// Override when the API server runs elsewhere, e.g. API_PROXY_TARGET=http://localhost:8090 npm run dev:client
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss(), buildIdPlugin(), precompress()],
  build: {
    // The server serves dist/client (CLIENT_DIR); the server build, if any, lives elsewhere in dist/.
    outDir: 'dist/client',
    emptyOutDir: true,
    // ECharts is one ~530 kB chunk that only the business pages load; everything else stays far below.
    chunkSizeWarningLimit: 600,
    // index.html preloads what the first paint needs. A lazy import does not: Vite would add one
    // <link rel=modulepreload> per dependency in a single task (about 50 links when the shell
    // loads, 50 ms of main thread unthrottled on the benchmark machine), and the browser fetches a module's imports
    // as soon as it reads the module anyway.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            // The router comes with the app, after a signed-out visit to /login has painted (app/entry.tsx).
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 20 },
            // Large libraries only some screens need get chunks of their own, so the first paint
            // does not wait for them: charts (business pages), pinyin (the palette's search keys),
            // markdown (assistant answers, knowledge-base pages).
            { name: 'charts', test: /node_modules[\\/](echarts|zrender)[\\/]/, priority: 15 },
            { name: 'pinyin', test: /node_modules[\\/]pinyin-pro[\\/]/, priority: 15 },
            {
              name: 'markdown',
              test: /node_modules[\\/](react-markdown|remark-[^\\/]+|rehype-[^\\/]+|micromark[^\\/]*|mdast-[^\\/]+|hast-[^\\/]+|unified|vfile[^\\/]*)[\\/]/,
              priority: 15,
            },
            // zod's settings go with zod: they must apply before any chunk builds a schema. Other
            // libraries land in the chunks of the screens that use them, so the sign-in page does
            // not download tables, the palette or the virtualizer.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]client[\\/]api[\\/]zod-without-eval\.ts$/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [
        // `/auth` must not swallow the client route `/authorize`: match the prefix as a whole segment.
        `^${prefix}(/|$|\\?)`,
        { target: API_TARGET, changeOrigin: true },
      ]),
    ),
  },
});
