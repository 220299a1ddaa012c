import { defineConfig } from 'vitest/config';

/**
 * Unit tests sit next to their code; cross-feature integration tests live in tests/integration.
 * Browser-side units run under happy-dom; everything else under Node. Each integration suite
 * opens its own fresh database (PGlite in memory, or a new database on TEST_DATABASE_URL).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/shared/**/*.test.ts',
            'src/server/**/*.test.ts',
            'commands/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/support/**/*.test.ts',
            // Crash tests start the real server and kill it (about a minute); PGlite here, PostgreSQL under test:pg when asked.
            'tests/faults/**/*.test.ts',
            'tests/assistant-accuracy/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test-setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
