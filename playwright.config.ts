import { defineConfig, devices } from '@playwright/test';

/**
 * Browser suite: Debian's Chromium (never a downloaded browser) against the built server, which
 * tests/e2e/global-setup.ts starts once per worker, each on its own fresh embedded database. Two
 * workers on two cores take the suite from about 46 to about 40 minutes (each test runs slower, as
 * the two share the cores, hence the longer timeout); E2E_WORKERS=1 runs it in one.
 */
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: /.*\.spec\.ts/,
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    locale: 'zh-CN',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
