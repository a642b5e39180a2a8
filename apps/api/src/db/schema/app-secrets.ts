import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Secrets every process of one shop must share (the session and one-time-code key), made
 * once at first start under a lock, so two machines with their own DATA_DIR agree on them.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
