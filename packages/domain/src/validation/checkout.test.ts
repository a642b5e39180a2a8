import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as M, holdLimit, IDEMPOTENCY_KEY_PATTERN } from './checkout.ts';

describe('holdLimit', () => {
  it('lets one shopper hold half of a large stock, rounded up', () => {
    expect(holdLimit(849)).toBe(425);
    expect(holdLimit(30)).toBe(15);
  });

  it('always allows five units, or all of a smaller stock', () => {
    expect(holdLimit(10)).toBe(5);
    expect(holdLimit(7)).toBe(5);
    expect(holdLimit(4)).toBe(4);
    expect(holdLimit(1)).toBe(1);
    expect(holdLimit(0)).toBe(0);
  });
});

describe('checkout messages', () => {
  it('names every waiting payment', () => {
    expect(M.tooManyOpen(['LSA', 'LSB', 'LSC'])).toBe(
      'You have 3 payments waiting (LSA, LSB, LSC): finish or wait for one to expire before starting another.',
    );
    expect(M.tooManyOpen(['LSA'])).toBe(
      'You have 1 payment waiting (LSA): finish or wait for one to expire before starting another.',
    );
  });

  it('names the product and what the shopper already holds', () => {
    expect(M.holdLimitReached('Burette', 425, 0)).toBe(
      'Burette: at most 425 can be held for one shopper until paid. Please lower the quantity.',
    );
    expect(M.holdLimitReached('Burette', 425, 400)).toContain('already hold 400');
  });

  it('accepts visible ASCII idempotency keys up to 100 characters', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test('a1b2-c3d4')).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('x'.repeat(101))).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('with space')).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('')).toBe(false);
  });
});
