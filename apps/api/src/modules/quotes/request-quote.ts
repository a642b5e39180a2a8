import { and, count, eq, inArray } from 'drizzle-orm';
import type { Quote } from '@labshop/domain/api/quotes';
import {
  QUOTE_MESSAGES as M,
  QUOTE_OPEN_REQUESTS_MAX,
  type quoteRequestBodySchema,
} from '@labshop/domain/validation/quote';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { products, quoteLines, quotes } from '../../db/schema.ts';
import { AppError, conflict } from '../../errors.ts';
import { isUuid } from '../../http/ids.ts';
import { selectSellable, type Sellable } from '../cart/sellable-query.ts';
import { lockShopper } from '../checkout/open-checkouts.ts';
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
        company: body.company ?? '',
        gstNumber: body.gstNumber ?? null,
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
        listPricePaise: item.unitPricePaise,
      })),
    );
    return quote;
  });
  const [answer] = await answerQuotes(db, [row]);
  return answer!;
}
