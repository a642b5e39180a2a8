import { eq } from 'drizzle-orm';
import { formatPaise } from '@labshop/domain/money';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { orderConfirmationMail } from '../../platform/mail/templates.ts';
import { removeBoughtLines } from '../cart/service.ts';
import { issueInvoice } from '../invoices/service.ts';
import { commitSale } from '../inventory/service.ts';
import { orderLinesOf, placePaidOrder } from '../orders/order-writes.ts';
import { orderStockLines } from '../orders/stock.ts';
import { confirmQuoteOf } from '../quotes/quote-claim.ts';
import { ORDER_CONFIRMATION_JOB, type CheckoutContext } from './context.ts';
import type { OrderMailJob } from './order-mail.ts';

/**
 * Places a paid order, inside the transaction that won its payment: the held units are sold,
 * the invoice is issued, the bought cart lines go and the confirmation mail is queued. The
 * caller's conditional update of the payment makes this run once per order.
 */
export async function markOrderPaid(ctx: CheckoutContext, tx: Db, orderId: string) {
  const order = await placePaidOrder(tx, orderId);
  // A late payment's quote was reopened when the payment expired: it is this order's again.
  if (order.quoteNumber) await confirmQuoteOf(tx, order.quoteNumber, orderId);
  // The held units are sold: they leave on hand and reserved in the same transaction.
  await commitSale(tx, await orderStockLines(tx, orderId));
  // The tax invoice is dated at the payment and numbered in the same transaction.
  const invoice = await issueInvoice(tx, orderId, order.orderedAt ?? new Date(), ctx.config.seller);
  const lines = await orderLinesOf(tx, orderId);
  if (order.isFromCart) await removeBoughtLines(tx, order.userId, lines);
  const [user] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!user) return;
  const content = orderConfirmationMail(user.name, {
    transactionId: order.transactionId,
    invoiceNumber: invoice.number,
    total: formatPaise(order.totalAmountPaise),
    ordersUrl: `${ctx.config.publicUrl}/orders`,
    lines: lines.map((line) => ({
      name: line.productName,
      variant: line.variantName,
      quantity: line.quantity,
      amount: formatPaise(line.amountPaidPaise),
    })),
  });
  // The key makes one mail per order, however many callers reach this point.
  const job: OrderMailJob = {
    orderId,
    message: { kind: 'order-confirmation', to: user.email, ...content },
  };
  await ctx.jobs.enqueue(tx, ORDER_CONFIRMATION_JOB, job, {
    dedupeKey: `order-confirmation:${orderId}`,
    maxAttempts: 15,
  });
}
