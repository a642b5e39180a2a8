import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, sqlList, timestamps } from './columns.ts';

export const JOB_STATES = ['pending', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * Background work that must survive a restart (mail, payment polling, reservation expiry).
 * A worker claims due rows with FOR UPDATE SKIP LOCKED and holds them for a lease, so two
 * processes never run one job at once and a job whose worker died is claimed again after it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    // Enqueueing the same key twice makes one job: a replayed callback cannot mail twice.
    dedupeKey: text('dedupe_key').unique('jobs_dedupe_key_uq'),
    state: text('state', { enum: JOB_STATES }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (t) => [
    // The claim reads only due pending rows, oldest first.
    index('jobs_pending_run_at_idx')
      .on(t.runAt)
      .where(sql`${t.state} = 'pending'`),
    index('jobs_kind_state_idx').on(t.kind, t.state),
    check('jobs_state_ck', sql.raw(`state in (${sqlList(JOB_STATES)})`)),
    check('jobs_attempts_ck', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);
