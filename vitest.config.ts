import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './e2e/support/global-setup.ts';
import { TEST_DEADLINE_MS } from './packages/domain/src/testing/deadline.ts';

// Every wait of the suites has the one deadline (TEST_DEADLINE_SECONDS); a test or hook twice that, so
// that a wait gives up first and says what it waited for. No stage fails for being slow, only for being wrong.
const limits = {
  testTimeout: 2 * TEST_DEADLINE_MS,
  hookTimeout: 2 * TEST_DEADLINE_MS,
  expect: { poll: { timeout: TEST_DEADLINE_MS, interval: 100 } },
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
          environment: 'node',
          ...limits,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test-setup.ts'],
          ...limits,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          // One migrated PGlite database, copied for each portal a test starts on PGlite.
          globalSetup: ['apps/api/test/pglite-template.ts'],
          // Each file starts its own server on its own database (a PGlite folder, a PostgreSQL database
          // named by process and port): two at a time, one per core.
          maxWorkers: 2,
          ...limits,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          // Two spec files at a time, each worker on a product of its own (global-setup.ts): a browser
          // test waits on the network and the pipeline as much as it computes.
          maxWorkers: E2E_WORKERS,
          ...limits,
        },
      },
    ],
  },
});
