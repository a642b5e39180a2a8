import { z } from 'zod';
import { FIELD_MESSAGES } from '../validation/form-values.ts';

/** The GST slabs a product may carry (docs/decisions/006), in percent. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRatePercent = (typeof GST_RATES)[number];

export function isGstRate(value: number): value is GstRatePercent {
  return GST_RATES.some((rate) => rate === value);
}

/** HSN codes on invoices are 4, 6 or 8 digits (chapter, heading, sub-heading, tariff item). */
export const HSN_CODE_LENGTHS = [4, 6, 8] as const;
const HSN_CODE_PATTERN = /^(?:[0-9]{4}|[0-9]{6}|[0-9]{8})$/;

/** GST's unit quantity code for things counted one by one; products carry no unit of their own yet. */
export const DEFAULT_UNIT = 'NOS';

export const GST_FIELD_LABELS = { hsnCode: 'HSN Code', gstRatePercent: 'GST Rate' } as const;

export const GST_FIELD_MESSAGES = {
  hsnRequired: FIELD_MESSAGES.required(GST_FIELD_LABELS.hsnCode),
  hsnInvalid: `${GST_FIELD_LABELS.hsnCode} must be 4, 6 or 8 digits`,
  rateRequired: FIELD_MESSAGES.required(GST_FIELD_LABELS.gstRatePercent),
  rateInvalid: `${GST_FIELD_LABELS.gstRatePercent} must be one of: ${GST_RATES.join(', ')}`,
} as const;

export function isHsnCode(value: string): boolean {
  return HSN_CODE_PATTERN.test(value);
}

export function hsnCodeProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') return GST_FIELD_MESSAGES.hsnRequired;
  return isHsnCode(text) ? null : GST_FIELD_MESSAGES.hsnInvalid;
}

// JSON sends a number, multipart and inputs send text: both are read.
function rateText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

/** The slab a field's value names, or null. */
export function parseGstRate(value: unknown): GstRatePercent | null {
  const text = rateText(value);
  if (!/^[0-9]{1,2}$/.test(text)) return null;
  const rate = Number(text);
  return isGstRate(rate) ? rate : null;
}

export function gstRateProblem(value: unknown): string | null {
  if (rateText(value) === '') return GST_FIELD_MESSAGES.rateRequired;
  return parseGstRate(value) === null ? GST_FIELD_MESSAGES.rateInvalid : null;
}

/** The admin product form's HSN field: trimmed digits. */
export function hsnCodeField() {
  return z
    .unknown()
    .transform((value, ctx) => {
      const text = typeof value === 'string' ? value.trim() : '';
      const message = hsnCodeProblem(text);
      if (message === null) return text;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .prefault('');
}

/** The admin product form's GST rate select: one of the slabs, as a number. */
export function gstRateField() {
  return z
    .unknown()
    .transform((value, ctx): GstRatePercent => {
      const rate = parseGstRate(value);
      if (rate !== null) return rate;
      ctx.addIssue({
        code: 'custom',
        message: gstRateProblem(value) ?? GST_FIELD_MESSAGES.rateInvalid,
      });
      return z.NEVER;
    })
    .prefault('');
}
