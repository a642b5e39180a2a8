import { and, eq } from 'drizzle-orm';
import type { PayResponse } from '@labshop/domain/api/checkout';
import { paiseToRupees, rupeesToPaise } from '@labshop/domain/money';
import { validUntilDate, shownQuoteState } from '@labshop/domain/quote-status';
import { QUOTE_MESSAGES as M, type quoteAcceptBodySchema } from '@labshop/domain/validation/quote';
import type { z } from 'zod';
import { quotes } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUuid } from '../../http/ids.ts';
import type { CheckoutContext } from '../checkout/context.ts';
import { placeOrder } from '../checkout/place-order.ts';
import { listAddresses } from '../profile/addresses.ts';
import { linesOf, quoteTotals, type QuoteRow } from './quote-answer.ts';

type AcceptBody = z.output<typeof quoteAcceptBodySchema>;

/** Only the owner's quote; anyone else's, and a malformed id, is not found. */
export async function findOwnQuote(
  db: CheckoutContext['db'],
  userId: string,
  quoteId: string,
): Promise<QuoteRow> {
  if (!isUuid(quoteId)) throw notFound(M.notFound);
  const [quote] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.userId, userId)))
    .limit(1);
  if (!quote) throw notFound(M.notFound);
  return quote;
}

/** Why a quote cannot be accepted now, or null when it can. */
function refusal(quote: QuoteRow, now: Date): string | null {
  const state = shownQuoteState(quote.state, quote.validUntil, now);
  if (state === 'requested') return M.notQuoted;
  if (state === 'declined') return M.declined;
  if (state === 'accepted') return M.alreadyAccepted;
  if (state === 'expired') return M.expired(validUntilDate(quote.validUntil!));
  return null;
}

async function primaryAddressId(ctx: CheckoutContext, userId: string) {
  const list = await listAddresses(ctx.db, userId);
  return (list.find((address) => address.isPrimary) ?? list[0])?._id;
}

/**
 * Accepts a quoted, unexpired quote: a checkout at the quote's prices through the same path
 * as Pay (address, phone, limits, stock reserved now, the gateway). The quote turns accepted
 * inside the order's transaction, so of two acceptances at once one order commits; the other
 * is answered that checkout (same basket) or refused. Its payment failing reopens the quote.
 */
export async function acceptQuote(
  ctx: CheckoutContext,
  userId: string,
  quoteId: string,
  body: AcceptBody,
): Promise<PayResponse> {
  const quote = await findOwnQuote(ctx.db, userId, quoteId);
  const refused = refusal(quote, new Date());
  if (refused) throw new AppError('QUOTE_NOT_ACCEPTABLE', refused, 409);
  const lines = (await linesOf(ctx.db, [quote.id])).get(quote.id) ?? [];
  const totals = quoteTotals(quote, lines);
  if (!totals) throw new AppError('QUOTE_NOT_ACCEPTABLE', M.notQuoted, 409);
  if (body.amount !== undefined && rupeesToPaise(body.amount) !== totals.totalPaise) {
    throw new AppError('AMOUNT_MISMATCH', M.amountChanged, 409);
  }
  const items = lines.map((line) => {
    // A product (or variant) deleted since the quote cannot be bought at any price.
    if (!line.productId || (line.variantName !== null && !line.variantId)) {
      throw new AppError('QUOTE_LINE_GONE', M.lineGone, 409);
    }
    return {
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise!,
    };
  });
  return placeOrder(ctx, {
    userId,
    items: items.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
    amount: paiseToRupees(totals.totalPaise),
    addressId: body.addressId ?? (await primaryAddressId(ctx, userId)),
    isFromCart: false,
    // One basket per quote: a double-clicked Accept finds the checkout the first one opened.
    idempotencyKey: `quote:${quote.id}`,
    purchaseOrderNumber: body.purchaseOrderNumber ?? null,
    gstNumber: body.gstNumber ?? null,
    quote: {
      id: quote.id,
      number: quote.number,
      quotedAt: quote.quotedAt!,
      lines: items,
      deliveryChargePaise: totals.deliveryChargePaise,
    },
  });
}
