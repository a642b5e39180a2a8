import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { STOCK_ALERT_MESSAGES as M } from '@labshop/domain/stock-alerts';
import type { Db } from '../../db/client.ts';
import { categories, products, productVariants, stockNotifications } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { insertJob } from '../../platform/jobs/job-store.ts';
import { inStockSql, isVisible } from '../catalog/card-query.ts';
import { isUuid } from '../../http/ids.ts';

export const BACK_IN_STOCK_JOB = 'back-in-stock-mail';

export interface BackInStockJob {
  notificationId: string;
}

/**
 * What a request is about, with its stock as a shopper sees it: the whole product, or one
 * variant of a visible product that sells by variant. Null when unknown, hidden, or the
 * variant belongs to another product.
 */
async function visibleStock(
  db: Db,
  productId: string,
  variantId: string | undefined,
): Promise<number | null> {
  if (!isUuid(productId)) return null;
  if (variantId === undefined) {
    const [row] = await db
      .select({ inStock: inStockSql })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.id, productId), isVisible));
    return row ? Number(row.inStock) : null;
  }
  if (!isUuid(variantId)) return null;
  const [row] = await db
    .select({ inStock: productVariants.stock })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(productVariants.productId, productId),
        eq(products.variantsEnabled, true),
        isVisible,
      ),
    );
  return row ? row.inStock : null;
}

/** The open requests of this product (variantId absent) or of this one variant. */
function sameRequest(userId: string, productId: string, variantId: string | undefined) {
  return and(
    eq(stockNotifications.userId, userId),
    eq(stockNotifications.productId, productId),
    variantId === undefined
      ? isNull(stockNotifications.variantId)
      : eq(stockNotifications.variantId, variantId),
    isNull(stockNotifications.notifiedAt),
  );
}

/**
 * Records a shopper's wish to be mailed when a sold-out product (or one sold-out variant of
 * it) is back. Asking twice is one request: the partial unique index allows one open request
 * per shopper, product and variant (none standing for the whole product).
 */
export async function requestStockAlert(
  db: Db,
  userId: string,
  productId: string,
  variantId?: string,
): Promise<void> {
  const stock = await visibleStock(db, productId, variantId);
  if (stock === null) throw notFound(M.notFound);
  if (stock > 0) throw new AppError('IN_STOCK', M.inStock, 409);
  await db
    .insert(stockNotifications)
    .values({ userId, productId, variantId: variantId ?? null })
    .onConflictDoNothing();
}

/**
 * Withdraws the open request. A variant must be one of the product's (hidden or not: a
 * shopper may always withdraw), so a mistyped id is told, not silently ignored.
 */
export async function cancelStockAlert(
  db: Db,
  userId: string,
  productId: string,
  variantId?: string,
): Promise<void> {
  if (!isUuid(productId)) throw notFound(M.notFound);
  if (variantId !== undefined) {
    if (!isUuid(variantId)) throw notFound(M.notFound);
    const [variant] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
    if (!variant) throw notFound(M.notFound);
  }
  await db.delete(stockNotifications).where(sameRequest(userId, productId, variantId));
}

export interface StockAlertState {
  /** An open request for the whole product. */
  hasStockAlert: boolean;
  /** The variants with an open request. */
  variantStockAlerts: string[];
}

/** The shopper's open (not yet mailed) requests for the product and its variants. */
export async function stockAlertsOf(
  db: Db,
  userId: string,
  productId: string,
): Promise<StockAlertState> {
  if (!isUuid(productId)) return { hasStockAlert: false, variantStockAlerts: [] };
  const rows = await db
    .select({ variantId: stockNotifications.variantId })
    .from(stockNotifications)
    .where(
      and(
        eq(stockNotifications.userId, userId),
        eq(stockNotifications.productId, productId),
        isNull(stockNotifications.notifiedAt),
      ),
    );
  return {
    hasStockAlert: rows.some((row) => row.variantId === null),
    variantStockAlerts: rows.flatMap((row) => (row.variantId === null ? [] : [row.variantId])),
  };
}

/**
 * Queues one back-in-stock mail per open request of these products that a shopper can buy
 * again: a product request when the product (visible) has stock, a variant request when its
 * variant has. Call it inside the transaction that put stock back: the conditional update
 * marks each request notified in that transaction, so a request mails at most once however
 * many restocks race (the loser's update finds notified_at already set), and the jobs exist
 * exactly when the restock was committed.
 */
export async function queueBackInStockMails(tx: Db, productIds: string[]): Promise<number> {
  const ids = [...new Set(productIds.filter(isUuid))];
  if (ids.length === 0) return 0;
  const buyableProducts = tx
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(inArray(products.id, ids), isVisible, sql`${inStockSql} > 0`));
  const buyableVariants = tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        inArray(productVariants.productId, ids),
        eq(products.variantsEnabled, true),
        isVisible,
        sql`${productVariants.stock} > 0`,
      ),
    );
  const marked = await tx
    .update(stockNotifications)
    .set({ notifiedAt: sql`now()` })
    .where(
      and(
        isNull(stockNotifications.notifiedAt),
        inArray(stockNotifications.productId, ids),
        or(
          and(
            isNull(stockNotifications.variantId),
            inArray(stockNotifications.productId, buyableProducts),
          ),
          and(
            isNotNull(stockNotifications.variantId),
            inArray(stockNotifications.variantId, buyableVariants),
          ),
        ),
      ),
    )
    .returning({ id: stockNotifications.id });
  for (const { id } of marked) {
    const job: BackInStockJob = { notificationId: id };
    await insertJob(tx, BACK_IN_STOCK_JOB, job, {
      dedupeKey: `back-in-stock:${id}`,
      maxAttempts: 15,
    });
  }
  return marked.length;
}
