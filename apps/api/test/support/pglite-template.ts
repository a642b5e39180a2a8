import { existsSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
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

// Vitest global setup of the API project: initdb and every migration once per run (or once
// per set of migrations, kept in the temp folder), instead of once per test file.
export default async function setup({ provide }: TestProject): Promise<void> {
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
  provide('pgliteTemplate', file);
}
