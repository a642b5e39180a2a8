import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { PayResponse } from '@labshop/domain/api/checkout';
import { paiseToRupees } from '@labshop/domain/money';
import { CHECKOUT_MESSAGES as M } from '@labshop/domain/validation/checkout';
import { QUOTE_MESSAGES } from '@labshop/domain/validation/quote';
import type { Db } from '../../db/client.ts';
import { addresses, orderLines, orders, payments } from '../../db/schema.ts';
import type { DeliveryAddressSnapshot } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { CheckoutContext } from './context.ts';
import { answerOpenCheckout } from './open-checkouts.ts';
import { placeOrder } from './place-order.ts';
import { checkPayment, isAwaitingGateway } from './settle.ts';

const ORDER_NOT_FOUND = 'Order not found';

/**
 * Try again for one of the caller's unpaid orders, without walking the cart again. While its
 * payment can still be made, the answer is that payment (the same transaction id and gateway
 * page, as a retried Pay gets). Otherwise a new order is placed for the same lines and address
 * under the same checkout key, with every check a Pay has (stock, limits, today's prices: a
 * total that changed since is refused, never charged unseen).
 */
export async function payAgain(
  ctx: CheckoutContext,
  userId: string,
  transactionId: string,
  idempotencyKey: string | undefined,
): Promise<PayResponse> {
  const order = await findOrder(ctx.db, userId, transactionId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.paymentStatus === 'SUCCESS') throw alreadyPaid();
  // A Try again that already went through (pressed again from a stale page) buys nothing twice.
  const paidLater = await laterPaidCheckout(ctx.db, userId, order);
  if (paidLater) throw new AppError('ALREADY_PAID', M.paidAs(paidLater), 409);
  if (order.paymentStatus === 'PENDING') {
    // Asked first, so a payment the gateway completed a moment ago is never started twice.
    if (await isPaidAtGateway(ctx, order.id)) throw alreadyPaid();
    if (order.checkoutKey) {
      const open = await answerOpenCheckout(ctx, userId, order.checkoutKey);
      if (open) return open;
    }
  }
  // Its prices were the quote's: a new order at today's prices is not what was agreed.
  if (order.quoteNumber) {
    throw new AppError('QUOTE_ORDER', QUOTE_MESSAGES.payAgainQuote(order.quoteNumber), 409);
  }
  const lines = await ctx.db
    .select({
      productId: orderLines.productId,
      variantId: orderLines.variantId,
      variantName: orderLines.variantName,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.createdAt), asc(orderLines.id));
  const items = lines.map((line) => {
    // A deleted product, or a deleted variant of one, cannot be bought again.
    if (!line.productId || (line.variantName !== null && !line.variantId)) {
      throw new AppError('ITEMS_GONE', M.payAgainItemsGone, 409);
    }
    return { productId: line.productId, variantId: line.variantId, quantity: line.quantity };
  });
  const addressId = await sameAddressId(ctx.db, userId, order.deliveryAddress);
  if (!addressId) throw new AppError('ADDRESS_GONE', M.payAgainAddressGone, 409);
  return placeOrder(ctx, {
    userId,
    items,
    amount: paiseToRupees(order.totalAmountPaise),
    addressId,
    isFromCart: order.isFromCart,
    idempotencyKey,
    checkoutKey: order.checkoutKey ?? undefined,
    // Paying again is the same purchase: the same PO and invoice GSTIN.
    purchaseOrderNumber: order.purchaseOrderNumber,
    gstNumber: order.gstNumber,
  });
}

function alreadyPaid() {
  return new AppError('ALREADY_PAID', M.alreadyPaid, 409);
}

async function findOrder(db: Db, userId: string, transactionId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      paymentStatus: orders.paymentStatus,
      totalAmountPaise: orders.totalAmountPaise,
      deliveryAddress: orders.deliveryAddress,
      isFromCart: orders.isFromCart,
      checkoutKey: orders.checkoutKey,
      purchaseOrderNumber: orders.purchaseOrderNumber,
      gstNumber: orders.gstNumber,
      quoteNumber: orders.quoteNumber,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.transactionId, transactionId), eq(orders.userId, userId)))
    .limit(1);
  return order;
}

/** A later paid order of the shopper for the same basket: the one that took over this one. */
async function laterPaidCheckout(
  db: Db,
  userId: string,
  order: { checkoutKey: string | null; createdAt: Date },
): Promise<string | null> {
  if (!order.checkoutKey) return null;
  const [later] = await db
    .select({ transactionId: orders.transactionId })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.checkoutKey, order.checkoutKey),
        eq(orders.paymentStatus, 'SUCCESS'),
        gt(orders.createdAt, order.createdAt),
      ),
    )
    .limit(1);
  return later?.transactionId ?? null;
}

/** Whether the order's payment turns out paid when the gateway is asked now; unreachable is no. */
async function isPaidAtGateway(ctx: CheckoutContext, orderId: string): Promise<boolean> {
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!payment || !isAwaitingGateway(payment.state)) return payment?.state === 'SUCCESS';
  try {
    return (await checkPayment(ctx, payment)) === 'SUCCESS';
  } catch (err) {
    ctx.log.warn({ err, orderId }, 'payment status check before Try again failed');
    return false;
  }
}

/** The caller's saved address the order was sent to, if it is still there as it was. */
async function sameAddressId(
  db: Db,
  userId: string,
  sent: DeliveryAddressSnapshot,
): Promise<string | null> {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.street, sent.street),
        eq(addresses.city, sent.city),
        eq(addresses.state, sent.state),
        eq(addresses.zipcode, sent.zipcode),
        eq(addresses.landmark, sent.landmark),
        eq(addresses.addressType, sent.addressType),
      ),
    )
    .orderBy(desc(addresses.isPrimary), asc(addresses.createdAt))
    .limit(1);
  return row?.id ?? null;
}
