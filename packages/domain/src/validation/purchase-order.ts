import { z } from 'zod';
import { gstinSchema } from '../gst/gstin.ts';

// An institution pays against its own purchase order and may invoice another of its GSTINs:
// both optional in the pay and pay-now bodies, printed on the invoice.

/** Tally and most ERPs keep a PO reference within 35 characters. */
export const PURCHASE_ORDER_MAX_LENGTH = 35;
const PURCHASE_ORDER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./#_-]*$/;

export const PURCHASE_ORDER_MESSAGES = {
  purchaseOrderNumber: `A purchase order number is up to ${PURCHASE_ORDER_MAX_LENGTH} letters, digits, spaces and . / # - _`,
  gstNumberNotCorporate: 'Only a corporate account can have a GSTIN on its invoice.',
} as const;

export const PURCHASE_ORDER_LABELS = {
  purchaseOrderNumber: 'Purchase order number',
  gstNumber: 'GSTIN to invoice',
} as const;

/** The form's check, without zod: null when the value is fine (blank is fine: it is optional). */
export function purchaseOrderProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  return text.length <= PURCHASE_ORDER_MAX_LENGTH && PURCHASE_ORDER_PATTERN.test(text)
    ? null
    : PURCHASE_ORDER_MESSAGES.purchaseOrderNumber;
}

/** Blank means none; anything else must pass purchaseOrderProblem. */
export const purchaseOrderNumberSchema = z
  .string()
  .max(PURCHASE_ORDER_MAX_LENGTH * 2, PURCHASE_ORDER_MESSAGES.purchaseOrderNumber)
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .refine(
    (value) => purchaseOrderProblem(value) === null,
    PURCHASE_ORDER_MESSAGES.purchaseOrderNumber,
  )
  .transform((value) => (value === '' ? null : value));

/** A GSTIN checked by its check character as at signup; blank means the account's own. */
export const invoiceGstinSchema = z.union([z.literal('').transform(() => null), gstinSchema()]);
