import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PayResponse } from '@labshop/domain/api/checkout';
import { checkoutTotals } from '@labshop/domain/checkout-amounts';
import { rupeesToPaise } from '@labshop/domain/money';
import { pinCodeStateProblem } from '@labshop/domain/validation/address';
import { CHECKOUT_LINES_MAX, CHECKOUT_MESSAGES as M } from '@labshop/domain/validation/checkout';
import { PURCHASE_ORDER_MESSAGES } from '@labshop/domain/validation/purchase-order';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { addresses, orders, payments, users } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { isUuid } from '../../http/ids.ts';
import { reserveStock } from '../inventory/service.ts';
import { createUnpaidOrder } from '../orders/order-writes.ts';
import { claimQuote } from '../quotes/quote-claim.ts';
import { assertInStock, loadItems, paymentMessage, type OrderItem } from './checkout-items.ts';
import { checkoutKey } from './checkout-key.ts';
import {
  FIRST_POLL_MS,
  MIN_PAYMENT_PAISE,
  PAYMENT_EXPIRE_JOB,
  PAYMENT_JOB_MAX_ATTEMPTS,
  PAYMENT_POLL_JOB,
  RESERVATION_MS,
  type CheckoutContext,
} from './context.ts';
import { expiryDeadline } from './expiry.ts';
import {
  answerOpenCheckout,
  assertHoldLimits,
  assertRoomForCheckout,
  lockShopper,
  type PaymentPayload,
} from './open-checkouts.ts';
import { priceItems, type QuoteTerms } from './quote-prices.ts';
import { settlePayment } from './settle.ts';

export interface PlaceOrderInput {
  userId: string;
  items: OrderItem[];
  /** What the shopper saw, in rupees; refused when it is not the server's total. */
  amount: number;
  addressId: string | undefined;
  isFromCart: boolean;
  /** The client's Idempotency-Key header: Pays with different keys are different checkouts. */
  idempotencyKey?: string | undefined;
  /** A Try again buys what the unpaid order it repeats bought, under that order's key. */
  checkoutKey?: string | undefined;
  /** The buyer's purchase order number, printed on the invoice; null or absent: none. */
  purchaseOrderNumber?: string | null | undefined;
  /** A GSTIN to invoice instead of the account's own; corporate accounts only. */
  gstNumber?: string | null | undefined;
  /** An accepted quote: its unit prices and delivery charge instead of the shop's own. */
  quote?: QuoteTerms | undefined;
}

/** "LS" + time + randomness: unique, sortable, and within PhonePe's 63 of A-Z a-z 0-9 _ -. */
export function newTransactionId(): string {
  return `LS${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
}

async function loadAddress(db: Db, userId: string, addressId: string | undefined) {
  if (!addressId) throw new AppError('NO_ADDRESS', M.noAddress, 400);
  // Someone else's address and a malformed id get the same answer.
  if (!isUuid(addressId)) throw notFound(M.noAddress);
  const [address] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .limit(1);
  if (!address) throw notFound(M.noAddress);
  // An address saved before PIN codes were checked may name another state: its invoice would
  // carry the wrong place of supply and tax, so the shopper corrects it first.
  const pinProblem = pinCodeStateProblem(address.zipcode, address.state);
  if (pinProblem) throw new AppError('ADDRESS_PIN_STATE', pinProblem, 400);
  return address;
}

async function assertPhoneVerified(db: Db, userId: string, gstNumber: string | null) {
  const [user] = await db
    .select({ phoneVerified: users.phoneVerified, isCorporate: users.isCorporate })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.phoneVerified) throw new AppError('PHONE_NOT_VERIFIED', M.phoneNotVerified, 400);
  // A shopper's invoice names no GSTIN: claiming input tax needs a registered (corporate) buyer.
  if (gstNumber && !user.isCorporate) {
    throw new AppError('NOT_CORPORATE', PURCHASE_ORDER_MESSAGES.gstNumberNotCorporate, 400, {
      gstNumber: PURCHASE_ORDER_MESSAGES.gstNumberNotCorporate,
    });
  }
}

/** An order with its payment, answered by another Pay for the same basket (unique index). */
class BasketAlreadyOpen extends Error {}

/**
 * Checks the order; answers the shopper's open checkout for the same basket when there is one
 * (a retried or double-clicked Pay); otherwise, in one transaction under the shopper's lock,
 * applies the limits on unpaid checkouts, creates the order (payment pending) with a snapshot
 * of names, prices, delivery and address, reserves the stock and records the payment with its
 * follow-up jobs. Then asks the gateway where to send the shopper, and keeps that answer.
 */
export async function placeOrder(
  ctx: CheckoutContext,
  input: PlaceOrderInput,
): Promise<PayResponse> {
  const { db } = ctx;
  if (input.items.length > CHECKOUT_LINES_MAX) {
    throw new AppError('TOO_MANY_LINES', M.tooManyLines(CHECKOUT_LINES_MAX), 400);
  }
  const address = await loadAddress(db, input.userId, input.addressId);
  await assertPhoneVerified(db, input.userId, input.gstNumber ?? null);
  if (input.items.length === 0) throw new AppError('EMPTY_CART', M.emptyCart, 400);
  const priced = priceItems(await loadItems(db, input.items), input.quote);
  const items = priced.map((p) => p.item);
  const totals = checkoutTotals(priced.map((p) => p.price));
  if (rupeesToPaise(input.amount) !== totals.totalPaise) {
    throw new AppError('AMOUNT_MISMATCH', M.amountChanged, 409);
  }
  if (totals.totalPaise < MIN_PAYMENT_PAISE) {
    throw new AppError('AMOUNT_TOO_SMALL', 'The smallest payment is ₹1.00.', 400);
  }
  const key =
    input.checkoutKey ??
    checkoutKey({
      lines: items,
      addressId: address.id,
      totalPaise: totals.totalPaise,
      isFromCart: input.isFromCart,
      idempotencyKey: input.idempotencyKey,
    });
  const open = await answerOpenCheckout(ctx, input.userId, key);
  if (open) return open;
  assertInStock(items);

  const transactionId = newTransactionId();
  const expiresAt = new Date(Date.now() + RESERVATION_MS);
  let payment: typeof payments.$inferSelect;
  try {
    payment = await db.transaction(async (tx) => {
      await lockShopper(tx, input.userId);
      // A Pay for the same basket that held the lock first has committed its order by now.
      if (await hasOpenCheckout(tx, input.userId, key)) throw new BasketAlreadyOpen();
      await assertRoomForCheckout(tx, input.userId);
      await assertHoldLimits(
        tx,
        input.userId,
        items.map((item) => ({
          productId: item.productId,
          variantId: item.variantId,
          quantity: item.quantity,
          name: item.variantName ? `${item.name} (${item.variantName})` : item.name,
        })),
      );
      const orderId = await createUnpaidOrder(tx, {
        userId: input.userId,
        transactionId,
        subtotalPaise: totals.subtotalPaise,
        deliveryChargePaise: totals.deliveryChargePaise,
        totalAmountPaise: totals.totalPaise,
        isFromCart: input.isFromCart,
        checkoutKey: key,
        purchaseOrderNumber: input.purchaseOrderNumber ?? null,
        gstNumber: input.gstNumber ?? null,
        quoteNumber: input.quote?.number ?? null,
        deliveryAddress: {
          street: address.street,
          city: address.city,
          state: address.state,
          zipcode: address.zipcode,
          landmark: address.landmark,
          addressType: address.addressType,
          recipientName: address.recipientName,
          phone: address.phone,
          company: address.company,
        },
        lines: priced.map(({ item, price }) => ({
          productId: item.productId,
          variantId: item.variantId,
          productName: item.name,
          variantName: item.variantName,
          quantity: item.quantity,
          unitPricePaise: item.unitPricePaise,
          deliveryChargePaise: price.deliveryChargePaise,
          deliveryType: item.deliveryType,
          amountPaidPaise: price.totalPaise,
          hsnCode: item.hsnCode,
          gstRatePercent: item.gstRatePercent,
        })),
      });
      // In the order's transaction: of two acceptances at once, one order commits.
      const refused =
        input.quote && (await claimQuote(tx, input.quote.id, input.quote.quotedAt, orderId));
      if (refused) throw new AppError('QUOTE_TAKEN', refused, 409);
      const short = await reserveStock(tx, items);
      if (short) {
        // Throwing rolls back the order and every reservation made before this one.
        const item = items.find(
          (i) => i.productId === short.productId && i.variantId === short.variantId,
        );
        throw conflict(`${item?.name ?? 'A product'}: someone bought the last units just now.`);
      }
      const [created] = await tx
        .insert(payments)
        .values({
          orderId,
          provider: ctx.gateway.name,
          merchantTransactionId: transactionId,
          amountPaise: totals.totalPaise,
          state: 'PENDING',
          expiresAt,
        })
        .returning();
      if (!created) throw new Error('payment insert returned no row');
      const payload = { paymentId: created.id };
      await ctx.jobs.enqueue(tx, PAYMENT_POLL_JOB, payload, {
        runAt: new Date(Date.now() + FIRST_POLL_MS),
        dedupeKey: `payment-poll:${created.id}`,
        maxAttempts: PAYMENT_JOB_MAX_ATTEMPTS,
      });
      await ctx.jobs.enqueue(tx, PAYMENT_EXPIRE_JOB, payload, {
        runAt: expiryDeadline(created),
        dedupeKey: `payment-expire:${created.id}`,
        maxAttempts: PAYMENT_JOB_MAX_ATTEMPTS,
      });
      return created;
    });
  } catch (err) {
    // The unique open-checkout index backs the lock: a second order for one basket never commits.
    if (err instanceof BasketAlreadyOpen || isUniqueViolation(err)) {
      const first = await answerOpenCheckout(ctx, input.userId, key);
      if (first) return first;
      // The first Pay for this basket is gone already: the gateway refused it.
      throw new AppError('GATEWAY_ERROR', M.initiateFailed, 502);
    }
    throw err;
  }

  try {
    const created = await ctx.gateway.createPayment({
      merchantOrderId: transactionId,
      amountPaise: totals.totalPaise,
      redirectUrl: `${ctx.config.publicUrl}/payment-success?transactionId=${transactionId}`,
      expireAfterSeconds: RESERVATION_MS / 1000,
      message: paymentMessage(items, totals.totalPaise),
    });
    const kept: PaymentPayload = { redirectUrl: created.redirectUrl };
    await db
      .update(payments)
      .set({ providerReference: created.providerReference ?? null, payload: kept })
      .where(eq(payments.id, payment.id));
    return { redirectUrl: created.redirectUrl, transactionId };
  } catch (err) {
    ctx.log.error({ err, transactionId }, 'the payment gateway refused a new payment');
    await settlePayment(ctx, payment.id, 'FAILED');
    throw new AppError('GATEWAY_ERROR', M.initiateFailed, 502);
  }
}

async function hasOpenCheckout(tx: Db, userId: string, key: string): Promise<boolean> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.checkoutKey, key),
        eq(orders.paymentStatus, 'PENDING'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
