// The bench's database: a throwaway PostgreSQL database or a temporary PGlite directory,
// filled by the seed command (`npm run seed -- --synthetic N`, the path an operator uses),
// then a signed-in shopper and the sample of ids and categories the rotation walks through.
import { randomBytes } from 'node:crypto';
import { sign } from '@fastify/cookie';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { categories, products, users } from '../src/db/schema.ts';
import { SESSION_COOKIE } from '../src/modules/auth/session-plugin.ts';
import { createSession } from '../src/modules/auth/session-store.ts';
import { exited, runTs } from './processes.ts';
import type { CatalogSample } from './rotation.ts';

export const DETAIL_IDS = 200;

export interface BenchDatabase {
  /** The server's environment for this database. */
  env: Record<string, string>;
  /** Waits for the database's own background work after the bulk load, as far as it can. */
  settle(): Promise<void>;
  drop(): Promise<void>;
}

/**
 * A fresh database, or with `template` a copy of one already seeded (`CREATE DATABASE ...
 * TEMPLATE`, seconds instead of minutes when rows are measured again and again).
 */
export async function createBenchDatabase(
  adminUrl: string | undefined,
  dataDir: string,
  template?: string,
): Promise<BenchDatabase> {
  if (!adminUrl) {
    return { env: { DATA_DIR: dataDir }, settle: async () => {}, drop: async () => {} };
  }
  const name = `labshop_bench_${randomBytes(6).toString('hex')}`;
  if (template !== undefined && !/^[a-z_][a-z0-9_]*$/.test(template)) {
    throw new Error('BENCH_TEMPLATE_DATABASE must be a plain lowercase database name');
  }
  const copy = template ? ` TEMPLATE ${template}` : '';
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}${copy}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    settle: () => withAdminClient(adminUrl, (client) => awaitAutovacuum(client, name)),
    drop: () =>
      withAdminClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => {}),
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => {});
  }
}

// PostgreSQL vacuums a table after many inserts; on 50,000 new rows that takes the machine's
// cores for a while, and the first rows measured would pay for it.
const AUTOVACUUM_WAIT_MS = 120_000;

async function awaitAutovacuum(client: pg.Client, database: string): Promise<void> {
  const started = Date.now();
  // Autovacuum starts within its naptime (a minute by default) of the load, so look a while.
  let quietChecks = 0;
  while (Date.now() - started < AUTOVACUUM_WAIT_MS && quietChecks < 10) {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = $1 and backend_type = 'autovacuum worker'`,
      [database],
    );
    quietChecks = rows[0]!.n > 0 ? 0 : quietChecks + 1;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`Waited ${seconds} s for PostgreSQL's autovacuum after the bulk load`);
}

/** Migrations, the demo catalog and `count` synthetic products, by the seed command. */
export async function seedCatalog(env: Record<string, string>, count: number): Promise<void> {
  const args = count > 0 ? ['--synthetic', String(count)] : [];
  const code = await exited(runTs('src/db/seed/cli.ts', args, env, 'inherit'));
  if (code !== 0) throw new Error(`the seed command failed (${code})`);
}

export interface Prepared {
  sample: CatalogSample;
  /** The bench shopper's signed session cookie. */
  cookie: string;
}

/**
 * A verified shopper with a session, and the sample to rotate through. Written straight to
 * the database, before the server opens it: signing up needs a mailed code, and PGlite
 * belongs to one process at a time.
 */
export async function prepareShopper(
  env: Record<string, string>,
  sessionSecret: string,
): Promise<Prepared> {
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR! },
  );
  try {
    const [user] = await database.db
      .insert(users)
      .values({
        name: 'Bench Shopper',
        email: `bench-${randomBytes(4).toString('hex')}@example.in`,
        passwordHash: 'not a password hash: this shopper never signs in by password',
        emailVerified: true,
      })
      .returning({ id: users.id });
    const token = await createSession(database.db, user!.id);
    const visible = and(eq(products.status, 'active'), eq(categories.status, 'active'));
    const picked = await database.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(visible)
      .orderBy(sql`random()`)
      .limit(DETAIL_IDS);
    const names = await database.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.status, 'active'))
      .orderBy(categories.name);
    return {
      sample: {
        productIds: picked.map((r) => r.id),
        categoryNames: names.map((r) => r.name),
        categoryIds: names.map((r) => r.id),
      },
      cookie: `${SESSION_COOKIE}=${encodeURIComponent(sign(token, sessionSecret))}`,
    };
  } finally {
    await database.close();
  }
}

/** Three in-stock products in the shopper's cart, added through the API like the web app. */
export async function fillCart(base: string, cookie: string, productIds: string[]) {
  let added = 0;
  for (const id of productIds) {
    if (added === 3) return;
    const res = await fetch(`${base}/api/user/cart`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ productId: id, quantity: 1 }),
    });
    if (res.ok) added += 1;
  }
  throw new Error(`could put only ${added} products in the bench shopper's cart`);
}
