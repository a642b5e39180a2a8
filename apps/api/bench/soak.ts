// npm run soak: a mixed load of simulated shoppers and admins against the real shop, run as
// WORKERS API processes on a throwaway PostgreSQL database, for SOAK_SECONDS (default 120).
// At the end it prints requests, errors by status, p50/p99, and checks the books: for every
// product and variant, starting stock = stock now + units in paid orders + units reserved by
// pending payments - units returned by cancellations; no order paid twice; no negative stock;
// and the money: paid = kept + refunded (completed) + refund pending, for every order.
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
import { openDatabase } from '../src/db/client.ts';
import { addresses, products, users } from '../src/db/schema.ts';
import { seedDemoCatalogIfEmpty } from '../src/db/seed/seed-demo.ts';
import { SESSION_COOKIE } from '../src/modules/auth/session-plugin.ts';
import { createSession } from '../src/modules/auth/session-store.ts';
import { createLocalStorage } from '../src/platform/storage/local-storage.ts';
import { checkBooks, stockOf } from './soak/books.ts';
import { checkMoney } from './soak/money.ts';
import { shopperLoop, traffic, type Visitor } from './soak/traffic.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const WORKERS = Number(process.env.SOAK_WORKERS ?? 2);
const SHOPPERS = Number(process.env.SOAK_SHOPPERS ?? 24);
const ADMIN_URL = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECRET = `soak-${randomBytes(24).toString('hex')}`;
const WARM_UP_MS = Math.min(15_000, (SECONDS * 1000) / 4);

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
  const { statuses, latencies } = traffic;
  try {
    await database.migrate();
    await seedDemoCatalogIfEmpty({
      db: database.db,
      storage: createLocalStorage(path.join(dataDir, 'uploads'), path.join(dataDir, 'private')),
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
      `requests ${traffic.requests}, ${(traffic.requests / SECONDS).toFixed(0)} req/s; p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`,
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
    for (const [call, n] of [...traffic.refusals].sort()) console.log(`  ${call}: ${n}`);
    const growth = warmRss ? (endRss - warmRss) / warmRss : 0;
    console.log(
      `RSS of the API processes: ${(warmRss / 2 ** 20).toFixed(0)} MB after warm-up, ${(endRss / 2 ** 20).toFixed(0)} MB at the end (${(growth * 100).toFixed(1)}%)`,
    );
    const problems = [...(await checkBooks(database, start)), ...(await checkMoney(database))];
    const paid = await database.db.execute(
      sql`select payment_status, count(*)::int as n from orders group by 1 order by 1`,
    );
    console.log(
      `orders: ${(paid as unknown as { rows: { payment_status: string; n: number }[] }).rows.map((r) => `${r.payment_status} ${r.n}`).join(', ')}`,
    );
    const refunded = await database.db.execute(
      sql`select reason || ' ' || state as kind, count(*)::int as n from refunds group by 1 order by 1`,
    );
    const refundRows = (refunded as unknown as { rows: { kind: string; n: number }[] }).rows;
    console.log(`refunds: ${refundRows.map((r) => `${r.kind} ${r.n}`).join(', ') || 'none'}`);
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
