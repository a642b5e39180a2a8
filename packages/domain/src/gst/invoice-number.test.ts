import { describe, expect, it } from 'vitest';
import { formatIndiaDate, indiaDate } from './india-time.ts';
import {
  INVOICE_NUMBER_MAX_LENGTH,
  MAX_SEQUENCE,
  financialYearOf,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  isRule46DocumentNumber,
  parseDocumentNumber,
} from './invoice-number.ts';

describe('financial year', () => {
  it.each([
    ['2026-04-01T00:00:00+05:30', 2026, '2627'],
    ['2026-03-31T23:59:59+05:30', 2025, '2526'],
    // 31 March 19:00 UTC is already 1 April in India.
    ['2026-03-31T19:00:00Z', 2026, '2627'],
    ['2026-03-31T18:29:59Z', 2025, '2526'],
    ['2027-01-15T12:00:00Z', 2026, '2627'],
    ['2027-03-31T18:30:00Z', 2027, '2728'],
    ['2099-12-31T00:00:00Z', 2099, '9900'],
  ])('puts %s in %i (%s)', (at, startYear, code) => {
    expect(financialYearOf(new Date(at))).toEqual({ startYear, code });
  });
});

describe('document numbers', () => {
  const year = financialYearOf(new Date('2026-05-12T10:00:00Z'));

  it('numbers invoices and credit notes in their own series', () => {
    expect(formatInvoiceNumber(year, 123)).toBe('LS/2627/000123');
    expect(formatCreditNoteNumber(year, 7)).toBe('CN/2627/000007');
  });

  it('stays within rule 46: at most 16 letters, digits, - and /', () => {
    for (const sequence of [1, 999_999, 1_000_000, MAX_SEQUENCE]) {
      const number = formatInvoiceNumber(year, sequence);
      expect(number.length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_LENGTH);
      expect(isRule46DocumentNumber(number)).toBe(true);
    }
    expect(isRule46DocumentNumber('LS/2627/0000001234')).toBe(false);
    expect(isRule46DocumentNumber('LS 2627 000123')).toBe(false);
  });

  it.each([0, -1, 1.5, MAX_SEQUENCE + 1])('refuses running number %s', (sequence) => {
    expect(() => formatInvoiceNumber(year, sequence)).toThrow(RangeError);
  });

  it('reads its own numbers back', () => {
    expect(parseDocumentNumber('LS/2627/000123')).toEqual({
      series: 'LS',
      year: { startYear: 2026, code: '2627' },
      sequence: 123,
    });
    expect(parseDocumentNumber('CN/2627/12345678')).toMatchObject({
      series: 'CN',
      sequence: 12345678,
    });
  });

  it.each([
    'LS/2627/0000123',
    'LS/2628/000001',
    'LS/2627/000000',
    'XX/2627/000001',
    'ls/2627/000001',
    'LS/2627/12',
  ])('reads %j as none of ours', (value) => {
    expect(parseDocumentNumber(value)).toBeNull();
  });
});

describe('date in India', () => {
  it('prints the Indian calendar date of an instant', () => {
    expect(indiaDate(new Date('2026-03-31T19:00:00Z'))).toEqual({ year: 2026, month: 4, day: 1 });
    expect(formatIndiaDate(new Date('2026-03-31T19:00:00Z'))).toBe('01 Apr 2026');
    expect(formatIndiaDate(new Date('2026-12-05T03:00:00Z'))).toBe('05 Dec 2026');
  });
});
