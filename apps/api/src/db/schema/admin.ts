import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ADMIN_TASK_KINDS, ADMIN_TASK_STATES, AUDIT_KINDS } from '@labshop/domain/audit';
import { createdAt, id, sqlList, timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * One admin change: who, when, what, and the values before and after. Written in the same
 * transaction as the change itself, so the trail never claims what did not happen.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: AUDIT_KINDS }).notNull(),
    // The changed thing's id (product, order...) and a short human summary of the change.
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    summary: text('summary').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_created_idx').on(t.createdAt),
    index('audit_events_entity_idx').on(t.entityId, t.createdAt),
    index('audit_events_actor_created_idx').on(t.actorUserId, t.createdAt),
    check('audit_events_kind_ck', sql.raw(`kind in (${sqlList(AUDIT_KINDS)})`)),
  ],
);

/**
 * A back-office task an admin waits for (a CSV import): its input, progress and report.
 * The jobs table runs it; this row is what the progress bar and the error report read.
 */
export const adminTasks = pgTable(
  'admin_tasks',
  {
    id: id(),
    kind: text('kind', { enum: ADMIN_TASK_KINDS }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state', { enum: ADMIN_TASK_STATES }).notNull().default('queued'),
    dryRun: boolean('dry_run').notNull().default(true),
    input: text('input').notNull(),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    report: jsonb('report'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('admin_tasks_created_idx').on(t.createdAt),
    check('admin_tasks_kind_ck', sql.raw(`kind in (${sqlList(ADMIN_TASK_KINDS)})`)),
    check('admin_tasks_state_ck', sql.raw(`state in (${sqlList(ADMIN_TASK_STATES)})`)),
    check('admin_tasks_progress_ck', sql`${t.processed} >= 0 and ${t.total} >= 0`),
  ],
);
