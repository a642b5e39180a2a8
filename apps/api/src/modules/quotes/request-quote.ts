import { and, count, eq, inArray } from 'drizzle-orm';
import type { Quote } from '@labshop/domain/api/quotes';
import {
  QUOTE_MESSAGES as M,
  QUOTE_COMPANY_MAX,
  QUOTE_OPEN_REQUESTS_MAX,
  type quoteRequestBodySchema,
} from '@labshop/domain/validation/quote';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { products, quoteLines, quotes } from '../../db/schema.ts';
import { AppError, conflict } from '../../errors.ts';
import { isUuid } from '../../http/ids.ts';
import { selectSellable, withQuantity, type Sellable } from '../cart/sellable-query.ts';
import { lockShopper } from '../checkout/open-checkouts.ts';
import { getProfile } from '../profile/service.ts';
import { answerQuotes } from './quote-answer.ts';

type RequestBody = z.output<typeof quoteRequestBodySchema>;

/** Each line's product as the shop sells it now; stock does not matter, lead time is asked. */
async function loadQuotable(db: Db, lines: RequestBody['lines']): Promise<Sellable[]> {
  const loaded: Sellable[] = [];
  for (const line of lines) {
    const variantId = line.variantId ?? null;
    const valid = isUuid(line.productId) && (variantId === null || isUuid(variantId));
    const sellable = valid ? await selectSellable(db, line.productId, variantId) : null;
    if (sellable?.isVisible && sellable.variantsEnabled && variantId === null) {
      throw new AppError('VARIANT_REQUIRED', M.variantRequired, 400);
    }
    if (!sellable?.isBuyable) {
      throw conflict(M.unavailable(sellable?.name ?? 'A product'));
    }
    loaded.push(sellable);
  }
  return loaded;
}

async function skusOf(db: Db, productIds: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Map(rows.map((row) => [row.id, row.sku]));
}

/**
 * Records a buyer's request for prices: each line with the product's name and today's price
 * (so the admin sees the list price beside the one they quote). Bounded per buyer: at most
 * QUOTE_OPEN_REQUESTS_MAX quotes waiting for a price at once.
 */
export async function requestQuote(db: Db, userId: string, body: RequestBody): Promise<Quote> {
  const items = await loadQuotable(db, body.lines);
  const company = await companyOf(db, userId, body);
  const skus = await skusOf(
    db,
    items.map((item) => item.productId),
  );
  const row = await db.transaction(async (tx) => {
    // Under the shopper's lock, so two requests at once cannot both pass the count.
    await lockShopper(tx, userId);
    const [waiting] = await tx
      .select({ n: count() })
      .from(quotes)
      .where(and(eq(quotes.userId, userId), eq(quotes.state, 'requested')));
    if ((waiting?.n ?? 0) >= QUOTE_OPEN_REQUESTS_MAX) {
      throw new AppError('TOO_MANY_QUOTES', M.tooManyOpen, 409);
    }
    const [quote] = await tx
      .insert(quotes)
      .values({
        userId,
        note: body.note.trim(),
        ...company,
      })
      .returning();
    if (!quote) throw new Error('quote insert returned no row');
    await tx.insert(quoteLines).values(
      items.map((item, position) => ({
        quoteId: quote.id,
        position,
        productId: item.productId,
        variantId: item.variantId,
        productName: item.name,
        variantName: item.variantName,
        sku: skus.get(item.productId) ?? '',
        quantity: body.lines[position]!.quantity,
        // Today's price for that quantity: a quantity price when the line reaches one.
        listPricePaise: withQuantity(item, body.lines[position]!.quantity).unitPricePaise,
      })),
    );
    return quote;
  });
  const [answer] = await answerQuotes(db, [row]);
  return answer!;
}

/**
 * The company the quote is for: what the buyer gave, else (a field left out, not blanked) the
 * corporate signup's trade name and GSTIN, as the form prefills them.
 */
async function companyOf(db: Db, userId: string, body: RequestBody) {
  const corporate =
    body.company === undefined || body.gstNumber === undefined
      ? (await getProfile(db, userId)).corporateDetails
      : undefined;
  return {
    company: (body.company ?? corporate?.tradeName ?? '').slice(0, QUOTE_COMPANY_MAX),
    gstNumber: body.gstNumber === undefined ? corporate?.gstNumber || null : body.gstNumber,
  };
}
