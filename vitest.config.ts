import { defineConfig } from 'vitest/config';
import { preactTestProject } from './apps/web/vite/preact/test-project.ts';

// One runner for every unit and API test; each workspace is a project so they share one report.
// The PostgreSQL project exists only when TEST_DATABASE_URL points at a server. It runs the
// files where PostgreSQL behaves differently from PGlite: races and locks (PGlite runs one
// transaction at a time), several processes, losing the server, and the pg driver's reading of
// money (bigint) on the main paths (checkout, refunds, large amounts; returns read money the
// same way and keep their races in returns-races), and the catalog's prepared statements
// (their plans, array parameters). TEST_POSTGRES_ALL=1 runs every API file there too; the
// whole suite twice does not fit `npm test` in 12 minutes on two cores.
const POSTGRES_FILES = [
  'test/*race*.test.ts',
  'test/*deadlock*.test.ts',
  'test/two-*.test.ts',
  'test/cluster.test.ts',
  'test/crash-safety.test.ts',
  'test/resilience.test.ts',
  'test/postgres-restart.test.ts',
  'test/session-secret.test.ts',
  'test/login-limits.test.ts',
  'test/checkout-limits.test.ts',
  'test/checkout-expiry.test.ts',
  'test/checkout.test.ts',
  'test/large-amounts.test.ts',
  'test/refunds.test.ts',
  'test/jobs.test.ts',
  'test/schema.test.ts',
  'test/catalog-search.test.ts',
  'test/pay-again.test.ts',
  'test/stock-alerts.test.ts',
  'test/product-import.test.ts',
  'test/roles.test.ts',
  'test/catalog-spec-facets.test.ts',
  'test/category-page-plans.test.ts',
  'test/catalog-keep-unchanged.test.ts',
  'test/catalog-edit-scope.test.ts',
];
const WEB_TESTS = ['src/**/*.test.{ts,tsx}'];

const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: 'api-postgres',
          root: 'apps/api',
          isolate: false,
          include: process.env.TEST_POSTGRES_ALL === '1' ? ['test/**/*.test.ts'] : POSTGRES_FILES,
          globalSetup: ['test/support/server-bundle-setup.ts'],
          env: { LABSHOP_TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ]
  : [];

// Every project runs with `isolate: false`: a worker imports the app once and runs file after
// file in it, instead of importing it again for each of two hundred files (that import was
// most of the suite's time). It holds because no test mocks a module, state a file makes lives
// in its own database and DATA_DIR, and what is shared by the process is shared in production
// too (the metrics registry: its test reads how much each counter grew).
export default defineConfig({
  test: {
    // Vitest's default is one file at a time on two cores (CPUs - 1). Most API files spend
    // their time waiting on a database, a spawned shop or a timer, so two at once keeps both
    // cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          isolate: false,
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          globalSetup: ['test/support/pglite-template.ts', 'test/support/server-bundle-setup.ts'],
          env: { LABSHOP_TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...postgres,
      {
        test: {
          name: 'web',
          root: 'apps/web',
          // The build's own plugins (apps/web/vite) are tested here once, in Node.
          include: [...WEB_TESTS, 'vite/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['vite/test-setup.ts'],
          isolate: false,
        },
      },
      // The same component tests on preact/compat, the renderer the production build ships
      // (docs/decisions/013-preact-in-the-production-build.md): both projects must pass. Only
      // the files that render (.tsx): the plain logic tests would pass on either renderer.
      preactTestProject(['src/**/*.test.tsx']),
    ],
  },
});
