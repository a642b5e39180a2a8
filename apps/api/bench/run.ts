// npm run bench: the catalog reads as a share of a bare Fastify route, as docs/performance.md
// measures them. Three processes: the bare route, the shop (node --import tsx src/main.ts,
// as in production), and this one, which seeds, then drives autocannon at both.
// Settings from the environment, because npm swallows flags passed through two npm scripts:
//   BENCH_PRODUCTS      synthetic products on top of the demo catalog (50000)
//   BENCH_DURATION      seconds per row (10); BENCH_CONNECTIONS (20)
//   BENCH_DATABASE_URL  a PostgreSQL server: a throwaway database is created on it and dropped
//                       afterwards; without it, a temporary PGlite directory
//   BENCH_ACCEPT_ENCODING  what the client accepts ("gzip, deflate, br", like a browser)
//   BENCH_TEMPLATE_DATABASE  with BENCH_DATABASE_URL: copy this already seeded database
//                       instead of seeding (its migrations are brought up to date at start)
//   BENCH_SHOP_DIR      the apps/api folder of another checkout to start as the shop (an
//                       older commit, for a before/after pair measured by one bench)
//   BENCH_ROWS          only the rows whose name contains one of these comma-separated words
//   BENCH_SHOP_CPU_PROF a folder: the shop runs with node --cpu-prof and writes its profile
//                       there when the bench stops it (NODE_OPTIONS refuses --cpu-prof)
//   BENCH_INVOICE_LOAD=1   each catalog row again while 100-line invoices are downloaded
//                       back to back (bench/invoice-load.ts); BENCH_INVOICES of them (300)
// It prints figures and exits non-zero only when an answer was not 2xx: nothing is timed here.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { BARE_PATH } from './bare-server.ts';
import {
  createBenchDatabase,
  fillCart,
  prepareShopper,
  seedCatalog,
  type BenchDatabase,
} from './bench-data.ts';
import {
  invoiceLoad,
  prepareInvoices,
  printInvoiceLoadTable,
  type LoadedRow,
} from './invoice-load.ts';
import { measureChanging, measureCold } from './cold.ts';
import { measure, type LoadOptions } from './measure.ts';
import { freePort, runTs, startBareServer, stop, waitForShop } from './processes.ts';
import { benchEndpoints, type Endpoint } from './rotation.ts';
import { failureText, printRows, type MeasuredRow } from './report.ts';
import { settings } from './settings.ts';

// The server's guards against abuse must not be what the bench measures: past this event
// loop delay the shop answers 503 (http/overload.ts), and 60 s is the highest it accepts.
// The rate limiter needs nothing: it guards sign-in, sign-up and payment routes, none here.
const OVERLOAD_LIMIT_MS = '60000';

// Read at each row's start: a row that began at load 8 is not comparable with one at load 2.
const loadNow = (): number => os.loadavg()[0]!;

const load = (): string =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

async function main() {
  const kind = settings.databaseUrl ? 'postgres' : 'pglite';
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'labshop-bench-'));
  const secret = `bench-${randomBytes(24).toString('hex')}`;
  // The cold rows read the shop's cache counters to show that their requests missed.
  const metricsToken = `bench-${randomBytes(24).toString('hex')}`;
  let database: BenchDatabase | undefined;
  let bare: ChildProcess | undefined;
  let shop: ChildProcess | undefined;
  try {
    database = await createBenchDatabase(settings.databaseUrl, dataDir, settings.template);
    if (settings.template && settings.databaseUrl) {
      console.log(`A copy of ${settings.template}, seeded before; not seeded again`);
    } else {
      const seedStart = performance.now();
      await seedCatalog(database.env, settings.products);
      console.log(`Seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`);
    }
    const { sample, cookie } = await prepareShopper(database.env, secret);
    const invoices = settings.invoiceLoad
      ? await prepareInvoices(database.env, secret, settings.invoices)
      : [];

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    if (settings.shopDir) console.log(`The shop: ${settings.shopDir}`);
    shop = runTs(
      'src/main.ts',
      [],
      {
        ...database.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        SESSION_SECRET: secret,
        SEED_DEMO: '0',
        WORKERS: '1',
        LOG_LEVEL: 'error',
        MAX_EVENT_LOOP_DELAY_MS: OVERLOAD_LIMIT_MS,
        METRICS_TOKEN: metricsToken,
      },
      'ignore',
      settings.shopDir,
      settings.shopCpuProfileDir
        ? ['--cpu-prof', `--cpu-prof-dir=${settings.shopCpuProfileDir}`]
        : [],
    );
    await waitForShop(shop, base);
    await database.settle();
    await fillCart(base, cookie, sample.productIds);
    const started = await startBareServer();
    bare = started.child;

    const endpoints = benchEndpoints(sample).filter(
      (endpoint) =>
        settings.rows.length === 0 ||
        settings.rows.some((word) => endpoint.name.toLowerCase().includes(word)),
    );
    const options: LoadOptions = {
      duration: settings.duration,
      connections: settings.connections,
      headers: { 'accept-encoding': settings.acceptEncoding },
    };
    console.log(
      `\n${settings.products} synthetic products + demo catalog on ${kind}; ` +
        `${settings.duration} s per row, ${settings.connections} connections; ` +
        `Accept-Encoding: ${settings.acceptEncoding}`,
    );
    console.log(
      `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), node ${process.version}; ` +
        `load average before: ${load()}`,
    );
    console.log(
      `Shop started with MAX_EVENT_LOOP_DELAY_MS=${OVERLOAD_LIMIT_MS} so overload shedding ` +
        `(503) stays off; the rate limiter covers none of these routes.`,
    );

    // The bare route is measured right before each row, for half as long: on a shared
    // machine the load moves from row to row, and the table shows how far.
    const bareOptions = { ...options, duration: Math.max(2, Math.ceil(settings.duration / 2)) };
    const rows: MeasuredRow[] = [];
    const loadedRows: LoadedRow[] = [];
    const duringInvoices = invoiceLoad(base, invoices);
    for (const endpoint of endpoints) {
      if ((endpoint.cold || endpoint.changing) && !database.env.DATABASE_URL) {
        // The cold rounds send the catalog-changed notice the way another API process does,
        // through PostgreSQL; the embedded database has no other process to hear from.
        console.log(`${endpoint.name}: skipped, cold rows need BENCH_DATABASE_URL`);
        continue;
      }
      const rowLoad = loadNow();
      console.log(`${endpoint.name}: load average ${rowLoad.toFixed(2)} at its start`);
      // The catalog caches expire after 60 s; a row that began with its keys expired (a slow
      // seed, a starved process) measured reloads of 200 products at once, not the shop's
      // steady state. Each row starts with every key fetched, in order, just before it.
      await checkEveryPath(base, endpoint, cookie);
      const bareRow = await measure(started.base, 'bare', [BARE_PATH], bareOptions, bare.pid);
      const headers = endpoint.signedIn ? { ...options.headers, cookie } : options.headers;
      const coldTarget = {
        base,
        databaseUrl: database.env.DATABASE_URL!,
        metricsToken,
        serverPid: shop.pid,
      };
      const row = endpoint.cold
        ? await measureCold(
            coldTarget,
            endpoint.name,
            endpoint.paths,
            { ...options, headers },
            endpoint.cold,
          )
        : endpoint.changing
          ? await measureChanging(
              coldTarget,
              endpoint.name,
              endpoint.paths,
              { ...options, headers },
              endpoint.changing.topic,
              endpoint.changing.everyMs,
            )
          : await measure(base, endpoint.name, endpoint.paths, { ...options, headers }, shop.pid);
      rows.push({ endpoint, row, bare: bareRow, load: rowLoad });
      if (settings.invoiceLoad) {
        const { result: loaded, load } = await duringInvoices(() =>
          measure(
            base,
            `${endpoint.name} +invoices`,
            endpoint.paths,
            { ...options, headers },
            shop!.pid,
          ),
        );
        loadedRows.push({ name: endpoint.name, quiet: row, loaded, load });
      }
    }

    console.log(`load average after: ${load()}\n`);
    printRows(rows, kind);
    if (settings.invoiceLoad) printInvoiceLoadTable(loadedRows);
    const failed = [
      ...rows.flatMap((r) => [r.bare, r.row]),
      ...loadedRows.map((r) => r.loaded),
    ].filter((row) => Object.keys(row.failures).length > 0);
    if (failed.length > 0) {
      console.error(
        `\n!!! ${failed.length} rows had answers that were not 2xx: ` +
          `${failed.map((row) => `${row.name} (${failureText(row)})`).join('; ')}.\n` +
          '!!! Their figures measure refusals, not the shop. Do not quote them.',
      );
      process.exitCode = 1;
    }
  } finally {
    await stop(bare);
    await stop(shop);
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Every path once, before timing: a path that is not 200 is a bench bug, not a figure. */
async function checkEveryPath(base: string, endpoint: Endpoint, cookie: string) {
  for (const urlPath of endpoint.paths) {
    const res = await fetch(base + urlPath, { headers: endpoint.signedIn ? { cookie } : {} });
    if (res.status !== 200) throw new Error(`${urlPath} answered ${res.status}`);
    await res.arrayBuffer();
  }
}

main().then(
  () => process.exit(),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
