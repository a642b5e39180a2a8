import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../../src/db/client.ts';
import { migrationsHash } from './migrations-hash.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, dumped as a tarball, that each test file starts from. */
    pgliteTemplate: string;
  }
}

/**
 * initdb and every migration once per set of migrations (the tarball is kept in the temp
 * folder), instead of once per test file or e2e shop. Returns the tarball's path.
 */
export async function migratedPgliteTemplate(): Promise<string> {
  const file = path.join(os.tmpdir(), `labshop-pglite-${await migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  return file;
}

/**
 * Makes `dataDir` (a new shop's DATA_DIR) hold the migrated template, as the shop's first start
 * would leave it after initdb and the migrations: 13 s of CPU there, about 5 s this way.
 */
export async function startFromPgliteTemplate(dataDir: string): Promise<void> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (existsSync(pgdata)) return;
  const template = await readFile(await migratedPgliteTemplate());
  await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(pgdata, {
    extensions: { pg_trgm },
    loadDataDir: new Blob([template]),
  });
  await client.close();
}

// Vitest global setup of the API project: each test file starts from the one template.
export default async function setup({ provide }: TestProject): Promise<void> {
  provide('pgliteTemplate', await migratedPgliteTemplate());
}
