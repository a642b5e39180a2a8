import { describe, expect, it } from 'vitest';
import {
  parseQuickOrderText,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_MESSAGES as M,
  quickOrderSchema,
} from './quick-order.ts';

describe('parseQuickOrderText', () => {
  it('reads SKU and quantity separated by a comma, semicolon, tab or spaces', () => {
    const text = 'sku,quantity\nGW-BKR-250, 4\r\n\nMT-ME204;1\nCHEM/ACE-2.5L\t12\n"SAR-Q224" , "2"';
    expect(parseQuickOrderText(text)).toEqual({
      lines: [
        { line: 2, sku: 'GW-BKR-250', quantity: 4 },
        { line: 4, sku: 'MT-ME204', quantity: 1 },
        { line: 5, sku: 'CHEM/ACE-2.5L', quantity: 12 },
        { line: 6, sku: 'SAR-Q224', quantity: 2 },
      ],
      problems: [],
    });
  });

  it('says which line is wrong and why, keeping the good ones', () => {
    const result = parseQuickOrderText('GW-1, 2\njust-a-sku\nGW-2, 0\nGW-3, 1.5\nGW-4, 1001');
    expect(result.lines).toEqual([{ line: 1, sku: 'GW-1', quantity: 2 }]);
    expect(result.problems).toEqual([
      { line: 2, sku: 'just-a-sku', message: M.lineFormat },
      { line: 3, sku: 'GW-2', message: M.quantity },
      { line: 4, sku: 'GW-3', message: M.quantity },
      { line: 5, sku: 'GW-4', message: M.quantity },
    ]);
  });

  it('refuses an empty list, too many lines and an oversized text', () => {
    expect(parseQuickOrderText(' \n\n').problems).toEqual([
      { line: 0, sku: '', message: 'Paste at least one line: SKU, quantity.' },
    ]);
    const many = Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, (_, i) => `S${i}, 1`);
    expect(parseQuickOrderText(many.join('\n'))).toEqual({
      lines: [],
      problems: [{ line: 0, sku: '', message: 'Paste at most 200 lines.' }],
    });
    expect(parseQuickOrderText('x'.repeat(20_001)).problems[0]?.message).toBe(M.tooLong);
  });
});

describe('quickOrderSchema', () => {
  it('bounds the lines, the SKU and the quantity', () => {
    const ok = { lines: [{ sku: 'GW-1', quantity: 2 }] };
    expect(quickOrderSchema.safeParse(ok).success).toBe(true);
    expect(quickOrderSchema.safeParse({ lines: [] }).success).toBe(false);
    const tooMany = Array.from({ length: 201 }, () => ({ sku: 'A', quantity: 1 }));
    expect(quickOrderSchema.safeParse({ lines: tooMany }).success).toBe(false);
    expect(
      quickOrderSchema.safeParse({ lines: [{ sku: 'x'.repeat(65), quantity: 1 }] }).success,
    ).toBe(false);
    expect(quickOrderSchema.safeParse({ lines: [{ sku: 'A', quantity: 1e9 }] }).success).toBe(
      false,
    );
  });
});
