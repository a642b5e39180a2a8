import { bigint, customType, integer, timestamp, uuid } from 'drizzle-orm/pg-core';

// Shared column shapes so every table spells ids and timestamps the same way.
export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** SQL list for a CHECK ... IN (...) built from a TS tuple, so the two never drift. */
export function sqlList(values: readonly string[]): string {
  return values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
}

/**
 * Money in paise, 64-bit: a 32-bit column tops out at ₹2.14 crore, one order of five
 * instruments. Read as a JS number, exact up to 2^53 paise, far beyond any limit the API takes.
 */
export const paise = (name: string) => bigint(name, { mode: 'number' });

/**
 * A count of units: what is physically on the shelf, and what unpaid checkouts hold of it.
 * Only modules/inventory writes these; shoppers see their difference (the generated `stock`).
 */
export const stockColumns = () => ({
  onHand: integer('on_hand').notNull().default(0),
  reserved: integer('reserved').notNull().default(0),
});

/** Raw bytes; PGlite hands back a Uint8Array and pg a Buffer, so both are read as Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
