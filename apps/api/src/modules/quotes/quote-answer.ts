import { and, asc, count, desc, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import type { AdminQuote, Quote } from '@labshop/domain/api/quotes';
import { paiseToRupees } from '@labshop/domain/money';
import {
  shownQuoteState,
  validUntilDate,
  type ShownQuoteState,
} from '@labshop/domain/quote-status';
import type { DbOrTx } from '../../db/client.ts';
import { orders, quoteLines, quotes, users } from '../../db/schema.ts';

// Quotes as the API answers them: lines, totals in rupees, the shown state (expired computed
// from valid_until at the moment of asking) and the checkout an acceptance created.

export type QuoteRow = typeof quotes.$inferSelect;
type LineRow = typeof quoteLines.$inferSelect;

export interface QuotePage {
  page: number;
  limit: number;
}

/** The stored states behind a shown one; expired and quoted split on valid_until. */
export function shownStateFilter(state: ShownQuoteState, now: Date): SQL | undefined {
  if (state === 'expired') return and(eq(quotes.state, 'quoted'), lte(quotes.validUntil, now));
  if (state === 'quoted') return and(eq(quotes.state, 'quoted'), gt(quotes.validUntil, now));
  return eq(quotes.state, state);
}

/** Quoted total in paise: the lines at their quoted prices plus the delivery charge. */
export function quoteTotals(quote: QuoteRow, lines: readonly LineRow[]) {
  if (quote.state === 'requested' || lines.some((line) => line.unitPricePaise === null)) {
    return null;
  }
  const subtotalPaise = lines.reduce((sum, l) => sum + (l.unitPricePaise ?? 0) * l.quantity, 0);
  const deliveryChargePaise = quote.deliveryChargePaise ?? 0;
  return { subtotalPaise, deliveryChargePaise, totalPaise: subtotalPaise + deliveryChargePaise };
}

export async function linesOf(db: DbOrTx, quoteIds: readonly string[]) {
  if (quoteIds.length === 0) return new Map<string, LineRow[]>();
  const rows = await db
    .select()
    .from(quoteLines)
    .where(inArray(quoteLines.quoteId, [...quoteIds]))
    .orderBy(asc(quoteLines.position), asc(quoteLines.id));
  const byQuote = new Map<string, LineRow[]>();
  for (const row of rows) byQuote.set(row.quoteId, [...(byQuote.get(row.quoteId) ?? []), row]);
  return byQuote;
}

async function ordersOf(db: DbOrTx, orderIds: readonly string[]) {
  if (orderIds.length === 0) return new Map<string, Quote['order']>();
  // Read through the orders table's own columns only: which checkout, and is it paid.
  const rows = await db
    .select({ id: orders.id, transactionId: orders.transactionId, status: orders.paymentStatus })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  return new Map(
    rows.map((row) => [row.id, { transactionId: row.transactionId, paymentStatus: row.status }]),
  );
}

function toQuote(
  quote: QuoteRow,
  lines: readonly LineRow[],
  order: Quote['order'],
  now: Date,
): Quote {
  const totals = quoteTotals(quote, lines);
  const state = shownQuoteState(quote.state, quote.validUntil, now);
  const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
  return {
    _id: quote.id,
    number: quote.number,
    state,
    note: quote.note,
    company: quote.company,
    gstNumber: quote.gstNumber,
    lines: lines.map((line) => ({
      _id: line.id,
      productId: line.productId,
      variantId: line.variantId,
      productName: line.productName,
      variantName: line.variantName,
      sku: line.sku,
      quantity: line.quantity,
      listPrice: paiseToRupees(line.listPricePaise),
      unitPrice: rupees(line.unitPricePaise),
      lineTotal:
        line.unitPricePaise === null ? null : paiseToRupees(line.unitPricePaise * line.quantity),
    })),
    subtotal: totals ? paiseToRupees(totals.subtotalPaise) : null,
    deliveryCharge: totals ? paiseToRupees(totals.deliveryChargePaise) : null,
    total: totals ? paiseToRupees(totals.totalPaise) : null,
    validUntil: quote.validUntil ? validUntilDate(quote.validUntil) : null,
    requestedAt: quote.createdAt.toISOString(),
    quotedAt: quote.quotedAt?.toISOString() ?? null,
    acceptedAt: quote.acceptedAt?.toISOString() ?? null,
    declinedAt: quote.declinedAt?.toISOString() ?? null,
    order,
    canAccept: state === 'quoted',
  };
}

/** Quotes with their lines and checkouts, in the order given. */
export async function answerQuotes(db: DbOrTx, rows: readonly QuoteRow[], now = new Date()) {
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  const checkouts = await ordersOf(
    db,
    rows.flatMap((row) => (row.orderId ? [row.orderId] : [])),
  );
  return rows.map((row) =>
    toQuote(
      row,
      lines.get(row.id) ?? [],
      row.orderId ? (checkouts.get(row.orderId) ?? null) : null,
      now,
    ),
  );
}

/** A page of quotes matching `where`, newest first, with the number of all that match. */
export async function pageOfQuotes(db: DbOrTx, where: SQL | undefined, page: QuotePage) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(quotes)
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(quotes).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The admin's view adds who asked. */
export async function answerAdminQuotes(
  db: DbOrTx,
  rows: readonly QuoteRow[],
): Promise<AdminQuote[]> {
  const answered = await answerQuotes(db, rows);
  const ids = [...new Set(rows.map((row) => row.userId))];
  const people =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, ids));
  const byId = new Map(people.map((p) => [p.id, p]));
  return answered.map((quote, i) => {
    const person = byId.get(rows[i]!.userId);
    return {
      ...quote,
      customer: { _id: rows[i]!.userId, name: person?.name ?? '', email: person?.email ?? '' },
    };
  });
}
