import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/http/database-unavailable.ts';
import { BUSY_MESSAGE } from '../src/http/overload.ts';
import { createPostgresChangeBus } from '../src/platform/notify/change-bus.ts';
import { startTcpProxy, throughProxy, type TcpProxy } from './support/tcp-proxy.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { CACHED_LISTING_PAGES } from '../src/modules/catalog/listing-service.ts';

const onPostgres = process.env.LABSHOP_TEST_DB === 'postgres';
const silent = { warn: () => {} };

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('overload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '50' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('sheds requests with 503 and Retry-After while the event loop lags, and says why on /api/health', async () => {
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    // Keep the event loop busy in 150 ms slices, as a burst of heavy work would.
    let hogging = true;
    const hog = () => {
      if (!hogging) return;
      const stop = Date.now() + 150;
      while (Date.now() < stop) {
        // busy
      }
      setTimeout(hog, 5);
    };
    hog();
    try {
      await new Promise((resolve) => setTimeout(resolve, 600));
      const busy = await fetch(`${base}/api/user/home`);
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('5');
      expect(await busy.json()).toEqual({ message: BUSY_MESSAGE });
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({
        status: 'busy',
        reason: expect.stringMatching(/^event loop delay \d+ ms, over the limit of 50 ms$/),
      });
    } finally {
      hogging = false;
    }
    // Once the loop is free again, so is the shop.
    await until(async () => (await fetch(`${base}/api/health`)).status === 200);
  });
});

describe.runIf(onPostgres)('PostgreSQL going away and coming back', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let proxied: Database;
  let dataDir: string;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.url!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    proxied = await openDatabase({ url: throughProxy(database.url!, proxy) });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'labshop-resilience-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'test-secret-that-is-long-enough-0123456789',
    });
    app = await buildApp({ config, database: proxied, webDist: false, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await proxy?.close();
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with a JSON message while it is down, and recovers with no restart', async () => {
    // A page past the cached ones, so each request asks the database.
    const page = CACHED_LISTING_PAGES + 1;
    const products = () => app.inject({ method: 'GET', url: `/api/user/products?page=${page}` });
    expect((await products()).statusCode).toBe(200);

    await proxy.cut();
    const down = await products();
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({
      status: 'error',
      reason: 'the database does not answer',
    });

    await proxy.restore();
    await until(async () => (await products()).statusCode === 200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe.runIf(onPostgres)(
  'a connection ended by the server in the middle of a transaction',
  () => {
    it('fails that transaction, not the process, and the pool goes on', async () => {
      const database = await createTestDatabase();
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const transaction = database.db.transaction(async (tx) => {
          const result = await tx.execute(sql`select pg_backend_pid() as pid`);
          const { rows } = result as unknown as { rows: { pid: number }[] };
          // As a restart does (57P01), while this client is checked out and between queries.
          await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
        });
        await expect(transaction).rejects.toThrow();
        await until(async () => {
          try {
            await database.db.execute(sql`select 1`);
            return true;
          } catch {
            return false;
          }
        });
      } finally {
        await admin.end();
        await database.dispose();
      }
    });
  },
);

describe.runIf(onPostgres)('the change bus between processes', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('tells the other processes, not the sender, and catches up after a lost connection', async () => {
    const url = new URL(database.url!);
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const a = createPostgresChangeBus(database.url!, null, silent);
    const b = createPostgresChangeBus(throughProxy(database.url!, proxy), null, silent);
    let seenByA = 0;
    let seenByB = 0;
    a.subscribe('catalog', () => (seenByA += 1));
    b.subscribe('catalog', () => (seenByB += 1));
    try {
      // Each bus drops everything once when it starts listening.
      await until(async () => seenByA === 1 && seenByB === 1);
      a.publish('catalog');
      await until(async () => seenByB === 2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(seenByA).toBe(1);

      // While B cannot listen it may miss messages, so on reconnecting it drops everything.
      await proxy.cut();
      await proxy.restore();
      await until(async () => seenByB === 3);
      a.publish('catalog');
      await until(async () => seenByB === 4);
    } finally {
      await a.close();
      await b.close();
      await proxy.close();
    }
  });

  it('carries the ids a change names, and takes too many or malformed ones as none', async () => {
    const a = createPostgresChangeBus(database.url!, null, silent);
    const b = createPostgresChangeBus(database.url!, null, silent);
    const heard: (readonly string[] | undefined)[] = [];
    b.subscribe('catalog', (ids) => heard.push(ids));
    try {
      // The first is the drop on starting to listen: no ids, anything may have changed.
      await until(async () => heard.length === 1);
      a.publish('catalog', ['c1', 'c2']);
      await until(async () => heard.length === 2);
      a.publish('catalog');
      await until(async () => heard.length === 3);
      // A publisher with more ids than a message carries sends none...
      a.publish(
        'catalog',
        Array.from({ length: 33 }, (_, i) => `c${i}`),
      );
      await until(async () => heard.length === 4);
      a.publish('catalog', ['x'.repeat(65)]);
      await until(async () => heard.length === 5);
      // ...and a message naming more is not trusted to narrow anything.
      const raw = new pg.Client({ connectionString: database.url! });
      await raw.connect();
      const ids = Array.from({ length: 33 }, (_, i) => `c${i}`);
      await raw.query('select pg_notify($1, $2)', [
        'labshop_changes',
        JSON.stringify({ from: 'elsewhere', topic: 'catalog', ids }),
      ]);
      await raw.end();
      await until(async () => heard.length === 6);
      expect(heard).toEqual([undefined, ['c1', 'c2'], undefined, undefined, undefined, undefined]);
      // A sale names its products on the stock topic.
      const sold: (readonly string[] | undefined)[] = [];
      b.subscribe('stock', (productIds) => sold.push(productIds));
      a.publish('stock', ['p1', 'p2']);
      await until(async () => sold.length === 1);
      expect(sold).toEqual([['p1', 'p2']]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe.runIf(onPostgres)('migrations started by several processes at once', () => {
  it('run once: every process starts, none fails on a half-made table', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `labshop_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const processes = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ url: url.toString() })),
    );
    try {
      await Promise.all(processes.map((database) => database.migrate()));
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      await check.end();
      expect(rows[0].n).toBeGreaterThan(5);
    } finally {
      await Promise.all(processes.map((database) => database.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
