// BENCH_INVOICE_LOAD=1: 100-line invoices downloaded one after another while a catalog row
// runs, to see what drawing PDFs costs the shoppers browsing meanwhile. Every download is a
// first one (a fresh order), so each draws its PDF; the orders are written before the server
// opens the database, spread over enough shoppers that none meets the download limit.
import { randomBytes } from 'node:crypto';
import { sign } from '@fastify/cookie';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { SESSION_COOKIE } from '../src/modules/auth/session-plugin.ts';
import { createSession } from '../src/modules/auth/session-store.ts';
import { DOWNLOAD_LIMITS } from '../src/modules/invoices/download-limits.ts';
import { issueInvoice } from '../src/modules/invoices/service.ts';
import { insertSoldOrder, type SoldLine } from '../test/support/sold-order.ts';
import { printTable, type Row } from './measure.ts';

export const INVOICE_LINES = 100;

const LINES: SoldLine[] = Array.from({ length: INVOICE_LINES }, (_, i) => ({
  productName: `Borosilicate volumetric flask, class A, with interchangeable stopper, ${(i + 1) * 5} ml`,
  variantName: `Batch-certified, amber glass, pack of ${(i % 12) + 1}`,
  quantity: (i % 4) + 1,
  unitPricePaise: 1_250_00 + i * 37_15,
  deliveryChargePaise: i % 3 === 0 ? 120_00 : 0,
  hsnCode: '70179090',
  gstRatePercent: 18,
}));

export interface InvoiceDownload {
  path: string;
  cookie: string;
}

/** `count` paid orders of 100 lines with their invoices issued, none downloaded yet. */
export async function prepareInvoices(
  env: Record<string, string>,
  sessionSecret: string,
  count: number,
): Promise<InvoiceDownload[]> {
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR! },
  );
  const { seller } = loadConfig({ DATA_DIR: env.DATA_DIR, SESSION_SECRET: sessionSecret });
  // Well under the limit per shopper, so the bench measures drawing, not refusals.
  const perShopper = Math.floor(DOWNLOAD_LIMITS.shopper.max / 2);
  const downloads: InvoiceDownload[] = [];
  try {
    let shopper: { id: string; cookie: string } | undefined;
    for (let i = 0; i < count; i++) {
      if (i % perShopper === 0) {
        const [user] = await database.db
          .insert(users)
          .values({
            name: `Bench Buyer ${i / perShopper + 1}`,
            email: `bench-buyer-${randomBytes(4).toString('hex')}@example.in`,
            passwordHash: 'not a password hash: this shopper never signs in by password',
            emailVerified: true,
          })
          .returning({ id: users.id });
        const token = await createSession(database.db, user!.id);
        const cookie = `${SESSION_COOKIE}=${encodeURIComponent(sign(token, sessionSecret))}`;
        shopper = { id: user!.id, cookie };
      }
      const order = await insertSoldOrder(database.db, shopper!.id, LINES);
      await database.db.transaction((tx) => issueInvoice(tx, order.orderId, new Date(), seller));
      downloads.push({
        path: `/api/user/orders/${order.transactionId}/invoice`,
        cookie: shopper!.cookie,
      });
    }
  } finally {
    await database.close();
  }
  return downloads;
}

export interface InvoiceLoadResult {
  /** Each of an invoice never downloaded before, so each drew its PDF. */
  downloads: number;
  medianMs: number;
  slowestMs: number;
  failures: number;
  /** Every prepared invoice was taken, so the downloads stopped before the row ended. */
  ranOut: boolean;
}

/**
 * Runs `work` while invoices are downloaded one at a time, back to back, each taken once
 * across calls. When none are left the downloads stop and `ranOut` says so.
 */
export function invoiceLoad(base: string, queue: InvoiceDownload[]) {
  let next = 0;
  return async function during<T>(work: () => Promise<T>) {
    let isRunning = true;
    const times: number[] = [];
    let failures = 0;
    const loop = (async () => {
      while (isRunning && next < queue.length) {
        const download = queue[next++]!;
        const started = performance.now();
        try {
          const res = await fetch(base + download.path, { headers: { cookie: download.cookie } });
          const body = await res.arrayBuffer();
          if (res.status !== 200 || body.byteLength < 1000) failures += 1;
        } catch {
          failures += 1;
        }
        times.push(performance.now() - started);
      }
    })();
    const result = await work();
    isRunning = false;
    await loop;
    const sorted = [...times].sort((a, b) => a - b);
    const load: InvoiceLoadResult = {
      downloads: times.length,
      medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
      slowestMs: sorted.at(-1) ?? 0,
      failures,
      ranOut: next >= queue.length,
    };
    return { result, load };
  };
}

export interface LoadedRow {
  name: string;
  quiet: Row;
  loaded: Row;
  load: InvoiceLoadResult;
}

/** Each catalog row without and with the downloads, and how the downloads went meanwhile. */
export function printInvoiceLoadTable(rows: LoadedRow[]) {
  console.log(
    `\nWith BENCH_INVOICE_LOAD: each row again while ${INVOICE_LINES}-line invoices were ` +
      'downloaded back to back (one at a time), each a first download that draws its PDF. ' +
      'RAN OUT in a row: every prepared invoice was taken (raise BENCH_INVOICES).',
  );
  printTable(
    [
      'endpoint',
      'req/s',
      'with invoices',
      '% of own',
      'p99 ms',
      'p99 with',
      'invoices',
      'invoice p50 ms',
      'invoice max ms',
      'within 10%',
    ],
    rows.map(({ name, quiet, loaded, load }) => {
      const share = (loaded.requestsPerSecond / quiet.requestsPerSecond) * 100;
      return [
        name,
        quiet.requestsPerSecond.toFixed(0),
        loaded.requestsPerSecond.toFixed(0),
        share.toFixed(1),
        quiet.p99.toFixed(1),
        loaded.p99.toFixed(1),
        `${load.downloads}${load.failures ? `, ${load.failures} failed` : ''}${load.ranOut ? ', RAN OUT' : ''}`,
        load.medianMs.toFixed(0),
        load.slowestMs.toFixed(0),
        share >= 90 ? 'yes' : 'NO',
      ];
    }),
  );
}
