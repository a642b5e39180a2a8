import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { CART_QUANTITY_MAX } from './validation/cart-messages.ts';

// Quick order (/quick-order, docs/product/routes-and-shell.md): a buyer pastes "SKU, quantity" lines, or uploads a CSV of them, and
// the good lines go into the cart in one request. The page parses with these rules and the
// server checks the same bounds.

export const QUICK_ORDER_MAX_LINES = 200;
/** 200 lines of a 64-character SKU and a quantity, with room for spaces. */
export const QUICK_ORDER_MAX_CHARS = 20_000;

export const QUICK_ORDER_MESSAGES = {
  empty: 'Paste at least one line: SKU, quantity.',
  tooManyLines: `Paste at most ${QUICK_ORDER_MAX_LINES} lines.`,
  tooLong: `The list is too long: at most ${QUICK_ORDER_MAX_LINES} lines of SKU, quantity.`,
  lineFormat: 'Write the line as SKU, quantity (for example GW-BKR-250, 4).',
  quantity: `The quantity must be a whole number from 1 to ${CART_QUANTITY_MAX}.`,
  unknownSku: 'No product has this SKU.',
  hasVariants: 'This product comes in variants: choose one on its page.',
} as const;

export type QuickOrderLine = { line: number; sku: string; quantity: number };
export type QuickOrderProblem = { line: number; sku: string; message: string };

const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/**
 * The lines of a pasted list or CSV: "SKU, quantity" separated by a comma, a semicolon, a tab or
 * spaces; blank lines and a "sku,quantity" header are skipped. Line numbers are the text's own,
 * so a problem points at the line the buyer sees.
 */
export function parseQuickOrderText(text: string): {
  lines: QuickOrderLine[];
  problems: QuickOrderProblem[];
} {
  const lines: QuickOrderLine[] = [];
  const problems: QuickOrderProblem[] = [];
  if (text.length > QUICK_ORDER_MAX_CHARS) {
    return { lines, problems: [{ line: 0, sku: '', message: QUICK_ORDER_MESSAGES.tooLong }] };
  }
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  rows.forEach((raw, index) => {
    const row = raw.trim();
    if (row === '' || /^"?sku"?\s*[,;\t ]\s*"?(quantity|qty)"?$/i.test(row)) return;
    const line = index + 1;
    const match = /^"?([^",;\t ]+)"?\s*[,;\t ]\s*"?([^",;\t ]+)"?$/.exec(row);
    const sku = match?.[1] ?? row.slice(0, TEXT_LIMITS.sku);
    if (!match || sku.length > TEXT_LIMITS.sku || !SKU_PATTERN.test(sku)) {
      problems.push({ line, sku, message: QUICK_ORDER_MESSAGES.lineFormat });
      return;
    }
    const quantity = Number(match[2]);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > CART_QUANTITY_MAX) {
      problems.push({ line, sku, message: QUICK_ORDER_MESSAGES.quantity });
      return;
    }
    lines.push({ line, sku, quantity });
  });
  if (lines.length > QUICK_ORDER_MAX_LINES) {
    return {
      lines: [],
      problems: [{ line: 0, sku: '', message: QUICK_ORDER_MESSAGES.tooManyLines }],
    };
  }
  if (lines.length === 0 && problems.length === 0) {
    problems.push({ line: 0, sku: '', message: QUICK_ORDER_MESSAGES.empty });
  }
  return { lines, problems };
}

/** Body of POST /api/user/quick-order. `dryRun` matches the lines without adding them. */
export const quickOrderSchema = z.object({
  lines: z
    .array(
      z.object({
        /** The line's number in what the buyer pasted, echoed in the answer. */
        line: z.number().int().min(0).max(100_000).optional(),
        sku: z.string().trim().min(1).max(TEXT_LIMITS.sku),
        quantity: z
          .number({ error: QUICK_ORDER_MESSAGES.quantity })
          .int(QUICK_ORDER_MESSAGES.quantity)
          .min(1, QUICK_ORDER_MESSAGES.quantity)
          .max(CART_QUANTITY_MAX, QUICK_ORDER_MESSAGES.quantity),
      }),
    )
    .min(1, QUICK_ORDER_MESSAGES.empty)
    .max(QUICK_ORDER_MAX_LINES, QUICK_ORDER_MESSAGES.tooManyLines),
  dryRun: z.boolean().optional(),
});
export type QuickOrderInput = z.infer<typeof quickOrderSchema>;

export const quickOrderResponseSchema = z.object({
  /** The lines that went into the cart (or would, on a dry run), with the quantity it holds. */
  added: z.array(
    z.object({
      line: z.number().int(),
      sku: z.string(),
      productId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      isClamped: z.boolean(),
      message: z.string(),
    }),
  ),
  problems: z.array(z.object({ line: z.number().int(), sku: z.string(), message: z.string() })),
});
export type QuickOrderResponse = z.infer<typeof quickOrderResponseSchema>;

export const buyAgainResponseSchema = z.object({
  message: z.string(),
  added: z.array(
    z.object({
      productId: z.string(),
      variantId: z.string().nullable(),
      name: z.string(),
      quantity: z.number().int(),
      isClamped: z.boolean(),
    }),
  ),
  /** Lines no longer sold (or sold out), with why. */
  skipped: z.array(z.object({ name: z.string(), message: z.string() })),
});
export type BuyAgainResponse = z.infer<typeof buyAgainResponseSchema>;
