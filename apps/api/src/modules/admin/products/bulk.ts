import { asc, eq, inArray } from 'drizzle-orm';
import type { AdminProductsBulkResponse } from '@labshop/domain/api/admin';
import type { Status } from '@labshop/domain/constants';
import type {
  BulkProductCategoryInput,
  BulkProductStatusInput,
} from '@labshop/domain/validation/admin-catalog-lists';
import type { Db, Tx } from '../../../db/client.ts';
import { categories, products } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../errors.ts';
import { recordAudit } from '../../audit/record.ts';
import { publishProductsChanged } from '../../catalog/catalog-changed.ts';
import { queueBackInStockMails } from '../../stock-alerts/service.ts';
import { PRODUCT_ANSWERS } from './service.ts';

// Changes to many selected products at once, from the Manage Products list. Each is one
// transaction: every product changes, or (an id unknown, a category gone) none does.

const noun = (count: number) => (count === 1 ? 'product' : 'products');

export const BULK_ANSWERS = {
  status: (status: Status, changed: number, unchanged: number) =>
    `${changed} ${noun(changed)} ${status === 'active' ? 'activated' : 'deactivated'}.` +
    (unchanged > 0 ? ` ${unchanged} ${unchanged === 1 ? 'was' : 'were'} already ${status}.` : ''),
  category: (name: string, changed: number, unchanged: number) =>
    `${changed} ${noun(changed)} moved to ${name}.` +
    (unchanged > 0 ? ` ${unchanged} ${unchanged === 1 ? 'was' : 'were'} already there.` : ''),
  missing: (count: number) =>
    count === 1
      ? 'One of the chosen products no longer exists. Nothing was changed.'
      : `${count} of the chosen products no longer exist. Nothing was changed.`,
} as const;

interface LockedProduct {
  id: string;
  name: string;
  status: Status;
  categoryId: string;
  categoryName: string;
}

/**
 * Locks the chosen products in id order (the order every transaction locks product rows in)
 * and returns them; one unknown id ends the change before anything is written.
 */
async function lockProducts(tx: Tx, ids: readonly string[]): Promise<LockedProduct[]> {
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      status: products.status,
      categoryId: products.categoryId,
      categoryName: categories.name,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, [...ids]))
    .orderBy(asc(products.id))
    .for('update', { of: products });
  if (rows.length !== ids.length) throw notFound(BULK_ANSWERS.missing(ids.length - rows.length));
  return rows;
}

export async function bulkSetProductStatus(
  db: Db,
  { productIds, status }: BulkProductStatusInput,
  actorUserId: string,
): Promise<AdminProductsBulkResponse> {
  return db.transaction(async (tx) => {
    const rows = await lockProducts(tx, productIds);
    const changing = rows.filter((row) => row.status !== status);
    const ids = changing.map((row) => row.id);
    if (ids.length > 0) {
      await tx.update(products).set({ status }).where(inArray(products.id, ids));
      await recordAudit(
        tx,
        changing.map((row) => ({
          actorUserId,
          kind: 'product' as const,
          entityId: row.id,
          action: status === 'active' ? 'bulk-activate' : 'bulk-deactivate',
          summary: `${row.name}: status ${row.status} → ${status}`,
          before: { status: row.status },
          after: { status },
        })),
      );
      // Visible again: shoppers waiting for one of these hear it is back, as after an edit.
      if (status === 'active') await queueBackInStockMails(tx, ids);
      publishProductsChanged(
        tx,
        changing.map((row) => row.categoryId),
      );
    }
    return {
      message: BULK_ANSWERS.status(status, ids.length, rows.length - ids.length),
      updated: ids.length,
    };
  });
}

export async function bulkMoveProducts(
  db: Db,
  { productIds, categoryId }: BulkProductCategoryInput,
  actorUserId: string,
): Promise<AdminProductsBulkResponse> {
  return db.transaction(async (tx) => {
    // Locked too, so the category cannot be deleted between this check and the move.
    const [category] = await tx
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.id, categoryId))
      .for('key share');
    if (!category) {
      const message = PRODUCT_ANSWERS.unknownCategory;
      throw new AppError('UNKNOWN_CATEGORY', message, 400, { categoryId: message });
    }
    const rows = await lockProducts(tx, productIds);
    const changing = rows.filter((row) => row.categoryId !== category.id);
    const ids = changing.map((row) => row.id);
    if (ids.length > 0) {
      await tx.update(products).set({ categoryId: category.id }).where(inArray(products.id, ids));
      await recordAudit(
        tx,
        changing.map((row) => ({
          actorUserId,
          kind: 'product' as const,
          entityId: row.id,
          action: 'bulk-category',
          summary: `${row.name}: category ${row.categoryName} → ${category.name}`,
          before: { category: row.categoryName },
          after: { category: category.name },
        })),
      );
      // An inactive category hid them; an active one shows them (and the other way round).
      await queueBackInStockMails(tx, ids);
      publishProductsChanged(tx, [...changing.map((row) => row.categoryId), category.id]);
    }
    return {
      message: BULK_ANSWERS.category(category.name, ids.length, rows.length - ids.length),
      updated: ids.length,
    };
  });
}
