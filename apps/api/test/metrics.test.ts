import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig, type EnvConfig } from '../src/config.ts';
import { orders } from '../src/db/schema.ts';
import { cancelOrder, refundsOf } from './support/refunds.ts';
import { createLoggedInUser } from './support/login-as.ts';
import * as a from './support/accounts.ts';
import * as f from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// /metrics after a short journey carries every family an operator alerts on, and answers
// only where it was configured to: a token on the public port, or a port of its own.

const TOKEN = 'metrics-token-for-the-test-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text format, strictly enough to fail on a malformed line. */
function parse(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE (\w+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (line.startsWith('# HELP ')) continue;
    const sample = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample) throw new Error(`not Prometheus text: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key!] = value!;
    }
    const value = Number(sample[3]);
    // Go's ParseFloat, which Prometheus uses, takes NaN in any case (prom-client writes Nan).
    if (Number.isNaN(value) && sample[3]!.toLowerCase() !== 'nan')
      throw new Error(`bad value: ${line}`);
    samples.push({ name: sample[1]!, labels, value });
  }
  return { types, samples };
}

const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name)
    .filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

const grewBy = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  valueOf(samples, name, labels) - valueOf(before, name, labels);

let t: TestApp;
// Counters belong to the process, as in production, and other test files have run in it:
// what this file proves is how much each one grew from here.
let before: Sample[];
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN, SIMULATOR_REFUND_SECONDS: '0' });
  const res = await t.app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  before = parse(res.body).samples;
});
afterAll(() => t.close());

describe('GET /metrics with METRICS_TOKEN on the public port', () => {
  const scrape = (authorization?: string) =>
    t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

  it('refuses a missing or wrong token with 401', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
  });

  it('answers every family after a journey: catalog, signup mail, paid checkout, refund', async () => {
    // The catalog twice: a miss, then a hit.
    expect((await t.app.inject({ url: '/api/user/home' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/home' })).statusCode).toBe(200);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: a.signupBody(),
      remoteAddress: a.nextIp(),
    });
    expect(signup.statusCode).toBe(201);
    // A checkout paid through the simulator, then refunded by cancelling it.
    const admin = (await createLoggedInUser(t, { role: 'admin' })).cookie;
    const shopper = await f.makeShopper(t);
    const product = await f.makeProduct(t, { pricePaise: 12_000, stock: 5 });
    const pay = await f.payNow(t, shopper, { productId: product.id, quantity: 1, amount: 120 });
    const { transactionId } = pay.json<{ transactionId: string }>();
    // A second checkout left open holds its unit while its payment is pending.
    const open = await f.payNow(t, await f.makeShopper(t), {
      productId: product.id,
      quantity: 2,
      amount: 240,
    });
    expect(open.statusCode).toBe(200);
    expect((await f.pressSimulator(t, transactionId, 'pay')).statusCode).toBe(303);
    expect((await f.payStatus(t, shopper, transactionId)).json().paymentStatus).toBe('SUCCESS');
    const [order] = await t.db.select().from(orders).where(eq(orders.transactionId, transactionId));
    const orderId = order!.id;
    expect((await cancelOrder(t, admin, orderId)).statusCode).toBe(200);
    await t.runJobs();
    expect((await refundsOf(t, orderId))[0]!.state).toBe('COMPLETED');
    // The refund's mail was queued by the job that completed it.
    await t.runJobs();

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const { types, samples } = parse(res.body);
    const families: [string, string][] = [
      ['labshop_http_requests_total', 'counter'],
      ['labshop_http_request_duration_seconds', 'histogram'],
      ['labshop_nodejs_eventloop_lag_seconds', 'gauge'],
      ['labshop_process_cpu_seconds_total', 'counter'],
      ['labshop_db_pool_connections', 'gauge'],
      ['labshop_db_pool_waiting', 'gauge'],
      ['labshop_jobs_pending', 'gauge'],
      ['labshop_jobs_oldest_due_age_seconds', 'gauge'],
      ['labshop_job_failures_total', 'counter'],
      ['labshop_payments_total', 'counter'],
      ['labshop_payments_pending', 'gauge'],
      ['labshop_payments_pending_oldest_age_seconds', 'gauge'],
      ['labshop_refunds_total', 'counter'],
      ['labshop_refunds_open', 'gauge'],
      ['labshop_reservations_held_units', 'gauge'],
      ['labshop_catalog_cache_lookups_total', 'counter'],
      ['labshop_mails_total', 'counter'],
    ];
    for (const [name, type] of families) expect([name, types.get(name)]).toEqual([name, type]);

    // Requests by route pattern, never by the raw URL.
    const home = { route: '/api/user/home', method: 'GET', status: '2xx' };
    expect(grewBy(samples, 'labshop_http_requests_total', home)).toBe(2);
    expect(grewBy(samples, 'labshop_http_request_duration_seconds_count', home)).toBe(2);
    expect(
      samples.some(
        (s) => s.name === 'labshop_http_requests_total' && s.labels.route?.includes(transactionId),
      ),
    ).toBe(false);
    expect(
      grewBy(samples, 'labshop_http_requests_total', { route: '/metrics', status: '4xx' }),
    ).toBe(3);
    expect(valueOf(samples, 'labshop_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    const pool = (state: string) => valueOf(samples, 'labshop_db_pool_connections', { state });
    if (t.database.kind === 'pglite') {
      expect(pool('total')).toBe(1);
    } else {
      // The pool's own counts: the scrape's queries have given their connections back.
      expect(pool('total')).toBeGreaterThanOrEqual(1);
      expect(pool('in_use') + pool('idle')).toBe(pool('total'));
      expect(valueOf(samples, 'labshop_db_pool_waiting')).toBe(0);
    }
    const cache = { cache: 'home' };
    expect(
      grewBy(samples, 'labshop_catalog_cache_lookups_total', { ...cache, result: 'miss' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      grewBy(samples, 'labshop_catalog_cache_lookups_total', { ...cache, result: 'hit' }),
    ).toBeGreaterThanOrEqual(1);
    // Every mail in the outbox (the signup code among them) was counted as sent.
    const outbox = readdirSync(path.join(t.dataDir, 'outbox')).length;
    expect(outbox).toBeGreaterThanOrEqual(1);
    expect(grewBy(samples, 'labshop_mails_total', { result: 'sent' })).toBe(outbox);
    expect(grewBy(samples, 'labshop_mails_total', { result: 'failed' })).toBe(0);
    expect(grewBy(samples, 'labshop_payments_total', { outcome: 'SUCCESS' })).toBe(1);
    expect(valueOf(samples, 'labshop_payments_pending')).toBe(1);
    expect(valueOf(samples, 'labshop_payments_pending_oldest_age_seconds')).toBeGreaterThanOrEqual(
      0,
    );
    expect(grewBy(samples, 'labshop_refunds_total', { state: 'COMPLETED' })).toBe(1);
    expect(valueOf(samples, 'labshop_refunds_open')).toBe(0);
    expect(valueOf(samples, 'labshop_reservations_held_units')).toBe(2);
    expect(grewBy(samples, 'labshop_job_failures_total')).toBe(0);
  });

  it('counts a job that throws as a failure of its kind', async () => {
    t.app.jobs.register('metrics-test-boom', () => Promise.reject(new Error('boom')));
    await t.app.jobs.enqueue(t.db, 'metrics-test-boom', {});
    await t.runJobs();
    const { samples } = parse((await scrape(`Bearer ${TOKEN}`)).body);
    expect(
      grewBy(samples, 'labshop_job_failures_total', { kind: 'metrics-test-boom', final: 'false' }),
    ).toBe(1);
    expect(valueOf(samples, 'labshop_jobs_pending', { kind: 'metrics-test-boom' })).toBe(1);
  });
});

describe('where /metrics answers', () => {
  // Apps of other configurations on the same database: building an app costs far less than
  // making a database.
  async function appWith(metrics: EnvConfig['metrics']) {
    const app = await buildApp({
      config: { ...t.config, host: '127.0.0.1', metrics },
      database: t.database,
      webDist: false,
      logger: false,
    });
    await app.ready();
    return app;
  }

  it('is a 404 on the public port when neither METRICS_PORT nor METRICS_TOKEN is set', async () => {
    const app = await appWith({});
    try {
      expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers on METRICS_PORT only, never on the public port', async () => {
    const app = await appWith({ port: 0, token: undefined });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const metrics = app.metricsAddress();
      expect(metrics).not.toBeNull();
      const own = await fetch(`http://127.0.0.1:${metrics!.port}/metrics`);
      expect(own.status).toBe(200);
      expect(parse(await own.text()).types.get('labshop_jobs_pending')).toBe('gauge');
      expect((await fetch(`http://127.0.0.1:${metrics!.port}/other`)).status).toBe(404);
      const publicPort = (app.server.address() as { port: number }).port;
      expect((await fetch(`http://127.0.0.1:${publicPort}/metrics`)).status).toBe(404);
    } finally {
      await app.close();
    }
    expect(app.metricsAddress()).toBeNull();
  });
});

describe('metrics configuration', () => {
  it('refuses a metrics port equal to the public one, a bad port and a short token', () => {
    const base = { SESSION_SECRET: 'test-secret-that-is-long-enough-0123456789' };
    expect(() => loadConfig({ ...base, PORT: '3000', METRICS_PORT: '3000' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ ...base, METRICS_PORT: '9464', METRICS_TOKEN: TOKEN }).metrics).toEqual({
      port: 9464,
      token: TOKEN,
    });
  });
});
