import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes a gzip and a brotli copy beside every text file of the build, at the strongest settings:
 * the server then answers each request with the copy its Accept-Encoding takes (serveStatic's
 * `precompressed`) and never compresses a static file while someone waits.
 */
export function precompress(): Plugin {
  let outDir: string | null = null;
  return {
    name: 'switchboard-precompress',
    apply: 'build',
    configResolved(config) {
      // A build kept in memory (write: false) has nothing on disk to compress.
      outDir = config.build.write ? path.resolve(config.root, config.build.outDir) : null;
    },
    closeBundle() {
      if (!outDir || !existsSync(outDir)) return;
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
      }
    },
  };
}
