import { and, eq, sql } from 'drizzle-orm';
import type { AdminQuote } from '@labshop/domain/api/quotes';
import { formatPaise, paiseToRupees, rupeesToPaise } from '@labshop/domain/money';
import { shownQuoteState, validUntilEnd } from '@labshop/domain/quote-status';
import { QUOTE_MESSAGES as M, type quoteSendBodySchema } from '@labshop/domain/validation/quote';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { quoteLines, quotes } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUuid } from '../../http/ids.ts';
import { recordAudit } from '../audit/record.ts';
import { answerAdminQuotes, linesOf, quoteTotals, type QuoteRow } from './quote-answer.ts';
import { queueQuoteDeclinedMail, queueQuoteSentMail, type QuoteMailDeps } from './quote-mail.ts';

type SendBody = z.output<typeof quoteSendBodySchema>;

export interface AnswerDeps extends QuoteMailDeps {
  db: Db;
}

/** The quote, locked for this transaction: a send and a decline (or an accept) never interleave. */
async function lockQuote(tx: Tx, quoteId: string): Promise<QuoteRow> {
  if (!isUuid(quoteId)) throw notFound(M.notFound);
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for('update');
  if (!quote) throw notFound(M.notFound);
  return quote;
}

/** Only a quote the buyer has not accepted (nor the shop declined) can be priced or declined. */
function assertAnswerable(quote: QuoteRow) {
  if (quote.state === 'accepted' || quote.state === 'declined') {
    throw new AppError('QUOTE_CLOSED', M.notAnswerable, 409);
  }
}

function totalOf(quote: QuoteRow, lines: Parameters<typeof quoteTotals>[1]) {
  const totals = quoteTotals(quote, lines);
  return totals ? paiseToRupees(totals.totalPaise) : null;
}

/**
 * Prices every line, sets the delivery charge and the valid-until day, and sends the quote:
 * the buyer gets a mail with the link, the trail a row. A quoted (or expired) quote may be
 * sent again with new terms; the body must price each of its lines exactly once.
 */
export async function sendQuote(
  deps: AnswerDeps,
  actorUserId: string,
  quoteId: string,
  body: SendBody,
): Promise<AdminQuote> {
  const sent = await deps.db.transaction(async (tx) => {
    const before = await lockQuote(tx, quoteId);
    assertAnswerable(before);
    const lines = (await linesOf(tx, [before.id])).get(before.id) ?? [];
    const prices = new Map(body.lines.map((line) => [line.lineId, line.unitPrice]));
    if (prices.size !== body.lines.length || prices.size !== lines.length) {
      throw new AppError('QUOTE_PRICES', M.pricesMissing, 400, { lines: M.pricesMissing });
    }
    if (lines.some((line) => !prices.has(line.id))) {
      throw new AppError('QUOTE_PRICES', M.pricesMissing, 400, { lines: M.pricesMissing });
    }
    for (const line of lines) {
      await tx
        .update(quoteLines)
        .set({ unitPricePaise: rupeesToPaise(prices.get(line.id)!) })
        .where(eq(quoteLines.id, line.id));
    }
    const [quote] = await tx
      .update(quotes)
      .set({
        state: 'quoted',
        deliveryChargePaise: rupeesToPaise(body.deliveryCharge),
        validUntil: validUntilEnd(body.validUntil),
        quotedAt: sql`now()`,
      })
      .where(eq(quotes.id, before.id))
      .returning();
    if (!quote) throw new Error('quote vanished while being sent');
    const priced = (await linesOf(tx, [quote.id])).get(quote.id) ?? [];
    const total = totalOf(quote, priced);
    await recordAudit(tx, {
      actorUserId,
      kind: 'quote',
      entityId: quote.id,
      action: 'sent',
      summary: `Quote ${quote.number}: quoted ${formatPaise(rupeesToPaise(total ?? 0))}, valid until ${body.validUntil}`,
      before: {
        state: shownQuoteState(before.state, before.validUntil, new Date()),
        total: totalOf(before, lines),
      },
      after: {
        state: 'quoted',
        total,
        deliveryCharge: body.deliveryCharge,
        validUntil: body.validUntil,
        prices: priced.map((line) => ({
          product: line.productName,
          quantity: line.quantity,
          unitPrice: paiseToRupees(line.unitPricePaise ?? 0),
        })),
      },
    });
    await queueQuoteSentMail(tx, deps, quote);
    return quote;
  });
  const [answer] = await answerAdminQuotes(deps.db, [sent]);
  return answer!;
}

/** The shop will not price it: the buyer is told, the trail keeps who decided. */
export async function declineQuote(
  deps: AnswerDeps,
  actorUserId: string,
  quoteId: string,
): Promise<AdminQuote> {
  const declined = await deps.db.transaction(async (tx) => {
    const before = await lockQuote(tx, quoteId);
    assertAnswerable(before);
    const [quote] = await tx
      .update(quotes)
      .set({ state: 'declined', declinedAt: sql`now()` })
      .where(and(eq(quotes.id, before.id)))
      .returning();
    if (!quote) throw new Error('quote vanished while being declined');
    const from = shownQuoteState(before.state, before.validUntil, new Date());
    await recordAudit(tx, {
      actorUserId,
      kind: 'quote',
      entityId: quote.id,
      action: 'declined',
      summary: `Quote ${quote.number}: ${from} → declined`,
      before: { state: from },
      after: { state: 'declined' },
    });
    await queueQuoteDeclinedMail(tx, deps, quote);
    return quote;
  });
  const [answer] = await answerAdminQuotes(deps.db, [declined]);
  return answer!;
}
