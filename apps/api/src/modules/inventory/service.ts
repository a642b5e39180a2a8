import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema.ts';
import { publishStockChanged } from '../catalog/catalog-changed.ts';
import { queueBackInStockMails } from '../stock-alerts/service.ts';
import { mergeLines, type StockLine } from './lock-order.ts';

// Every change to products.on_hand/reserved and product_variants.on_hand/reserved is made
// here, each as one conditional UPDATE per row, rows taken in the one lock order. Shoppers
// see `stock` (on_hand - reserved, a generated column); admins edit on_hand only.

type Change = { onHand?: number; reserved?: number };

async function apply(
  tx: DbOrTx,
  line: StockLine,
  change: Change,
  guard?: 'available' | 'reserved',
): Promise<boolean> {
  const table = line.variantId ? productVariants : products;
  const set: Record<string, unknown> = {};
  if (change.onHand) set.onHand = sql`${table.onHand} + ${change.onHand}`;
  if (change.reserved) set.reserved = sql`${table.reserved} + ${change.reserved}`;
  const where = and(
    eq(table.id, line.variantId ?? line.productId),
    guard === 'available'
      ? gte(sql`${table.onHand} - ${table.reserved}`, line.quantity)
      : undefined,
    guard === 'reserved' ? gte(table.reserved, line.quantity) : undefined,
  );
  const rows = await tx.update(table).set(set).where(where).returning({ id: table.id });
  return rows.length > 0;
}

/**
 * Holds units for an unpaid checkout: `reserved += q` only where `on_hand - reserved >= q`,
 * so buyers racing for the last units can never hold more than the shelf has. Returns the
 * first line that could not be held (the caller rolls the transaction back), or null.
 */
export async function reserveStock(
  tx: DbOrTx,
  lines: readonly StockLine[],
): Promise<StockLine | null> {
  for (const line of mergeLines(lines)) {
    if (!(await apply(tx, line, { reserved: line.quantity }, 'available'))) return line;
  }
  // Fewer units on sale: the storefront's answers showing them drop once this commits.
  publishStockChanged(tx, productIds(lines));
  return null;
}

/** Gives an unpaid checkout's units back: `reserved -= q`; on hand never changed. */
export async function releaseStock(tx: DbOrTx, lines: readonly StockLine[]): Promise<void> {
  const merged = mergeLines(lines);
  for (const line of merged) {
    if (!(await apply(tx, line, { reserved: -line.quantity }, 'reserved'))) booksBroken(line);
  }
  publishStockChanged(tx, productIds(merged));
  await queueBackInStockMails(tx, productIds(merged));
}

/** A paid checkout's units leave the shop: out of on hand and out of reserved together. */
export async function commitSale(tx: DbOrTx, lines: readonly StockLine[]): Promise<void> {
  for (const line of mergeLines(lines)) {
    const change = { onHand: -line.quantity, reserved: -line.quantity };
    if (!(await apply(tx, line, change, 'reserved'))) booksBroken(line);
  }
}

/** Sold units come back to the shelf (a cancelled paid order, a return): `on_hand += q`. */
export async function returnStock(tx: DbOrTx, lines: readonly StockLine[]): Promise<void> {
  const merged = mergeLines(lines);
  for (const line of merged) await apply(tx, line, { onHand: line.quantity });
  publishStockChanged(tx, productIds(merged));
  await queueBackInStockMails(tx, productIds(merged));
}

function productIds(lines: readonly StockLine[]): string[] {
  return [...new Set(lines.map((line) => line.productId))];
}

/** A release or sale of units that were never held: the books are wrong, so nothing commits. */
function booksBroken(line: StockLine): never {
  throw new Error(
    `stock row ${line.variantId ?? line.productId} holds fewer than ${line.quantity} reserved units`,
  );
}

/** An admin's change of the count on the shelf, with the count the form was loaded with. */
export interface OnHandEdit {
  /** The count the admin entered. */
  onHand: number;
  /** The count the form showed; without it, `onHand` is taken as the physical count. */
  onHandWas?: number | undefined;
}

export const INVENTORY_MESSAGES = {
  belowReserved: (name: string, reserved: number) =>
    `${name}: ${reserved} units are held by unpaid checkouts, so the stock cannot go below ${reserved}.`,
} as const;

/**
 * Sets on hand from an admin form, never reserved. With the loaded count the change is applied
 * as a difference (a save that leaves the count alone changes nothing, and units sold while the
 * form was open stay sold); without it the count is set as entered. Either way on hand may not
 * fall below what unpaid checkouts hold. Returns false when it would.
 */
export async function adjustOnHand(
  tx: DbOrTx,
  row: Pick<StockLine, 'productId' | 'variantId'>,
  edit: OnHandEdit,
): Promise<boolean> {
  const table = row.variantId ? productVariants : products;
  const target =
    edit.onHandWas === undefined
      ? sql`${edit.onHand}::integer`
      : sql`${table.onHand} + ${edit.onHand - edit.onHandWas}::integer`;
  if (edit.onHandWas !== undefined && edit.onHand === edit.onHandWas) return true;
  const rows = await tx
    .update(table)
    .set({ onHand: target })
    .where(and(eq(table.id, row.variantId ?? row.productId), gte(target, table.reserved)))
    .returning({ id: table.id });
  if (rows.length > 0) publishStockChanged(tx, [row.productId]);
  return rows.length > 0;
}

/**
 * Locks a product's variant rows in the one lock order before an admin save rewrites them, so
 * the save's updates, inserts and deletes in form order cannot deadlock with a checkout.
 */
export async function lockVariantRows(tx: DbOrTx, productId: string): Promise<void> {
  await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.id)
    .for('update');
}
