import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig, type EnvConfig } from '../../src/config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  database: TestDatabase;
  db: TestDatabase['db'];
  config: EnvConfig;
  dataDir: string;
  /** Runs every background job due at `now` (default: now); the worker never runs by itself here. */
  runJobs(now?: Date): Promise<number>;
  close(): Promise<void>;
}

/** The real app on a fresh database and a temporary DATA_DIR, for app.inject() tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    webDist?: string | false;
    logStream?: NodeJS.WritableStream;
    /** A PostgreSQL server other than TEST_DATABASE_URL's, to make the throwaway database on. */
    databaseAdminUrl?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labshop-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-that-is-long-enough-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    // A test shop on purpose, also where a test gives it an https address (Secure cookies).
    ALLOW_TEST_PAYMENTS: '1',
    LOG_LEVEL: 'silent',
    // A loaded test machine lags; only the overload test asks for shedding (with its own limit).
    MAX_EVENT_LOOP_DELAY_MS: '60000',
    ...env,
  });
  const database = await createTestDatabase({ adminUrl: options.databaseAdminUrl });
  const app = await buildApp({
    config,
    database,
    webDist: options.webDist ?? false,
    logger: Boolean(options.logStream),
    logStream: options.logStream,
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    dataDir,
    runJobs: (now?: Date) => app.jobs.runDue({ now }),
    async close() {
      await app.close();
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
