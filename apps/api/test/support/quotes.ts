import type { AdminQuote, Quote } from '@labshop/domain/api/quotes';
import { indiaDay } from '@labshop/domain/quote-status';
import type { Shopper } from './shop-fixtures.ts';
import type { TestApp } from './test-app.ts';

// Quote steps as the buyer's and the admin's browsers take them, through the routes.

export type QuoteLineInput = { productId: string; variantId?: string | null; quantity: number };

export function requestQuote(
  t: TestApp,
  buyer: Shopper,
  body: { lines: QuoteLineInput[]; note?: string; company?: string; gstNumber?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/quotes',
    headers: buyer.headers,
    payload: body,
  });
}

export async function requestedQuote(
  t: TestApp,
  buyer: Shopper,
  lines: QuoteLineInput[],
): Promise<Quote> {
  const res = await requestQuote(t, buyer, { lines, note: 'For the new analytical lab' });
  if (res.statusCode !== 200) throw new Error(`quote request: ${res.body}`);
  return res.json<{ quote: Quote }>().quote;
}

export function sendQuote(
  t: TestApp,
  adminCookie: string,
  quote: Quote,
  terms: { unitPrices: number[]; deliveryCharge?: number; validUntil?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/quotes/${quote._id}/send`,
    headers: { cookie: adminCookie },
    payload: {
      lines: quote.lines.map((line, i) => ({ lineId: line._id, unitPrice: terms.unitPrices[i] })),
      ...(terms.deliveryCharge === undefined ? {} : { deliveryCharge: terms.deliveryCharge }),
      validUntil: terms.validUntil ?? indiaDay(new Date(), 14),
    },
  });
}

export async function sentQuote(
  t: TestApp,
  adminCookie: string,
  quote: Quote,
  terms: { unitPrices: number[]; deliveryCharge?: number },
): Promise<AdminQuote> {
  const res = await sendQuote(t, adminCookie, quote, terms);
  if (res.statusCode !== 200) throw new Error(`quote send: ${res.body}`);
  return res.json<{ quote: AdminQuote }>().quote;
}

export function acceptQuote(
  t: TestApp,
  buyer: Shopper,
  quoteId: string,
  body: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/user/quotes/${quoteId}/accept`,
    headers: buyer.headers,
    payload: { addressId: buyer.addressId, ...body },
  });
}

export async function getQuote(t: TestApp, buyer: Shopper, quoteId: string): Promise<Quote> {
  const res = await t.app.inject({ url: `/api/user/quotes/${quoteId}`, headers: buyer.headers });
  if (res.statusCode !== 200) throw new Error(`quote: ${res.body}`);
  return res.json<{ quote: Quote }>().quote;
}
