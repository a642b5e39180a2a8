import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { trackCommits } from './after-commit.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: where it is, for connections of their own (LISTEN, a second process). */
  url?: string;
  /** PostgreSQL only: the pool's connections now, for /metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * `from` starts an in-memory database from a dumped data folder (PGlite's dumpDataDir): the
 * tests start each file from one migrated copy instead of running initdb and every migration.
 */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; from?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      // A server that does not answer must not hold a request forever: it fails with 503.
      connectionTimeoutMillis: 5000,
      // pg closes a connection idle for 10 s by default, and the catalog's cached answers keep
      // the pool idle that long whenever nothing changes. The first visits after the next change
      // then waited for new connections, whose backends read their catalog caches and planned
      // each prepared statement afresh (a first cold round 400 ms instead of 20-30). Kept five
      // minutes, ten connections a process stay warm.
      idleTimeoutMillis: 5 * 60_000,
    });
    // The server may close an idle connection (restart, terminated backend, a dropped test
    // database): the pool discards it and the next query opens another. Unheard, Node would
    // take that 'error' event for a crash.
    pool.on('error', () => {});
    // A client checked out of the pool (inside a transaction, between its queries) has no
    // listener of the pool's: when the server ends its connection (a restart, 57P01) the
    // 'error' event would crash the process. The query in hand fails on its own, and the pool
    // discards the broken client when it comes back.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema });
    return {
      db: trackCommits(db as unknown as Db),
      kind: 'postgres',
      url: target.url,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      migrate: () => migrateOnce(target.url, () => migratePg(db, { migrationsFolder })),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if ('dataDir' in target) {
    dir = path.join(target.dataDir, 'pgdata');
    // PGlite needs the parent folder to exist before it creates its own.
    await mkdir(target.dataDir, { recursive: true });
  }
  const isThrowaway = 'memory' in target;
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    loadDataDir: isThrowaway ? target.from : undefined,
    // An in-memory database is a test file's throwaway copy of a few rows. PGlite sets up
    // PostgreSQL's default 128 MB of shared buffers in WebAssembly memory, which was two thirds
    // of such a copy's start (1.1 s of 1.5 s on two cores); the shop's own database keeps them.
    startParams: isThrowaway
      ? [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']
      : undefined,
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: trackCommits(db as unknown as Db),
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

// Any number to share between every process of the shop: the lock that makes migrations run
// once when several processes start at the same moment.
const MIGRATION_LOCK_KEY = 4_127_003_917;

/**
 * Runs the migrations while holding a session lock on a connection of its own, so processes
 * started together migrate one after the other: the first applies them, the rest find them
 * applied. (The migrator's own transaction cannot hold the lock: it commits per batch.)
 */
async function migrateOnce(url: string, migrate: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  lock.on('error', () => {});
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await lock.end().catch(() => {});
  }
}

/** The handle inside db.transaction(tx => ...); queries that run in both take DbOrTx. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
