import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  GST_FIELD_MESSAGES,
  GST_RATES,
  gstRateField,
  gstRateProblem,
  hsnCodeField,
  hsnCodeProblem,
  isGstRate,
} from './gst-rates.ts';

const form = z.object({ hsnCode: hsnCodeField(), gstRatePercent: gstRateField() });
const messageAt = (input: unknown, field: string) =>
  form.safeParse(input).error?.issues.find((issue) => issue.path.join('.') === field)?.message;

describe('GST rates', () => {
  it('allows the slabs 0, 5, 12, 18 and 28', () => {
    expect(GST_RATES).toEqual([0, 5, 12, 18, 28]);
    expect([0, 5, 12, 18, 28].every(isGstRate)).toBe(true);
    expect([3, 15, 40, -5, 18.5].some(isGstRate)).toBe(false);
  });

  it('reads the rate from text or a number', () => {
    expect(form.parse({ hsnCode: '9027', gstRatePercent: '18' }).gstRatePercent).toBe(18);
    expect(form.parse({ hsnCode: '9027', gstRatePercent: 0 }).gstRatePercent).toBe(0);
  });

  it.each([
    ['', GST_FIELD_MESSAGES.rateRequired],
    [undefined, GST_FIELD_MESSAGES.rateRequired],
    ['15', GST_FIELD_MESSAGES.rateInvalid],
    ['18.0', GST_FIELD_MESSAGES.rateInvalid],
    [40, GST_FIELD_MESSAGES.rateInvalid],
    ['eighteen', GST_FIELD_MESSAGES.rateInvalid],
  ])('rejects rate %j with its message', (gstRatePercent, message) => {
    expect(messageAt({ hsnCode: '9027', gstRatePercent }, 'gstRatePercent')).toBe(message);
    expect(gstRateProblem(gstRatePercent)).toBe(message);
  });

  it('words the messages like the other product fields', () => {
    expect(GST_FIELD_MESSAGES).toEqual({
      hsnRequired: 'HSN Code is required',
      hsnInvalid: 'HSN Code must be 4, 6 or 8 digits',
      rateRequired: 'GST Rate is required',
      rateInvalid: 'GST Rate must be one of: 0, 5, 12, 18, 28',
    });
  });
});

describe('HSN codes', () => {
  it.each(['9027', '902780', '90278090', ' 7017 '])('accepts %j', (hsnCode) => {
    expect(form.parse({ hsnCode, gstRatePercent: '18' }).hsnCode).toBe(hsnCode.trim());
  });

  it.each([
    ['', GST_FIELD_MESSAGES.hsnRequired],
    ['   ', GST_FIELD_MESSAGES.hsnRequired],
    ['902', GST_FIELD_MESSAGES.hsnInvalid],
    ['90278', GST_FIELD_MESSAGES.hsnInvalid],
    ['9027809', GST_FIELD_MESSAGES.hsnInvalid],
    ['902780901', GST_FIELD_MESSAGES.hsnInvalid],
    ['90A7', GST_FIELD_MESSAGES.hsnInvalid],
    ['9027 80', GST_FIELD_MESSAGES.hsnInvalid],
  ])('rejects %j with its message', (hsnCode, message) => {
    expect(messageAt({ hsnCode, gstRatePercent: '18' }, 'hsnCode')).toBe(message);
    expect(hsnCodeProblem(hsnCode)).toBe(message);
  });
});
