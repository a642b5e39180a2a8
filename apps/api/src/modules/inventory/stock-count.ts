import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { queueBackInStockMails } from '../stock-alerts/service.ts';
import { stockRowKey } from './lock-order.ts';
import { adjustOnHand, INVENTORY_MESSAGES } from './service.ts';

// Bulk stock work of the back office (CSV imports): the rows locked in the one lock order
// first, then each count set through adjustOnHand like an admin form's.

const LOCK_BATCH = 5000;

async function lockProducts(tx: Tx, ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort();
  const rows: { id: string; onHand: number; reserved: number }[] = [];
  for (let at = 0; at < sorted.length; at += LOCK_BATCH) {
    rows.push(
      ...(await tx
        .select({ id: products.id, onHand: products.onHand, reserved: products.reserved })
        .from(products)
        .where(inArray(products.id, sorted.slice(at, at + LOCK_BATCH)))
        .orderBy(asc(products.id))
        .for('update')),
    );
  }
  return rows;
}

async function lockVariants(tx: Tx, ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort();
  const rows: { id: string; onHand: number; reserved: number }[] = [];
  for (let at = 0; at < sorted.length; at += LOCK_BATCH) {
    rows.push(
      ...(await tx
        .select({
          id: productVariants.id,
          onHand: productVariants.onHand,
          reserved: productVariants.reserved,
        })
        .from(productVariants)
        .where(inArray(productVariants.id, sorted.slice(at, at + LOCK_BATCH)))
        .orderBy(asc(productVariants.id))
        .for('update')),
    );
  }
  return rows;
}

/**
 * Locks the stock rows of these products and of all their variants, plain products before
 * variants and each by id (lock-order.ts), before an import rewrites them in bulk.
 */
export async function lockStockRowsOf(tx: Tx, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await lockProducts(tx, productIds);
  const variantIds: string[] = [];
  const unique = [...new Set(productIds)];
  for (let at = 0; at < unique.length; at += LOCK_BATCH) {
    const rows = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(inArray(productVariants.productId, unique.slice(at, at + LOCK_BATCH)));
    variantIds.push(...rows.map((row) => row.id));
  }
  await lockVariants(tx, variantIds);
}

export interface StockCount {
  productId: string;
  variantId: string | null;
  /** The units counted on the shelf: the new on-hand count. */
  counted: number;
  /** 'Beaker 250 ml' or 'Beaker (500 ml)', for the message when the count is too low. */
  label: string;
}

export interface StockCountResult extends StockCount {
  before: number;
  after: number;
}

/**
 * Sets each row's on-hand count to what was counted. A count below what unpaid checkouts hold
 * fails the whole transaction with the form's message; rows already right are left alone.
 */
export async function applyStockCounts(
  tx: Tx,
  counts: readonly StockCount[],
): Promise<StockCountResult[]> {
  const plain = counts.filter((count) => !count.variantId);
  const variants = counts.filter((count) => count.variantId);
  const current = new Map<string, { onHand: number; reserved: number }>();
  for (const row of await lockProducts(
    tx,
    plain.map((count) => count.productId),
  )) {
    current.set(`p:${row.id}`, row);
  }
  for (const row of await lockVariants(
    tx,
    variants.map((count) => count.variantId!),
  )) {
    current.set(`v:${row.id}`, row);
  }
  const results: StockCountResult[] = [];
  for (const count of counts) {
    const row = current.get(stockRowKey(count));
    if (!row) throw new AppError('NOT_FOUND', `${count.label} no longer exists.`, 409);
    if (row.onHand !== count.counted) {
      const isSet = await adjustOnHand(tx, count, { onHand: count.counted });
      if (!isSet) {
        const message = INVENTORY_MESSAGES.belowReserved(count.label, row.reserved);
        throw new AppError('STOCK_HELD', message, 409);
      }
    }
    results.push({ ...count, before: row.onHand, after: count.counted });
  }
  const changed = results.filter((result) => result.before !== result.after);
  // Each row's change named its product to the catalog caches (adjustOnHand).
  if (changed.length > 0) {
    await queueBackInStockMails(tx, [...new Set(changed.map((result) => result.productId))]);
  }
  return results;
}
