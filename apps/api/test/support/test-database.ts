import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';

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
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
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
    url: url.toString(),
    async dispose() {
      if (disposed) return;
      disposed = true;
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
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
