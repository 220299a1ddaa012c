/**
 * `npm run bench:load [-- --no-build --runs N --files]`: what a person's browser loads before the sign-in
 * page and the home page paint, and Lighthouse performance on both (lighthouse 12.8, headless
 * Chromium from apt). Builds the front end (unless --no-build), starts the portal as `npm start`
 * does on a fresh embedded database, then for /login (signed out) and /home (signed in):
 *   - the gzip bytes of the scripts and styles fetched before the first contentful paint, and of
 *     everything fetched until the page is ready (sizes of the build's own .gz files);
 *   - Lighthouse performance, first contentful paint and largest contentful paint (median of N runs).
 * The baseline in the same run: the gzip bytes of a Vite + React + cmdk page (bench/load-baseline),
 * the smallest page such a front end paints. `--files` lists each file fetched until ready, marking those asked for before the first paint.
 * `--report DIR` writes each page's last Lighthouse report there (JSON), to read its long tasks and layout shifts.
 * Figures only: nothing here fails on a slow run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from '@playwright/test';
import { freePort } from '../tests/helpers/free-port';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    files: { type: 'boolean', default: false },
    report: { type: 'string' },
  },
});
const runs = Number(values.runs);
const CLIENT_DIR = path.resolve('dist/client');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Bytes {
  /** Each file fetched until ready, with its gzip size and whether it was asked for before the first contentful paint. */
  paintFiles: { file: string; bytes: number; beforePaint: boolean }[];
  beforePaint: number;
  untilReady: number;
  files: number;
}

/** The size of the build's gzip copy of a served file (what a browser asking for gzip is sent). */
function gzipSize(url: string): number {
  const file = path.join(CLIENT_DIR, new URL(url).pathname);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) && statSync(file).isFile() ? statSync(file).size : 0;
}

/** Scripts and styles of the page, split at its first contentful paint. */
async function bytesOf(context: BrowserContext, url: string, ready: string): Promise<Bytes> {
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  // Ready, and no script or style asked for in the last second (the push stream never goes idle).
  for (let last = -1; ;) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (count === last) break;
    last = count;
    await page.waitForTimeout(1000);
  }
  const entries = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    return performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: entry.name, start: entry.startTime, beforePaint: entry.startTime < paint }))
      .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname));
  });
  await page.close();
  const sum = (list: typeof entries) => list.reduce((total, entry) => total + gzipSize(entry.name), 0);
  const paintFiles = entries.map((entry) => ({
    file: new URL(entry.name).pathname,
    bytes: gzipSize(entry.name),
    beforePaint: entry.beforePaint,
  }));
  return { paintFiles, beforePaint: sum(entries.filter((entry) => entry.beforePaint)), untilReady: sum(entries), files: entries.length };
}

interface Score {
  performance: number;
  fcp: number;
  lcp: number;
  /** Total blocking time (ms), cumulative layout shift (×1000) and speed index (ms): the rest of the score. */
  tbt: number;
  cls: number;
  si: number;
}

async function lighthouseOf(url: string, port: number): Promise<Score> {
  const scores: Score[] = [];
  // A run Lighthouse could not trace (NO_NAVSTART, now and then on this machine) is run again rather
  // than counted as a score of 0; the failures are printed.
  let failed = 0;
  while (scores.length < runs && failed <= runs) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The signed-in session lives in the browser's storage; Lighthouse must not wipe it.
      disableStorageReset: true,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (lhr.runtimeError) {
      failed += 1;
      process.stderr.write(`Lighthouse could not measure ${url} (${lhr.runtimeError.code}); running it again\n`);
      continue;
    }
    if (values.report) {
      mkdirSync(values.report, { recursive: true });
      writeFileSync(path.join(values.report, `${new URL(url).pathname.slice(1) || 'root'}.json`), JSON.stringify(lhr));
    }
    scores.push({
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
      lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000),
      si: Math.round(lhr.audits['speed-index']?.numericValue ?? 0),
    });
  }
  const median = (pick: (score: Score) => number) => scores.map(pick).sort((a, b) => a - b)[Math.floor(scores.length / 2)] ?? 0;
  return {
    performance: median((score) => score.performance),
    fcp: median((score) => score.fcp),
    lcp: median((score) => score.lcp),
    tbt: median((score) => score.tbt),
    cls: median((score) => score.cls),
    si: median((score) => score.si),
  };
}

/** Builds the baseline page and sums the gzip size of its scripts and styles (all of them load before it paints). */
async function baselineBytes(): Promise<number> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-baseline-'));
  try {
    await build({ configFile: path.resolve('bench/load-baseline/vite.config.ts'), build: { outDir } });
    const assets = path.join(outDir, 'assets');
    return readdirSync(assets)
      .filter((name) => /\.(js|css)$/.test(name))
      .reduce((total, name) => total + gzipSync(readFileSync(path.join(assets, name)), { level: 9 }).length, 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The totals of a page, for the JSON line (the file list is printed on request only). */
const figures = ({ paintFiles: _files, ...totals }: Bytes) => totals;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function main(): Promise<void> {
  if (!values['no-build']) {
    const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-load-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEVICES_SIMULATOR: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const debugPort = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-chromium-'));
  let context: BrowserContext | null = null;
  try {
    for (let waited = 0; ; waited += 250) {
      if (waited > 300_000) throw new Error('the portal did not start within 300 s');
      const ok = await fetch(`${base}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox'],
      locale: 'zh-CN',
    });

    const login = await bytesOf(context, `${base}/login`, 'form');
    const loginScore = await lighthouseOf(`${base}/login`, debugPort);

    // Signed in through the development identity provider, as a person would; the version notes
    // and first-visit guides are the same overlays every new person sees.
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: '钉钉登录' }).click();
    await page.locator('button[data-username="sales"]').click();
    await page.waitForURL(/\/home$/);
    await page.close();
    const home = await bytesOf(context, `${base}/home`, 'main#main[aria-busy="false"]');
    const homeScore = await lighthouseOf(`${base}/home`, debugPort);

    const baseline = await baselineBytes();
    process.stdout.write(`baseline: a Vite + React + cmdk page, ${kb(baseline)} gzip\n`);
    for (const [name, bytes, score] of [
      ['/login', login, loginScore],
      ['/home', home, homeScore],
    ] as const) {
      process.stdout.write(
        `${name.padEnd(7)} scripts+styles before first paint ${kb(bytes.beforePaint)} gzip, until ready ${kb(bytes.untilReady)} (${bytes.files} files);` +
          ` Lighthouse performance ${score.performance}, FCP ${score.fcp} ms, LCP ${score.lcp} ms, TBT ${score.tbt} ms,` +
          ` CLS ${(score.cls / 1000).toFixed(3)}, speed index ${score.si} ms\n`,
      );
      if (values.files) {
        for (const { file, bytes: size, beforePaint } of bytes.paintFiles) {
          process.stdout.write(`  ${beforePaint ? 'before paint' : 'until ready '} ${kb(size).padStart(9)}  ${file}\n`);
        }
      }
    }
    process.stdout.write(
      `${JSON.stringify({ bench: 'load', runs, baseline, login: { ...figures(login), ...loginScore }, home: { ...figures(home), ...homeScore } })}\n`,
    );
  } finally {
    await context?.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
