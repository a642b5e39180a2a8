import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  spawnServer,
  waitUntilHealthy,
  type ServerProcess,
} from './support/server-process.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

const onPostgres = process.env.LABSHOP_TEST_DB === 'postgres';

describe('WORKERS', () => {
  it('refuses several processes on the embedded database, with a message saying why', async () => {
    const server = spawnServer({ WORKERS: '2' }, await freePort());
    expect(await server.exited).toBe(1);
    expect(server.errors()).toContain('WORKERS above 1 needs DATABASE_URL');
    await server.stop();
  }, 60_000);
});

describe.runIf(onPostgres)('WORKERS=2 on PostgreSQL', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    // A database that has never been migrated: the first process prepares it once.
    database = await createTestDatabase();
    server = spawnServer(
      { WORKERS: '2', DATABASE_URL: database.url!, SEED_DEMO: '1' },
      await freePort(),
    );
    await waitUntilHealthy(server, 120_000);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it('serves the shop from two processes on one port', async () => {
    const home = await fetch(`${server.base}/api/user/home`);
    expect(home.status).toBe(200);
    expect(((await home.json()) as { categories: unknown[] }).categories.length).toBeGreaterThan(0);
  });

  it('replaces a worker that dies', async () => {
    const pids = async () => {
      const { execSync } = await import('node:child_process');
      return execSync(`pgrep -P ${server.child.pid} -f ${server.script}`)
        .toString()
        .trim()
        .split('\n')
        .filter(Boolean);
    };
    // Two web processes and the job worker.
    const before = await pids();
    expect(before).toHaveLength(3);
    process.kill(Number(before[0]), 'SIGKILL');
    const end = Date.now() + 60_000;
    let after = await pids();
    while (!(after.length === 3 && !after.includes(before[0]!)) && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = await pids();
    }
    expect(after).toHaveLength(3);
    expect(after).not.toContain(before[0]);
    await waitUntilHealthy(server);
  }, 90_000);
});
