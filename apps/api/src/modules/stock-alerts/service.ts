import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { STOCK_ALERT_MESSAGES as M } from '@labshop/domain/stock-alerts';
import type { Db } from '../../db/client.ts';
import { categories, products, productVariants, stockNotifications } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { insertJob } from '../../platform/jobs/job-store.ts';
import { isVisible } from '../catalog/card-query.ts';
import { isUuid } from '../../http/ids.ts';

export const BACK_IN_STOCK_JOB = 'back-in-stock-mail';

export interface BackInStockJob {
  notificationId: string;
}

// As the storefront counts it: a variant product's stock is the sum over its variants.
const inStockSql = sql<number>`(case when ${products.variantsEnabled} then coalesce((
  select sum(${productVariants.stock}) from ${productVariants}
  where ${productVariants.productId} = ${products.id}
), 0) else ${products.stock} end)::int`;

/** A product a shopper may see, with its stock; null when unknown or hidden. */
async function visibleStock(db: Db, productId: string): Promise<number | null> {
  if (!isUuid(productId)) return null;
  const [row] = await db
    .select({ inStock: inStockSql })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, productId), isVisible));
  return row ? Number(row.inStock) : null;
}

/**
 * Records a shopper's wish to be mailed when a sold-out product is back. Asking twice is one
 * request: the partial unique index allows one open request per shopper and product.
 */
export async function requestStockAlert(db: Db, userId: string, productId: string): Promise<void> {
  const stock = await visibleStock(db, productId);
  if (stock === null) throw notFound(M.notFound);
  if (stock > 0) throw new AppError('IN_STOCK', M.inStock, 409);
  await db.insert(stockNotifications).values({ userId, productId }).onConflictDoNothing();
}

export async function cancelStockAlert(db: Db, userId: string, productId: string): Promise<void> {
  if (!isUuid(productId)) throw notFound(M.notFound);
  await db
    .delete(stockNotifications)
    .where(
      and(
        eq(stockNotifications.userId, userId),
        eq(stockNotifications.productId, productId),
        isNull(stockNotifications.notifiedAt),
      ),
    );
}

/** Whether the shopper has an open (not yet mailed) request for the product. */
export async function hasStockAlert(db: Db, userId: string, productId: string): Promise<boolean> {
  if (!isUuid(productId)) return false;
  const [row] = await db
    .select({ id: stockNotifications.id })
    .from(stockNotifications)
    .where(
      and(
        eq(stockNotifications.userId, userId),
        eq(stockNotifications.productId, productId),
        isNull(stockNotifications.notifiedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Queues one back-in-stock mail per open request of these products that a shopper can buy
 * again (visible, stock above 0). Call it inside the transaction that put stock back: the
 * conditional update marks each request notified in that transaction, so a request mails at
 * most once however many restocks race (the loser's update finds notified_at already set),
 * and the jobs exist exactly when the restock was committed.
 */
export async function queueBackInStockMails(tx: Db, productIds: string[]): Promise<number> {
  const ids = [...new Set(productIds.filter(isUuid))];
  if (ids.length === 0) return 0;
  const buyable = tx
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(inArray(products.id, ids), isVisible, sql`${inStockSql} > 0`));
  const marked = await tx
    .update(stockNotifications)
    .set({ notifiedAt: sql`now()` })
    .where(
      and(isNull(stockNotifications.notifiedAt), inArray(stockNotifications.productId, buyable)),
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
