import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { products, productVariants, stockNotifications, users } from '../../db/schema.ts';
import { backInStockMail } from '../../platform/mail/templates.ts';
import { BACK_IN_STOCK_JOB, type BackInStockJob } from './service.ts';

/**
 * Sends the back-in-stock mail of one request. The request was marked notified when the job
 * was queued; a request whose shopper, product or variant has since been deleted is gone with
 * them (cascade), and then there is no one to write to. A variant request names the variant,
 * "Product name (Variant name)", as the cart does; the link opens the product page.
 */
export function registerBackInStockJob({ db, jobs, mailer, config }: AppDeps): void {
  jobs.register<BackInStockJob>(BACK_IN_STOCK_JOB, async ({ notificationId }) => {
    const [row] = await db
      .select({
        name: users.name,
        email: users.email,
        productId: products.id,
        productName: products.name,
        variantName: productVariants.name,
      })
      .from(stockNotifications)
      .innerJoin(users, eq(users.id, stockNotifications.userId))
      .innerJoin(products, eq(products.id, stockNotifications.productId))
      .leftJoin(productVariants, eq(productVariants.id, stockNotifications.variantId))
      .where(eq(stockNotifications.id, notificationId));
    if (!row) return;
    const link = `${config.publicUrl}/product/${row.productId}`;
    const what = row.variantName ? `${row.productName} (${row.variantName})` : row.productName;
    const mail = backInStockMail(row.name, what, link);
    await mailer.send({ kind: 'back-in-stock', to: row.email, ...mail });
  });
}
