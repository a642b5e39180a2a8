import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { withSessionSecret } from '../src/session-secret.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

const onPostgres = process.env.LABSHOP_TEST_DB === 'postgres';
const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'labshop-secret-'));

describe('the session secret', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.dispose());

  it('is SESSION_SECRET when set', async () => {
    const secret = 'a-secret-from-the-environment-0123456789';
    const config = loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: secret });
    expect((await withSessionSecret(config, database)).sessionSecret).toBe(secret);
  });

  it.skipIf(onPostgres)(
    'is generated once and kept in DATA_DIR on the embedded database',
    async () => {
      const config = loadConfig({ DATA_DIR: dataDir() });
      expect(config.sessionSecret).toBeUndefined();
      const first = (await withSessionSecret(config, database)).sessionSecret;
      expect(first).toHaveLength(64);
      expect(readFileSync(path.join(config.dataDir, 'session-secret'), 'utf8')).toBe(first);
      expect((await withSessionSecret(config, database)).sessionSecret).toBe(first);
    },
  );
});

describe.runIf(onPostgres)('the session secret on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.dispose());

  it('is made once in the database and shared by processes with their own DATA_DIR', async () => {
    const configs = Array.from({ length: 8 }, () =>
      loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: database.url! }),
    );
    // Eight processes starting at once, each with its own connection pool.
    const secrets = await Promise.all(
      configs.map(async (config) => {
        const own = await openDatabase({ url: database.url! });
        try {
          return (await withSessionSecret(config, own)).sessionSecret;
        } finally {
          await own.close();
        }
      }),
    );
    expect(secrets[0]).toHaveLength(64);
    expect(new Set(secrets).size).toBe(1);
    for (const config of configs) {
      expect(existsSync(path.join(config.dataDir, 'session-secret'))).toBe(false);
    }
  });
});
