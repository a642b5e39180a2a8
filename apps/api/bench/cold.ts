// A cold bench row: the first visit to every path after a change. Autocannon cannot say
// "empty the caches before this request", so a round here is: tell the shop something changed
// (the NOTIFY another API process sends after an admin's change, or after a sale or a Pay that
// moved stock only), then request every path once, 20 at a time. Each answer in a round is a
// miss of the answer cache; what pages of one category share (its total, brands, facets) is
// loaded by the first of them, as it would be for shoppers, and after a sale a page reads only
// its products' stock again (listing-service.ts). After a product's save the notice names its
// category, and only that category's pages are first visits: the others are still cached, as
// they are for shoppers. The shop's own miss counter checks how cold the rounds were.
import http from 'node:http';
import pg from 'pg';
import { cpuSecondsOf, localPostgresCpuSeconds } from './processes.ts';
import { measure, type LoadOptions, type Row } from './measure.ts';
import type { BenchChange } from './rotation.ts';

const CHANNEL = 'labshop_changes';
// The shop's listener gets the NOTIFY on a connection of its own; give it time to arrive.
const NOTICE_SETTLE_MS = 30;
const WARM_UP_MS = 1000;

export interface ColdTarget {
  base: string;
  databaseUrl: string;
  /** METRICS_TOKEN the shop was started with, to read its cache counters. */
  metricsToken: string;
  serverPid: number | undefined;
}

export interface ColdRow extends Row {
  rounds: number;
  /** Wall time of a round, on average (ms). */
  roundMs: number;
  /**
   * CPU per request (ms) of PostgreSQL's processes, when the server runs on this machine, and
   * of this load generator: with the shop's, what a round of first visits costs the machine.
   */
  databaseCpuMs: number | undefined;
  clientCpuMs: number;
  /** Listing-page cache misses per request: 1.0 means every request was cold. */
  missShare: number;
}

export async function measureCold(
  target: ColdTarget,
  name: string,
  paths: string[],
  options: LoadOptions,
  /** The change before each round (rotation.ts, Endpoint.cold). */
  change: BenchChange,
): Promise<ColdRow> {
  const notifier = await openNotifier(target, paths, change);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const changeCatalog = async () => {
    await notifier.notify();
    await new Promise((resolve) => setTimeout(resolve, NOTICE_SETTLE_MS));
  };
  try {
    // Unrecorded rounds for a second, as the warm rows have their unrecorded second: one round
    // left the shop's JIT and PostgreSQL's plans cold (each of the pool's connections plans a
    // prepared statement afresh for its first five executions), and with 45 paths a round
    // those first rounds were the slowest percent, the p99 of a 6 s row.
    const warmUntil = performance.now() + WARM_UP_MS;
    do {
      await changeCatalog();
      await round(target.base, paths, options, agent);
    } while (performance.now() < warmUntil);
    const missesBefore = await listingMisses(target);
    const latencies: number[] = [];
    const failures: Record<string, number> = {};
    let bytes = 0;
    let busyMs = 0;
    let cpu = 0;
    let databaseCpu: number | undefined = 0;
    let clientCpuMicros = 0;
    let rounds = 0;
    const deadline = performance.now() + options.duration * 1000;
    while (performance.now() < deadline) {
      await changeCatalog();
      const cpuBefore = cpuSecondsOf(target.serverPid);
      const databaseBefore = localPostgresCpuSeconds(target.databaseUrl);
      const clientBefore = process.cpuUsage();
      const started = performance.now();
      const result = await round(target.base, paths, options, agent);
      busyMs += performance.now() - started;
      cpu += cpuSecondsOf(target.serverPid) - cpuBefore;
      const clientUsed = process.cpuUsage(clientBefore);
      clientCpuMicros += clientUsed.user + clientUsed.system;
      const databaseAfter = localPostgresCpuSeconds(target.databaseUrl);
      databaseCpu =
        databaseCpu === undefined || databaseBefore === undefined || databaseAfter === undefined
          ? undefined
          : databaseCpu + databaseAfter - databaseBefore;
      rounds += 1;
      latencies.push(...result.latencies);
      bytes += result.bytes;
      for (const [code, n] of Object.entries(result.failures)) {
        failures[code] = (failures[code] ?? 0) + n;
      }
    }
    const misses = (await listingMisses(target)) - missesBefore;
    const total = Math.max(1, latencies.length);
    latencies.sort((a, b) => a - b);
    const at = (share: number) => latencies[Math.min(total - 1, Math.floor(total * share))] ?? 0;
    return {
      name,
      keys: paths.length,
      // Requests over the time rounds were running: the pauses for the notice are left out.
      requestsPerSecond: (latencies.length / busyMs) * 1000,
      p50: at(0.5),
      p99: at(0.99),
      bytesPerResponse: bytes / total,
      serverCpuMs: (cpu * 1000) / total,
      failures,
      rounds,
      roundMs: busyMs / Math.max(1, rounds),
      databaseCpuMs: databaseCpu === undefined ? undefined : (databaseCpu * 1000) / total,
      clientCpuMs: clientCpuMicros / 1000 / total,
      missShare: misses / total,
    };
  } finally {
    agent.destroy();
    await notifier.end();
  }
}

export interface ChangingRow extends Row {
  notices: number;
  /** Listing-page cache misses per request: the share of first visits among them. */
  missShare: number;
}

/**
 * A warm row's autocannon run while the change notice of `change` goes out every `everyMs`:
 * the first visits after each change come among the cache hits, as they would for shoppers.
 */
export async function measureChanging(
  target: ColdTarget,
  name: string,
  paths: string[],
  options: LoadOptions,
  change: BenchChange,
  everyMs: number,
): Promise<ChangingRow> {
  const notifier = await openNotifier(target, paths, change);
  let notices = 0;
  let running = true;
  const sending = (async () => {
    // Sent on a clock, not after each round trip, so the rate holds when the shop is slow.
    let next = performance.now() + everyMs;
    while (running) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      next += everyMs;
      if (!running) break;
      await notifier.notify();
      notices += 1;
    }
  })();
  try {
    const missesBefore = await listingMisses(target);
    const row = await measure(target.base, name, paths, options, target.serverPid);
    const misses = (await listingMisses(target)) - missesBefore;
    const requests = row.requestsPerSecond * options.duration;
    // The unrecorded second of measure() is in the miss count too: a share, not an exact count.
    return { ...row, notices, missShare: misses / Math.max(1, requests) };
  } finally {
    running = false;
    await sending.catch(() => {});
    await notifier.end();
  }
}

/**
 * A connection of its own that sends the change notice another API process would send: after a
 * product's save it names the product's category (catalog-changed.ts), a category each notice;
 * after a sale, the two products it sold.
 */
async function openNotifier(target: ColdTarget, paths: string[], change: BenchChange) {
  const sales = change === 'sale' ? await salesOfShownProducts(target.base, paths) : [];
  const client = new pg.Client({ connectionString: target.databaseUrl });
  client.on('error', () => {});
  await client.connect();
  let sent = 0;
  const payload = () => {
    if (change === 'sale') {
      return JSON.stringify({ from: 'bench', topic: 'stock', ids: sales[sent % sales.length] });
    }
    if (typeof change === 'string') return JSON.stringify({ from: 'bench', topic: change });
    const id = change.categoryIds[sent % change.categoryIds.length];
    return JSON.stringify({ from: 'bench', topic: 'catalog', ids: [id] });
  };
  return {
    notify: () =>
      client.query('select pg_notify($1, $2)', [CHANNEL, payload()]).then(() => (sent += 1)),
    end: () => client.end().catch(() => {}),
  };
}

/**
 * Sales of two products each, shown on two of the paths' pages, the next two pages each time and
 * a card further down them: every sale drops two pages. A sale of a product picked from the
 * whole catalog would seldom touch the row's pages at all.
 */
async function salesOfShownProducts(base: string, paths: string[]): Promise<string[][]> {
  const shown: string[][] = [];
  for (const path of paths) {
    const res = await fetch(base + path);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    const page = (await res.json()) as { products: { _id: string }[] };
    shown.push(page.products.map((card) => card._id));
  }
  return shown.flatMap((_, i) =>
    i % 2 === 0 && shown[i + 1]
      ? [[shown[i]!, shown[i + 1]!].map((cards) => cards[(i / 2) % cards.length]!)]
      : [],
  );
}

interface RoundResult {
  latencies: number[];
  bytes: number;
  failures: Record<string, number>;
}

/** Every path once, `connections` at a time. */
async function round(
  base: string,
  paths: string[],
  options: LoadOptions,
  agent: http.Agent,
): Promise<RoundResult> {
  const result: RoundResult = { latencies: [], bytes: 0, failures: {} };
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const started = performance.now();
      const { status, bytes } = await get(base + path, options.headers, agent);
      result.latencies.push(performance.now() - started);
      result.bytes += bytes;
      if (status < 200 || status >= 300) {
        result.failures[String(status)] = (result.failures[String(status)] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.connections, paths.length) }, worker));
  return result;
}

function get(
  url: string,
  headers: Record<string, string>,
  agent: http.Agent,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
    });
    request.on('error', reject);
  });
}

async function listingMisses(target: ColdTarget): Promise<number> {
  const res = await fetch(`${target.base}/metrics`, {
    headers: { authorization: `Bearer ${target.metricsToken}` },
  });
  if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
  const line = (await res.text())
    .split('\n')
    .find(
      (l) =>
        l.startsWith('labshop_catalog_cache_lookups_total{') &&
        l.includes('cache="listing-pages"') &&
        l.includes('result="miss"'),
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
}
