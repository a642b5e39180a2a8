import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { migrationsFolder } from '../../db/client.ts';
import { errorMessage } from '../../http/safe-error.ts';

// Whether this process should be given traffic: a load balancer asks /api/health/ready, and
// takes the process out of rotation while any of these fails. Liveness (/api/health) stays the
// plainer "the process and its database answer".

let journalCount: number | undefined;

/** How many migrations this build of the shop expects, from drizzle's journal. */
function expectedMigrations(): number {
  if (journalCount === undefined) {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    journalCount = journal.entries.length;
  }
  return journalCount;
}

/** Answers undefined when ready, or why not, in words an operator can act on. */
export async function notReadyReason({ database, storage }: AppDeps): Promise<string | undefined> {
  let applied: number;
  try {
    const result = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    applied = Number(rows[0]?.n ?? 0);
  } catch (err) {
    // No migrations table at all (undefined table or schema) is a database nobody migrated;
    // anything else, one that is away.
    return ['42P01', '3F000'].includes(pgCode(err))
      ? 'the database has no migrations applied'
      : 'the database does not answer';
  }
  const expected = expectedMigrations();
  if (applied < expected) {
    return `the database has ${applied} of ${expected} migrations applied`;
  }
  if (storage.ready) {
    try {
      await storage.ready();
    } catch (err) {
      return `the storage is not reachable: ${errorMessage(err)}`;
    }
  }
  return undefined;
}

/** The PostgreSQL error code, on the error or (drizzle wraps them) on its cause. */
function pgCode(err: unknown): string {
  const code = (e: unknown) =>
    e && typeof e === 'object' && 'code' in e && typeof e.code === 'string' ? e.code : undefined;
  return code(err) ?? code((err as { cause?: unknown } | undefined)?.cause) ?? '';
}
