import { describe, expect, it } from 'vitest';
import {
  isReturnWindowOpen,
  RETURN_MESSAGES,
  returnReceiptSchema,
  returnRejectionSchema,
  returnRequestSchema,
  returnWindowClosesAt,
} from './returns.ts';

const lineId = '6f1c2b1e-8a4d-4c57-9a0e-2f1b8f5d3c11';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('the return window', () => {
  const delivered = new Date('2026-11-20T10:00:00Z');

  it('closes exactly 7 days after delivery', () => {
    expect(returnWindowClosesAt(delivered).toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('is open up to that instant and closed after it', () => {
    expect(isReturnWindowOpen(delivered, new Date('2026-11-27T10:00:00Z'))).toBe(true);
    expect(isReturnWindowOpen(delivered, new Date('2026-11-27T10:00:01Z'))).toBe(false);
  });
});

describe('a return request', () => {
  it('takes lines, a listed reason and a trimmed optional comment', () => {
    const parsed = returnRequestSchema.parse({
      lines: [{ lineId, quantity: '2' }],
      reason: 'damaged',
      comment: '  cracked  ',
    });
    expect(parsed).toEqual({
      lines: [{ lineId, quantity: 2 }],
      reason: 'damaged',
      comment: 'cracked',
    });
    expect(
      returnRequestSchema.parse({ lines: [{ lineId, quantity: 1 }], reason: 'other' }).comment,
    ).toBe('');
  });

  it('refuses with the message for each mistake', () => {
    const ok = { lines: [{ lineId, quantity: 1 }], reason: 'other' };
    const cases: [unknown, string][] = [
      [{ ...ok, lines: [] }, RETURN_MESSAGES.noLines],
      [{ ...ok, lines: [{ lineId, quantity: 0 }] }, RETURN_MESSAGES.quantity],
      [{ ...ok, lines: [{ lineId, quantity: 1.5 }] }, RETURN_MESSAGES.quantity],
      [{ ...ok, lines: [{ lineId: '', quantity: 1 }] }, RETURN_MESSAGES.line],
      [{ ...ok, lines: [ok.lines[0], ok.lines[0]] }, RETURN_MESSAGES.duplicateLine],
      [{ ...ok, reason: 'bored' }, RETURN_MESSAGES.reason],
      [{ ...ok, comment: 'x'.repeat(1001) }, RETURN_MESSAGES.comment],
      [
        { ...ok, lines: Array.from({ length: 101 }, (_, i) => ({ lineId: `l${i}`, quantity: 1 })) },
        RETURN_MESSAGES.tooManyLines,
      ],
    ];
    for (const [input, message] of cases) {
      expect(firstMessage(returnRequestSchema.safeParse(input))).toBe(message);
    }
  });
});

describe('the admin’s steps', () => {
  it('need a reason to reject', () => {
    expect(firstMessage(returnRejectionSchema.safeParse({ reason: '   ' }))).toBe(
      RETURN_MESSAGES.rejectionReason,
    );
    expect(returnRejectionSchema.parse({ reason: ' Opened ' })).toEqual({ reason: 'Opened' });
  });

  it('need a resalable yes or no for each received line', () => {
    expect(firstMessage(returnReceiptSchema.safeParse({ lines: [{ lineId }] }))).toBe(
      RETURN_MESSAGES.resalable,
    );
    expect(returnReceiptSchema.parse({ lines: [{ lineId, resalable: false }] })).toEqual({
      lines: [{ lineId, resalable: false }],
    });
  });
});
