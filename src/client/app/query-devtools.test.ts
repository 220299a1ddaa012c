// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

/** A string of the devtools' own code (a CSS class name), which minification keeps. */
const DEVTOOLS_MARKER = 'tsqd-open-btn';
const ROOT = join(import.meta.dirname, '../../..');

describe('TanStack Query devtools', () => {
  it('are in the devtools package (so the marker would find them) and nowhere in the production build', async () => {
    const require = createRequire(import.meta.url);
    const devtoolsDir = dirname(require.resolve('@tanstack/query-devtools'));
    const devtoolsCode = readdirSync(devtoolsDir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(devtoolsDir, name), 'utf8'));
    expect(devtoolsCode.some((code) => code.includes(DEVTOOLS_MARKER))).toBe(true);

    const output = (await build({
      root: ROOT,
      logLevel: 'silent',
      build: { write: false, outDir: join(ROOT, '.tmp/devtools-check') },
    })) as Rolldown.RolldownOutput;
    const files = output.output.map((file) => ({ name: file.fileName, text: file.type === 'chunk' ? file.code : String(file.source) }));
    expect(files.some((file) => file.name.endsWith('.js'))).toBe(true);
    expect(files.filter((file) => /devtools/i.test(file.name) || file.text.includes(DEVTOOLS_MARKER)).map((file) => file.name)).toEqual([]);
  }, 180_000);
});
