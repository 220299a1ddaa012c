/**
 * `npm run bench:palette`: builds the benchmark page (bench/palette, its own Vite entry) into a
 * temporary directory, serves it, and drives it in Debian's Chromium with the flags of
 * playwright.config.ts. For 300 real commands and 3,000 / 10,000 synthetic ones it measures, for
 * Switchboard's palette and for stock cmdk on the same items: open → first paint, and keystroke →
 * next painted frame over five rounds of a ten-keystroke sequence. Prints a table, then one JSON line.
 */
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import playwrightConfig from '../../playwright.config';
import { percentile, runScenario } from './driver';

const here = path.dirname(fileURLToPath(import.meta.url));
const SIZES = (process.env.BENCH_SIZES ?? '300,3000,10000').split(',').map(Number);
const IMPLS = (process.env.BENCH_IMPLS ?? 'switchboard,cmdk').split(',');

function serve(dir: string): Promise<{ url: string; close(): void }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const target = existsSync(file) && statSync(file).isFile() ? file : path.join(dir, 'index.html');
    response.writeHead(200, { 'Content-Type': types[path.extname(target)] ?? 'application/octet-stream' });
    createReadStream(target).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const SETTLE_MS = 1500;

async function main() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'palette-bench-'));
  try {
    await build({ configFile: path.join(here, 'vite.config.ts'), build: { outDir } });
    const server = await serve(outDir);
    const launch = playwrightConfig.use?.launchOptions ?? {};
    const browser = await chromium.launch({
      ...launch,
      executablePath: process.env.CHROMIUM_PATH ?? launch.executablePath ?? '/usr/bin/chromium',
    });
    const results: { impl: string; items: number; p50: number; p95: number; openMs: number }[] = [];
    const measure = async (impl: string, items: number) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
      const page = await context.newPage();
      await page.goto(`${server.url}/?impl=${impl}&items=${items}`);
      await page.waitForFunction(() => window.__bench?.ready === true);
      // In the portal the search keys are built when the menu loads, long before the first Ctrl+K;
      // give the page the same quiet moment (both implementations alike) before measuring.
      await page.waitForTimeout(SETTLE_MS);
      const measured = await runScenario(page);
      await context.close();
      return measured;
    };
    // The method's floor on this machine right now: a dialog whose keystroke changes one line.
    const floor = await measure('floor', 300);
    const floorFigures = {
      p50: round1(percentile(floor.keystrokes, 0.5)),
      p95: round1(percentile(floor.keystrokes, 0.95)),
      openMs: round1(percentile(floor.opens, 0.5)),
    };
    for (const items of SIZES) {
      for (const impl of IMPLS) {
        const measured = await measure(impl, items);
        results.push({
          impl,
          items,
          p50: round1(percentile(measured.keystrokes, 0.5)),
          p95: round1(percentile(measured.keystrokes, 0.95)),
          openMs: round1(percentile(measured.opens, 0.5)),
        });
        console.log(`measured ${impl} with ${items} items`);
        // BENCH_VERBOSE=1: every figure, round by round (open first), to see where time goes.
        if (process.env.BENCH_VERBOSE) {
          for (let round = 0; round < measured.opens.length; round += 1) {
            const keys = measured.keystrokes.slice(round * 10, round * 10 + 10).map((ms) => ms.toFixed(1));
            console.log(`  round ${round + 1}: open ${measured.opens[round]?.toFixed(1)} | ${keys.join(' ')}`);
          }
        }
      }
    }
    await browser.close();
    server.close();
    console.log('');
    console.log('impl          items   keystroke p50   keystroke p95   open (median)');
    console.log(
      `${'(floor)'.padEnd(12)} ${'-'.padStart(6)} ${`${floorFigures.p50} ms`.padStart(15)} ${`${floorFigures.p95} ms`.padStart(15)} ${`${floorFigures.openMs} ms`.padStart(15)}`,
    );
    for (const r of results) {
      console.log(
        `${r.impl.padEnd(12)} ${String(r.items).padStart(6)} ${`${r.p50} ms`.padStart(15)} ${`${r.p95} ms`.padStart(15)} ${`${r.openMs} ms`.padStart(15)}`,
      );
    }
    for (const items of SIZES) {
      const ours = results.find((r) => r.impl === 'switchboard' && r.items === items);
      const stock = results.find((r) => r.impl === 'cmdk' && r.items === items);
      if (ours && stock)
        console.log(
          `${items} items: p95 ${round1(stock.p95 / ours.p95)}× better than stock cmdk, open ${round1(stock.openMs / ours.openMs)}× faster`,
        );
    }
    console.log(JSON.stringify({ bench: 'palette', results }));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
