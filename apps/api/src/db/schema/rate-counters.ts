import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters of attempts (logins, codes, reset mails) shared by every process: one
 * row per key and window, bumped by a single INSERT ... ON CONFLICT DO UPDATE, so parallel
 * requests each see their own count and none slips past a limit.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
    /** The last hit, for backoff that grows from the latest failure. */
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'rate_counters_pk', columns: [t.key, t.windowStart] }),
    index('rate_counters_expires_at_idx').on(t.expiresAt),
  ],
);
