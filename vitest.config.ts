import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests sit next to their code; cross-feature integration tests live in tests/integration.
 * Browser-side units run under happy-dom; everything else under Node. Each integration suite
 * opens its own fresh database (PGlite in memory, or a new database on TEST_DATABASE_URL), copied
 * from one the run migrated and seeded once per scale (tests/helpers/db-templates.ts).
 */
export default defineConfig({
  test: {
    // Vitest's default leaves one core free. The integration suites spend much of their time waiting
    // (sockets, child processes, Dovecot), so on two cores a second worker nearly halves the run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
          globalSetup: ['tests/support/db-templates-setup.ts'],
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
