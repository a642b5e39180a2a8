import { and, eq, gt, sql } from 'drizzle-orm';
import { shownQuoteState, validUntilDate } from '@labshop/domain/quote-status';
import { QUOTE_MESSAGES as M } from '@labshop/domain/validation/quote';
import type { DbOrTx } from '../../db/client.ts';
import { quotes } from '../../db/schema.ts';

// How checkout moves a quote along with the order made from it, inside checkout's own
// transactions, so a quote and its checkout never disagree. Each is one conditional update:
// of two acceptances at once, exactly one finds the quote still quoted.

/**
 * Marks a quoted, still valid quote accepted by this order. Answers null when it did, else why
 * not: accepted or declined meanwhile, expired, or re-sent with other terms since the buyer's
 * prices were read (`quotedAt`).
 */
export async function claimQuote(
  tx: DbOrTx,
  quoteId: string,
  quotedAt: Date,
  orderId: string,
): Promise<string | null> {
  const rows = await tx
    .update(quotes)
    .set({ state: 'accepted', acceptedAt: sql`now()`, orderId })
    .where(
      and(
        eq(quotes.id, quoteId),
        eq(quotes.state, 'quoted'),
        gt(quotes.validUntil, sql`now()`),
        // Compared to the millisecond: the database keeps microseconds, JavaScript does not.
        sql`date_trunc('milliseconds', ${quotes.quotedAt}) = ${quotedAt.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: quotes.id });
  if (rows.length > 0) return null;
  const [now] = await tx.select().from(quotes).where(eq(quotes.id, quoteId));
  const state = now ? shownQuoteState(now.state, now.validUntil, new Date()) : 'declined';
  if (state === 'expired' && now?.validUntil) return M.expired(validUntilDate(now.validUntil));
  if (state === 'quoted') return M.amountChanged;
  return state === 'declined' ? M.declined : M.alreadyAccepted;
}

/**
 * The order's payment failed or expired: its quote is quoted again, so the buyer may accept
 * it once more while it is valid (past its day it reads as expired).
 */
export async function reopenQuoteOf(tx: DbOrTx, orderId: string): Promise<void> {
  await tx
    .update(quotes)
    .set({ state: 'quoted', acceptedAt: null, orderId: null })
    .where(and(eq(quotes.orderId, orderId), eq(quotes.state, 'accepted')));
}

/**
 * A payment completed after the shop had given it up: its quote is accepted by this order
 * again if no other acceptance took it meanwhile. Validity is not asked: the buyer paid in time.
 */
export async function confirmQuoteOf(
  tx: DbOrTx,
  quoteNumber: string,
  orderId: string,
): Promise<void> {
  await tx
    .update(quotes)
    .set({ state: 'accepted', acceptedAt: sql`now()`, orderId })
    .where(and(eq(quotes.number, quoteNumber), eq(quotes.state, 'quoted')));
}
