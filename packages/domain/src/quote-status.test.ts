import { describe, expect, it } from 'vitest';
import { indiaDay, shownQuoteState, validUntilDate, validUntilEnd } from './quote-status.ts';

describe('quote validity', () => {
  it('ends a quote at midnight India time after its valid-until day', () => {
    expect(validUntilEnd('2026-12-01')?.toISOString()).toBe('2026-12-01T18:30:00.000Z');
    expect(validUntilDate(validUntilEnd('2026-12-01')!)).toBe('2026-12-01');
  });

  it('refuses dates that are not on the calendar', () => {
    expect(validUntilEnd('2026-02-30')).toBeNull();
    expect(validUntilEnd('2026-13-01')).toBeNull();
    expect(validUntilEnd('1/12/2026')).toBeNull();
  });

  it('shows a quoted quote as expired once its day is over, and only a quoted one', () => {
    const end = validUntilEnd('2026-12-01')!;
    const before = new Date('2026-12-01T18:29:59.999Z');
    expect(shownQuoteState('quoted', end, before)).toBe('quoted');
    expect(shownQuoteState('quoted', end, end)).toBe('expired');
    expect(shownQuoteState('accepted', end, new Date('2027-01-01'))).toBe('accepted');
    expect(shownQuoteState('requested', null, new Date())).toBe('requested');
  });

  it('names the India day, which turns at 18:30 UTC', () => {
    expect(indiaDay(new Date('2026-11-27T18:29:00Z'))).toBe('2026-11-27');
    expect(indiaDay(new Date('2026-11-27T18:31:00Z'))).toBe('2026-11-28');
    expect(indiaDay(new Date('2026-11-27T10:00:00Z'), 30)).toBe('2026-12-27');
  });
});
