// npm run soak: a mixed load of simulated shoppers and admins against the real shop, run as
// WORKERS API processes on a throwaway PostgreSQL database, for SOAK_SECONDS (default 120).
// At the end it prints requests, errors by status, p50/p99, and checks the books: for every
// product and variant, starting stock = stock now + units in paid orders + units reserved by
// pending payments - units returned by cancellations; no order paid twice; no negative stock.
// Exits non-zero when the books do not balance, a 5xx was seen, or RSS grew over 20%.
// SOAK_DATABASE_URL names the server (default: the local test server); SOAK_WORKERS (2),
// SOAK_SHOPPERS (24).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sign } from '@fastify/cookie';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';
import { addresses, products, productVariants, users } from '../src/db/schema.ts';
import { seedDemoCatalogIfEmpty } from '../src/db/seed/seed-demo.ts';
import { SESSION_COOKIE } from '../src/modules/auth/session-plugin.ts';
import { createSession } from '../src/modules/auth/session-store.ts';
import { createLocalStorage } from '../src/platform/storage/local-storage.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const WORKERS = Number(process.env.SOAK_WORKERS ?? 2);
const SHOPPERS = Number(process.env.SOAK_SHOPPERS ?? 24);
const ADMIN_URL = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECRET = `soak-${randomBytes(24).toString('hex')}`;
const WARM_UP_MS = Math.min(15_000, (SECONDS * 1000) / 4);

interface Visitor {
  cookie: string;
  userId: string;
  addressId: string;
  ip: string;
}

const statuses = new Map<number, number>();
const latencies: number[] = [];
let requests = 0;

async function call(
  base: string,
  visitor: Visitor | null,
  method: string,
  url: string,
  body?: unknown,
) {
  const started = performance.now();
  const headers: Record<string, string> = { origin: base };
  if (visitor) {
    headers.cookie = visitor.cookie;
    headers['x-forwarded-for'] = visitor.ip;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  let status = 0;
  let json: unknown = null;
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    status = res.status;
    json = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text();
  } catch {
    status = 0;
  }
  latencies.push(performance.now() - started);
  requests += 1;
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  return { status, json: json as Record<string, unknown> };
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

interface CatalogProduct {
  _id: string;
  sellingPrice: number;
  inStock: number;
  deliveryOptions: { type: string; charge: number };
  variants?: { _id: string; sellingPrice: number; stock: number }[];
}

async function shopperLoop(
  base: string,
  visitor: Visitor,
  ids: string[],
  admin: Visitor,
  until: number,
) {
  while (Date.now() < until) {
    const roll = Math.random();
    if (roll < 0.25) await call(base, visitor, 'GET', '/api/user/home');
    else if (roll < 0.4)
      await call(
        base,
        visitor,
        'GET',
        `/api/user/products?page=${1 + Math.floor(Math.random() * 3)}`,
      );
    else if (roll < 0.55) await call(base, visitor, 'GET', `/api/user/product/${pick(ids)}`);
    else if (roll < 0.65)
      await call(
        base,
        visitor,
        'GET',
        `/api/user/products/search?query=${pick(['mic', 'bea', 'ph', 'glo', 'cen'])}`,
      );
    else if (roll < 0.72)
      await call(base, visitor, 'POST', '/api/user/wishlist', { productId: pick(ids) });
    else if (roll < 0.8)
      await call(base, visitor, 'POST', '/api/user/cart', { productId: pick(ids), quantity: 1 });
    else if (roll < 0.95) await buyNow(base, visitor, ids);
    else await adminWork(base, admin);
  }
}

async function buyNow(base: string, visitor: Visitor, ids: string[]) {
  const detail = await call(base, visitor, 'GET', `/api/user/product/${pick(ids)}`);
  const product = (detail.json as { product?: CatalogProduct }).product;
  if (!product || product.inStock < 1) return;
  const variant = product.variants?.find((v) => v.stock > 0);
  if (product.variants?.length && !variant) return;
  const price = variant ? variant.sellingPrice : product.sellingPrice;
  const delivery = product.deliveryOptions.type === 'home' ? product.deliveryOptions.charge : 0;
  const placed = await call(base, visitor, 'POST', '/api/user/pay-now', {
    productId: product._id,
    quantity: 1,
    amount: Math.round((price + delivery) * 100) / 100,
    selectedAddress: { _id: visitor.addressId },
    selectedVariant: variant?._id ?? null,
  });
  const transactionId = placed.json?.transactionId as string | undefined;
  if (placed.status !== 200 || !transactionId) return;
  // Most pay, some fail, a few walk away and leave the reservation to expire.
  const choice = Math.random();
  if (choice < 0.05) return;
  const button = choice < 0.85 ? 'pay' : 'fail';
  const press = await fetch(`${base}/api/payments/simulator/${transactionId}/${button}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: '',
    redirect: 'manual',
  });
  statuses.set(press.status, (statuses.get(press.status) ?? 0) + 1);
  requests += 1;
  await call(base, visitor, 'POST', '/api/user/pay-status', { transactionId });
}

async function adminWork(base: string, admin: Visitor) {
  const list = await call(base, admin, 'GET', '/api/admin/orders?paymentStatus=SUCCESS&limit=20');
  const orders = (list.json?.orders ?? []) as { _id: string; currentStatus: string }[];
  const open = orders.filter(
    (o) => o.currentStatus !== 'cancelled' && o.currentStatus !== 'delivered',
  );
  if (!open.length) return;
  const order = pick(open);
  const next = Math.random() < 0.3 ? 'cancelled' : pick(['packed', 'shipped', 'delivered']);
  await call(base, admin, 'POST', `/api/admin/order/${order._id}/status`, { status: next });
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function rssOfChildren(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  let total = 0;
  for (const child of children.filter(Boolean)) {
    const status = readFileSync(`/proc/${child}/status`, 'utf8');
    const cmd = readFileSync(`/proc/${child}/cmdline`, 'utf8');
    if (!cmd.includes('main.ts')) continue;
    total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  }
  return total;
}

type Stock = Map<string, number>;

async function stockOf(database: Database): Promise<Stock> {
  const stock: Stock = new Map();
  for (const row of await database.db
    .select({ id: products.id, stock: products.stock })
    .from(products)) {
    stock.set(`p:${row.id}`, row.stock);
  }
  for (const row of await database.db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)) {
    stock.set(`v:${row.id}`, row.stock);
  }
  return stock;
}

async function checkBooks(database: Database, start: Stock): Promise<string[]> {
  const now = await stockOf(database);
  const moved = await database.db.execute(sql`
    select case when l.variant_id is null then 'p:' || l.product_id else 'v:' || l.variant_id end as key,
      sum(case when o.payment_status = 'SUCCESS' then l.quantity else 0 end)::int as sold,
      sum(case when o.payment_status = 'PENDING' and o.stock_returned_at is null then l.quantity else 0 end)::int as reserved,
      sum(case when o.payment_status = 'SUCCESS' and o.stock_returned_at is not null then l.quantity else 0 end)::int as returned
    from order_lines l join orders o on o.id = l.order_id
    where l.product_id is not null
    group by 1`);
  const rows = (
    moved as unknown as {
      rows: { key: string; sold: number; reserved: number; returned: number }[];
    }
  ).rows;
  const problems: string[] = [];
  const byKey = new Map(rows.map((row) => [row.key, row]));
  for (const [key, before] of start) {
    const after = now.get(key) ?? 0;
    const m = byKey.get(key) ?? { sold: 0, reserved: 0, returned: 0 };
    if (after < 0) problems.push(`${key}: negative stock ${after}`);
    if (before !== after + m.sold + m.reserved - m.returned) {
      problems.push(
        `${key}: started ${before}, now ${after} + sold ${m.sold} + reserved ${m.reserved} - returned ${m.returned}`,
      );
    }
  }
  const twice = await database.db.execute(sql`
    select order_id from payments where state = 'SUCCESS' group by order_id having count(*) > 1`);
  for (const row of (twice as unknown as { rows: { order_id: string }[] }).rows) {
    problems.push(`order ${row.order_id} paid twice`);
  }
  const orphan = await database.db.execute(sql`
    select count(*)::int as n from orders o where not exists (select 1 from payments p where p.order_id = o.id)`);
  const orphans = (orphan as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  if (orphans) problems.push(`${orphans} orders without a payment`);
  return problems;
}

/** A short-lived connection: a long-held one would not survive a database restart mid-soak. */
async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  client.on('error', () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => {});
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main() {
  const name = `labshop_soak_${randomBytes(5).toString('hex')}`;
  await withAdminClient((admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'labshop-soak-'));
  const database = await openDatabase({ url: url.toString() });
  let server: ReturnType<typeof spawn> | undefined;
  try {
    await database.migrate();
    await seedDemoCatalogIfEmpty({
      db: database.db,
      storage: createLocalStorage(path.join(dataDir, 'uploads')),
      log: () => {},
    });
    const visitors: Visitor[] = [];
    const makeVisitor = async (role: 'user' | 'admin', i: number): Promise<Visitor> => {
      const [user] = await database.db
        .insert(users)
        .values({
          name: `Soak ${role} ${i}`,
          email: `soak-${role}-${i}@example.in`,
          passwordHash: 'x',
          role,
          emailVerified: true,
          phoneNumber: '9876543210',
          phoneVerified: true,
        })
        .returning({ id: users.id });
      const [address] = await database.db
        .insert(addresses)
        .values({
          userId: user!.id,
          street: `${i} Lab Lane`,
          city: 'Chennai',
          state: 'Tamil Nadu',
          zipcode: '600032',
          landmark: '',
          isPrimary: true,
        })
        .returning({ id: addresses.id });
      const token = await createSession(database.db, user!.id);
      return {
        cookie: `${SESSION_COOKIE}=${encodeURIComponent(sign(token, SECRET))}`,
        userId: user!.id,
        addressId: address!.id,
        ip: `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      };
    };
    for (let i = 0; i < SHOPPERS; i += 1) visitors.push(await makeVisitor('user', i));
    const adminVisitor = await makeVisitor('admin', 0);
    const ids = (
      await database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.status, 'active'))
    ).map((r) => r.id);
    const start = await stockOf(database);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        SESSION_SECRET: SECRET,
        SEED_DEMO: '0',
        WORKERS: String(WORKERS),
        TRUST_PROXY: '1',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; ; i += 1) {
      if (i > 600) throw new Error('the shop did not start');
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(
      `Soak: ${SHOPPERS} shoppers and an admin for ${SECONDS} s against ${WORKERS} API processes on PostgreSQL (${base})`,
    );
    const until = Date.now() + SECONDS * 1000;
    const loops = visitors.map((v) => shopperLoop(base, v, ids, adminVisitor, until));
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
    const warmRss = rssOfChildren(server.pid!);
    await Promise.all(loops);
    const endRss = rssOfChildren(server.pid!);

    const sorted = [...latencies].sort((a, b) => a - b);
    const errors = [...statuses].filter(([status]) => status >= 400 || status === 0).sort();
    console.log(
      `requests ${requests}, ${(requests / SECONDS).toFixed(0)} req/s; p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`,
    );
    console.log(
      `statuses: ${[...statuses]
        .sort()
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ')}`,
    );
    console.log(
      `errors by status: ${errors.length ? errors.map(([s, n]) => `${s}: ${n}`).join(', ') : 'none'}`,
    );
    const growth = warmRss ? (endRss - warmRss) / warmRss : 0;
    console.log(
      `RSS of the API processes: ${(warmRss / 2 ** 20).toFixed(0)} MB after warm-up, ${(endRss / 2 ** 20).toFixed(0)} MB at the end (${(growth * 100).toFixed(1)}%)`,
    );
    const problems = await checkBooks(database, start);
    const paid = await database.db.execute(
      sql`select payment_status, count(*)::int as n from orders group by 1 order by 1`,
    );
    console.log(
      `orders: ${(paid as unknown as { rows: { payment_status: string; n: number }[] }).rows.map((r) => `${r.payment_status} ${r.n}`).join(', ')}`,
    );
    console.log(
      problems.length
        ? `BOOKS DO NOT BALANCE:\n  ${problems.join('\n  ')}`
        : `books balance for ${start.size} products and variants`,
    );
    const serverErrors = [...statuses].filter(([status]) => status >= 500 || status === 0);
    process.exitCode = problems.length || serverErrors.length || growth > 0.2 ? 1 : 0;
  } finally {
    server?.kill('SIGTERM');
    if (server) await new Promise((resolve) => server!.once('exit', resolve));
    await database.close();
    await withAdminClient((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
