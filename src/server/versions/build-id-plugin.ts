import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';
import { BUILD_META_NAME } from '../../shared/versions/build-id';

/**
 * Stamps every `vite build` with a fresh build id in index.html (<meta name="switchboard-build">).
 * Only builds: the dev server has no deployed build to compare with.
 */
export function buildIdPlugin(): Plugin {
  const buildId = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'switchboard-build-id',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: BUILD_META_NAME, content: buildId }, injectTo: 'head' }],
  };
}
