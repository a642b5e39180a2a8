// npm run bench (root or apps/api). Sizes from the environment, because npm swallows flags
// passed through two npm scripts: BENCH_PRODUCTS=50000 BENCH_DURATION=5 BENCH_CONNECTIONS=10;
// or directly: node --import tsx bench/run.ts --products 1000 --duration 2.
// Speed of the shopper catalog on a fresh embedded database holding the demo catalog plus
// synthetic products. It prints figures; nothing here passes or fails.
// BENCH_DATABASE_URL=postgres://user@host/db runs it on PostgreSQL instead: a throwaway
// database is created beside the one named, and dropped afterwards.
// "cpu ms/req" is this process's CPU time (server, database driver, autocannon) per request,
// which other load on the machine disturbs far less than the wall-clock figures.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedDemoCatalogIfEmpty } from '../src/db/seed/seed-demo.ts';
import { seedSyntheticProducts } from '../src/db/seed/synthetic.ts';
import { createLocalStorage } from '../src/platform/storage/local-storage.ts';
import { selectSuggestions } from '../src/modules/catalog/search-query.ts';
import { SEARCH_SUGGESTIONS_MAX } from '@labshop/domain/constants';
import { users } from '../src/db/schema.ts';
import { SESSION_COOKIE } from '../src/modules/auth/session-plugin.ts';
import { createSession } from '../src/modules/auth/session-store.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: process.env.BENCH_PRODUCTS ?? '50000' },
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '5' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '10' },
  },
});
const productCount = wholeNumber('products', values.products);
const duration = wholeNumber('duration', values.duration);
const connections = wholeNumber('connections', values.connections);

function wholeNumber(name: string, text: string | undefined): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a whole number`);
  return value;
}

const log = (line: string) => console.log(line);

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'labshop-bench-'));
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const throwaway = adminUrl ? `labshop_bench_${randomBytes(6).toString('hex')}` : undefined;
  let database: Database;
  if (adminUrl && throwaway) {
    await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${throwaway}`));
    const url = new URL(adminUrl);
    url.pathname = `/${throwaway}`;
    database = await openDatabase({ url: url.toString() });
  } else {
    database = await openDatabase({ dataDir });
  }
  try {
    await database.migrate();
    const storage = createLocalStorage(path.join(dataDir, 'uploads'));
    await seedDemoCatalogIfEmpty({ db: database.db, storage, log });
    if (productCount > 0) await seedSyntheticProducts(database.db, productCount, log);

    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
      SESSION_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    });
    const app = await buildApp({ config, database, storage, webDist: false, logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const productId = await pickProductId(address);
      const paths = [
        '/api/user/home',
        '/api/user/products',
        '/api/user/products?query=microscope',
        // Suggestions are asked on every keystroke: a prefix, a whole word, and a typo.
        '/api/user/products/search?query=mic',
        '/api/user/products/search?query=beaker',
        '/api/user/products/search?query=micorscope',
        `/api/user/product/${productId}`,
      ];
      log(
        `\n${productCount} synthetic products + demo catalog on ${database.kind}; ${duration} s per path, ${connections} connections`,
      );
      const rows: string[][] = [];
      for (const urlPath of paths) rows.push(await measure(address, urlPath));
      // A shopper's cart of three lines: the header reads it on every page.
      const cookie = await shopperWithCart(database, app, address);
      rows.push(await measure(address, '/api/user/cart', { cookie }));
      printTable(['path', 'req/s', 'p50 ms', 'p99 ms', 'cpu ms/req', 'errors'], rows);

      // Suggestion answers are cached by text, so the search rows above measure a cache hit
      // after their first request. Text nobody typed recently pays for the queries, measured
      // here one call at a time, past the cache.
      log('');
      const direct: string[][] = [];
      for (const query of ['m', 'mic', 'beaker', 'micorscope', 'zzzz']) {
        direct.push(await measureSuggestions(database, query));
      }
      printTable(['uncached suggestions', 'calls/s', 'ms/call', 'cpu ms/call'], direct);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    if (adminUrl && throwaway) {
      await withAdminClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${throwaway} WITH (FORCE)`),
      );
    }
  }
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function pickProductId(address: string): Promise<string> {
  // A product with reviews shows the heaviest page a shopper can ask for.
  const response = await fetch(`${address}/api/user/products?minRating=1&limit=1`);
  const body = (await response.json()) as { products: { _id: string }[] };
  const product = body.products[0];
  if (!product) throw new Error('The catalog is empty: nothing to benchmark.');
  return product._id;
}

async function shopperWithCart(
  database: Database,
  app: Awaited<ReturnType<typeof buildApp>>,
  address: string,
): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({
      name: 'Bench Shopper',
      email: 'bench@example.in',
      passwordHash: 'x',
      emailVerified: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('could not create the bench shopper');
  const cookie = `${SESSION_COOKIE}=${encodeURIComponent(app.signCookie(await createSession(database.db, user.id)))}`;
  const list = await fetch(`${address}/api/user/products?limit=20`);
  const { products } = (await list.json()) as { products: { _id: string; inStock: number }[] };
  let added = 0;
  for (const product of products) {
    if (added === 3 || product.inStock <= 0) continue;
    const res = await fetch(`${address}/api/user/cart`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ productId: product._id, quantity: 1 }),
    });
    if (res.ok) added += 1;
  }
  return cookie;
}

async function measure(
  address: string,
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<string[]> {
  // One warm-up request, so the first measured ones do not pay for caches and plans.
  await fetch(address + urlPath, { headers });
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({ url: address + urlPath, duration, connections, headers });
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMsPerRequest = (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests.total);
  const failures = result.errors + result.timeouts + result.non2xx;
  return [
    urlPath.replace(/[0-9a-f-]{36}$/, '<id>'),
    result.requests.average.toFixed(0),
    String(result.latency.p50),
    String(result.latency.p99),
    cpuMsPerRequest.toFixed(2),
    String(failures),
  ];
}

async function measureSuggestions(database: Database, query: string): Promise<string[]> {
  await selectSuggestions(database.db, query, SEARCH_SUGGESTIONS_MAX);
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  let calls = 0;
  while (performance.now() - start < duration * 1000) {
    await selectSuggestions(database.db, query, SEARCH_SUGGESTIONS_MAX);
    calls += 1;
  }
  const elapsed = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  return [
    `query=${query}`,
    ((calls * 1000) / elapsed).toFixed(0),
    (elapsed / calls).toFixed(2),
    ((cpu.user + cpu.system) / 1000 / calls).toFixed(2),
  ];
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
