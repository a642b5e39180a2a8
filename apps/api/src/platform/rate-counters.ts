import { and, eq, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateCounters } from '../db/schema.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

function windowOf(windowMs: number, now: Date, keepWindows = 1) {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { windowStart: new Date(start), expiresAt: new Date(start + keepWindows * windowMs) };
}

/**
 * Counts one more hit of `key` in the current window and answers the new count. One
 * statement: INSERT ... ON CONFLICT DO UPDATE SET count = count + 1 RETURNING count, so of
 * forty parallel hits each sees a different count, on PostgreSQL as on PGlite.
 */
export async function hitCounter(
  db: Db,
  key: string,
  windowMs: number,
  now = new Date(),
  keepWindows = 1,
) {
  const { windowStart, expiresAt } = windowOf(windowMs, now, keepWindows);
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart, count: 1, lastHitAt: now, expiresAt })
    .onConflictDoUpdate({
      target: [rateCounters.key, rateCounters.windowStart],
      set: { count: sql`${rateCounters.count} + 1`, lastHitAt: now },
    })
    .returning({ count: rateCounters.count });
  return row?.count ?? 1;
}

/** Hits `key` and answers whether the hit is still within the limit. */
export async function takeHit(db: Db, key: string, limit: Limit, now = new Date()) {
  return (await hitCounter(db, key, limit.windowMs, now)) <= limit.max;
}

/**
 * Hits `key` and answers its hits in this window and the one before together. A ceiling on
 * that sum holds over any span of one window, where a lone fixed window lets twice the ceiling
 * through around its edge; the row is kept one window longer for the next window to read.
 */
export async function hitRollingCounter(db: Db, key: string, windowMs: number, now = new Date()) {
  const current = await hitCounter(db, key, windowMs, now, 2);
  const previous = await readCounter(db, key, windowMs, new Date(now.getTime() - windowMs));
  return current + previous.count;
}

/** The count of the current window and the time of its last hit, without counting. */
export async function readCounter(db: Db, key: string, windowMs: number, now = new Date()) {
  const { windowStart } = windowOf(windowMs, now);
  const [row] = await db
    .select({ count: rateCounters.count, lastHitAt: rateCounters.lastHitAt })
    .from(rateCounters)
    .where(and(eq(rateCounters.key, key), eq(rateCounters.windowStart, windowStart)))
    .limit(1);
  return row ?? { count: 0, lastHitAt: null };
}

export async function clearCounter(db: Db, key: string) {
  await db.delete(rateCounters).where(eq(rateCounters.key, key));
}

/** Clears every counter whose key starts with `prefix` (a user's per-address login counts). */
export async function clearCounters(db: Db, prefix: string) {
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  await db.delete(rateCounters).where(like(rateCounters.key, `${escaped}%`));
}

export async function pruneCounters(db: Db, now = new Date()) {
  await db.delete(rateCounters).where(lt(rateCounters.expiresAt, now));
}
