import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { migrationsHash } from './migrations-hash.ts';

export type TestDatabase = Database & {
  dispose(): Promise<void>;
  /** PostgreSQL only: the database's URL, to open a second connection pool (a second process). */
  url?: string;
};

/**
 * A fresh, migrated database for one test file. PGlite in memory by default; with
 * LABSHOP_TEST_DB=postgres a throwaway database on TEST_DATABASE_URL, dropped by dispose(),
 * because races and locking only show on a real server.
 */
export async function createTestDatabase(
  options: { adminUrl?: string } = {},
): Promise<TestDatabase> {
  if (options.adminUrl) return createPostgresDatabase(options.adminUrl);
  if (process.env.LABSHOP_TEST_DB === 'postgres') return createPostgresDatabase();
  // Started from the migrated copy made once by pglite-template.ts; migrate() then finds
  // nothing to do, and still runs any migration the copy lacks.
  const database = await openDatabase({ memory: true, from: await migratedCopy() });
  await database.migrate();
  return { ...database, dispose: () => database.close() };
}

let templateBytes: Promise<ArrayBuffer> | undefined;

/**
 * The migrated copy as PGlite reads it. PGlite asks a Blob for arrayBuffer() once and copies
 * each file out of the result, so one buffer read per worker serves every file; a real Blob
 * would be read again for each database (a third of a second each).
 */
async function migratedCopy(): Promise<Blob | undefined> {
  const template = inject('pgliteTemplate');
  if (!template) return undefined;
  templateBytes ??= readFile(template).then((bytes) =>
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  );
  const buffer = await templateBytes;
  return { type: '', size: buffer.byteLength, arrayBuffer: async () => buffer } as Blob;
}

async function createPostgresDatabase(
  adminUrl = process.env.TEST_DATABASE_URL,
): Promise<TestDatabase> {
  if (!adminUrl) throw new Error('LABSHOP_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `labshop_t_${randomBytes(6).toString('hex')}`;
  const template = await migratedTemplate(adminUrl);
  await withAdminClient(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`),
  );
  const database = await openDatabase({ url: databaseUrl(adminUrl, name) });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    await dropDatabase(adminUrl, name);
    throw error;
  }
  let disposed = false;
  return {
    ...database,
    url: databaseUrl(adminUrl, name),
    async dispose() {
      if (disposed) return;
      disposed = true;
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const templates = new Map<string, Promise<string>>();
// Any number, shared by the test workers: the lock under which one of them makes the template.
const TEMPLATE_LOCK_KEY = 4_127_003_918;

/**
 * A database on the server with every migration applied, made once per set of migrations and
 * kept between runs: each test file's database is a copy of it (0.2 s), not a new database
 * migrated from nothing (0.65 s). migrate() on the copy still applies what it lacks.
 */
function migratedTemplate(adminUrl: string): Promise<string> {
  let template = templates.get(adminUrl);
  if (!template) {
    template = makeTemplate(adminUrl);
    templates.set(adminUrl, template);
  }
  return template;
}

async function makeTemplate(adminUrl: string): Promise<string> {
  const name = `labshop_template_${await migrationsHash()}`;
  await withAdminClient(adminUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    // Made under another name and renamed when complete: a run stopped halfway leaves no
    // template that copies would start from.
    const building = `${name}_${randomBytes(3).toString('hex')}`;
    await client.query(`CREATE DATABASE ${building}`);
    const database = await openDatabase({ url: databaseUrl(adminUrl, building) });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    // Templates of older migrations are of no further use.
    const stale = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'labshop\\_template\\_%' and datname <> $1`,
      [name],
    );
    for (const { datname } of stale.rows) {
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  });
  return name;
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  // WITH (FORCE) ends connections a failed test may have leaked, so the drop never hangs.
  await withAdminClient(adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  );
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
