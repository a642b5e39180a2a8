import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';

export interface EnqueueOptions {
  /** When the job may first run; now by default. */
  runAt?: Date;
  /** One job per key, ever: a second enqueue with the same key is ignored. */
  dedupeKey?: string;
  /** Failed runs before the job is given up (state 'failed'). */
  maxAttempts?: number;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

/**
 * Adds a job. Pass a transaction as `db` to make the job part of it: it exists exactly when the
 * change that asked for it was committed. Answers false when the dedupe key was already used.
 */
export async function insertJob(
  db: Db,
  kind: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({
      kind,
      payload,
      dedupeKey: options.dedupeKey ?? null,
      runAt: options.runAt ?? new Date(),
      maxAttempts: options.maxAttempts ?? 10,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Takes up to `limit` due jobs for `leaseMs`. SKIP LOCKED lets several workers claim at once
 * without waiting on each other or taking the same row; the lease makes a job whose worker
 * died (kill -9, a lost connection) claimable again once it runs out.
 */
export async function claimDueJobs(
  db: Db,
  options: { now: Date; limit: number; leaseMs: number; kinds: string[] },
): Promise<ClaimedJob[]> {
  const { now, limit, leaseMs, kinds } = options;
  if (kinds.length === 0 || limit <= 0) return [];
  const lockedUntil = new Date(now.getTime() + leaseMs);
  const result = await db.execute(sql`
    update ${jobs}
    set locked_until = ${lockedUntil.toISOString()}::timestamptz,
        attempts = attempts + 1,
        updated_at = now()
    where id in (
      select id from ${jobs}
      where state = 'pending'
        and run_at <= ${now.toISOString()}::timestamptz
        and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
        and kind in ${kinds}
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, kind, payload, attempts, max_attempts`);
  // Both drivers (PGlite and node-postgres) return the rows in `rows`.
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    id: String(row.id),
    kind: String(row.kind),
    payload: row.payload,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
  }));
}

// Each write names the attempt it closes, so a worker whose lease ran out (and whose job was
// claimed again meanwhile) cannot overwrite the newer run's outcome.
const sameRun = (job: ClaimedJob) => and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts));

export async function markJobDone(db: Db, job: ClaimedJob): Promise<void> {
  await db
    .update(jobs)
    // A finished job's payload is not needed again, and may carry what should not linger
    // (a signup's password hash): only its kind and dedupe key are kept until pruning.
    .set({ state: 'done', payload: {}, lockedUntil: null, lastError: null })
    .where(sameRun(job));
}

/** Runs the job again at `runAt`; a failure past its last attempt gives the job up. */
export async function rescheduleJob(
  db: Db,
  job: ClaimedJob,
  runAt: Date,
  error?: string,
): Promise<'pending' | 'failed'> {
  const state = error !== undefined && job.attempts >= job.maxAttempts ? 'failed' : 'pending';
  await db
    .update(jobs)
    .set({ state, runAt, lockedUntil: null, lastError: error?.slice(0, 500) ?? null })
    .where(sameRun(job));
  return state;
}

/**
 * Gives a claimed job back before its lease runs out (a process stopping with the job still in
 * hand), so another process claims it at its next poll instead of minutes later. The attempt
 * stays counted: the next claim is a new run, and this run's late write cannot match it.
 */
export async function releaseJobLease(db: Db, job: ClaimedJob, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ lockedUntil: now })
    .where(and(sameRun(job), eq(jobs.state, 'pending')));
}

/** Forgets finished jobs older than `before`; failed ones stay for an operator to read. */
export async function pruneDoneJobs(db: Db, before: Date): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.state, 'done'), lt(jobs.updatedAt, before)));
}
