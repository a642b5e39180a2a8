import { describe, expect, it } from 'vitest';
import {
  invoiceGstinSchema,
  PURCHASE_ORDER_MESSAGES as M,
  purchaseOrderNumberSchema,
  purchaseOrderProblem,
} from './purchase-order.ts';

describe('purchase order number', () => {
  it('takes up to 35 letters, digits, spaces and . / # - _, trimmed; blank is none', () => {
    expect(purchaseOrderNumberSchema.parse('  PO/2026-27/0042 ')).toBe('PO/2026-27/0042');
    expect(purchaseOrderNumberSchema.parse('IITM  CHEM #17')).toBe('IITM CHEM #17');
    expect(purchaseOrderNumberSchema.parse('   ')).toBeNull();
    expect(purchaseOrderNumberSchema.parse('A'.repeat(35))).toBe('A'.repeat(35));
  });

  it('refuses longer ones and other characters with one message', () => {
    for (const bad of ['A'.repeat(36), 'PO<script>', '-PO1', 'x'.repeat(10_000)]) {
      const result = purchaseOrderNumberSchema.safeParse(bad);
      expect(result.success, bad.slice(0, 20)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(M.purchaseOrderNumber);
    }
    expect(purchaseOrderProblem('PO 1')).toBeNull();
    expect(purchaseOrderProblem('PO;1')).toBe(M.purchaseOrderNumber);
  });
});

describe('invoice GSTIN', () => {
  it('checks the check character, normalising case and spaces; blank is none', () => {
    expect(invoiceGstinSchema.parse('27aapfu0939f1zv')).toBe('27AAPFU0939F1ZV');
    expect(invoiceGstinSchema.parse('')).toBeNull();
    expect(invoiceGstinSchema.safeParse('27AAPFU0939F1ZA').success).toBe(false);
  });
});
