import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { products, stockNotifications, users } from '../../db/schema.ts';
import { backInStockMail } from '../../platform/mail/templates.ts';
import { BACK_IN_STOCK_JOB, type BackInStockJob } from './service.ts';

/**
 * Sends the back-in-stock mail of one request. The request was marked notified when the job
 * was queued; a request whose shopper or product has since been deleted is gone with them
 * (cascade), and then there is no one to write to.
 */
export function registerBackInStockJob({ db, jobs, mailer, config }: AppDeps): void {
  jobs.register<BackInStockJob>(BACK_IN_STOCK_JOB, async ({ notificationId }) => {
    const [row] = await db
      .select({
        name: users.name,
        email: users.email,
        productId: products.id,
        productName: products.name,
      })
      .from(stockNotifications)
      .innerJoin(users, eq(users.id, stockNotifications.userId))
      .innerJoin(products, eq(products.id, stockNotifications.productId))
      .where(eq(stockNotifications.id, notificationId));
    if (!row) return;
    const link = `${config.publicUrl}/product/${row.productId}`;
    const mail = backInStockMail(row.name, row.productName, link);
    await mailer.send({ kind: 'back-in-stock', to: row.email, ...mail });
  });
}
