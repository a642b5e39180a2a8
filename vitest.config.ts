import { defineConfig } from 'vitest/config';

// One runner for every unit and API test; each workspace is a project so they share one report.
// The PostgreSQL project exists only when TEST_DATABASE_URL points at a server.
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: 'api-postgres',
          root: 'apps/api',
          include: ['test/**/*.test.ts'],
          env: { LABSHOP_TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
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
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
