import { describe, expect, it } from 'vitest';
import {
  QUOTE_LINES_MAX,
  QUOTE_MESSAGES as M,
  QUOTE_NOTE_MAX,
  quoteAcceptBodySchema,
  quoteRequestBodySchema,
  quoteSendBodySchema,
  validUntilProblem,
} from './quote.ts';
import { indiaDay } from '../quote-status.ts';

const P = '6f1c2a7e-7a43-4d0e-9a55-8d2c0d3f5a10';
const line = (over: Record<string, unknown> = {}) => ({ productId: P, quantity: 5, ...over });
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('quote request body', () => {
  it('takes lines, a note and the company, trimmed', () => {
    const parsed = quoteRequestBodySchema.parse({
      lines: [line({ variantId: null })],
      note: 'Need delivery before March',
      company: '  Bharat   Analytical Labs ',
      gstNumber: '29aagcb7383j1z4',
    });
    expect(parsed.company).toBe('Bharat Analytical Labs');
    expect(parsed.gstNumber).toBe('29AAGCB7383J1Z4');
    expect(quoteRequestBodySchema.parse({ lines: [line()] }).note).toBe('');
  });

  it('refuses no lines, too many lines and a product twice with their messages', () => {
    expect(messages(quoteRequestBodySchema.safeParse({ lines: [] }))).toEqual([M.noLines]);
    expect(messages(quoteRequestBodySchema.safeParse({}))).toEqual([M.noLines]);
    const many = Array.from({ length: QUOTE_LINES_MAX + 1 }, (_, i) =>
      line({ productId: `${P.slice(0, -2)}${String(i).padStart(2, '0')}` }),
    );
    expect(messages(quoteRequestBodySchema.safeParse({ lines: many }))).toEqual([M.tooManyLines]);
    expect(messages(quoteRequestBodySchema.safeParse({ lines: [line(), line()] }))).toEqual([
      M.duplicateLine,
    ]);
  });

  it('refuses a quantity that is not a whole number from 1 to the maximum', () => {
    for (const quantity of [0, -1, 1.5, 10_001, '3']) {
      expect(messages(quoteRequestBodySchema.safeParse({ lines: [line({ quantity })] }))).toEqual([
        M.quantity,
      ]);
    }
  });

  it('refuses a note or company over its length, and a GSTIN that fails its check', () => {
    const note = 'n'.repeat(QUOTE_NOTE_MAX + 1);
    expect(messages(quoteRequestBodySchema.safeParse({ lines: [line()], note }))).toEqual([M.note]);
    const company = 'c'.repeat(121);
    expect(messages(quoteRequestBodySchema.safeParse({ lines: [line()], company }))).toEqual([
      M.company,
    ]);
    expect(
      quoteRequestBodySchema.safeParse({ lines: [line()], gstNumber: '29AAGCB7383J1Z5' }).success,
    ).toBe(false);
  });
});

describe('quote send body', () => {
  const today = indiaDay(new Date());
  const body = (over: Record<string, unknown> = {}) => ({
    lines: [{ lineId: P, unitPrice: 99.5 }],
    validUntil: indiaDay(new Date(), 14),
    ...over,
  });

  it('takes prices in rupees, a delivery charge defaulting to 0 and a date', () => {
    expect(quoteSendBodySchema.parse(body()).deliveryCharge).toBe(0);
    expect(
      quoteSendBodySchema.parse(body({ validUntil: today, deliveryCharge: 250 })),
    ).toMatchObject({
      deliveryCharge: 250,
    });
  });

  it('refuses prices of no paise, fractions of a paisa and past or far dates', () => {
    expect(
      messages(quoteSendBodySchema.safeParse(body({ lines: [{ lineId: P, unitPrice: 0 }] }))),
    ).toEqual([M.unitPrice]);
    expect(
      messages(quoteSendBodySchema.safeParse(body({ lines: [{ lineId: P, unitPrice: 1.005 }] }))),
    ).toEqual([M.unitPrice]);
    expect(messages(quoteSendBodySchema.safeParse(body({ deliveryCharge: -1 })))).toEqual([
      M.deliveryCharge,
    ]);
    expect(messages(quoteSendBodySchema.safeParse(body({ lines: [] })))).toEqual([M.pricesMissing]);
    expect(messages(quoteSendBodySchema.safeParse(body({ validUntil: '2020-01-01' })))).toEqual([
      M.validUntilPast,
    ]);
    expect(messages(quoteSendBodySchema.safeParse(body({ validUntil: '31-12-2026' })))).toEqual([
      M.validUntil,
    ]);
  });

  it('gives a quote at most 90 days', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(validUntilProblem('2027-02-25', now)).toBeNull();
    expect(validUntilProblem('2027-02-26', now)).toBe(M.validUntilTooFar);
    expect(validUntilProblem('2026-11-26', now)).toBe(M.validUntilPast);
  });
});

describe('quote accept body', () => {
  it('takes the pay body’s address, PO number and GSTIN, all optional', () => {
    expect(quoteAcceptBodySchema.parse({})).toEqual({});
    expect(
      quoteAcceptBodySchema.parse({ addressId: P, purchaseOrderNumber: ' PO/7 ', gstNumber: '' }),
    ).toEqual({ addressId: P, purchaseOrderNumber: 'PO/7', gstNumber: null });
    expect(quoteAcceptBodySchema.safeParse({ purchaseOrderNumber: 'P'.repeat(36) }).success).toBe(
      false,
    );
  });
});
