import { describe, expect, it } from 'vitest';
import {
  CAS_NUMBER_MESSAGE,
  casNumberField,
  isValidCasNumber,
  looksLikeCasNumber,
} from './cas-number.ts';

describe('CAS numbers', () => {
  it('accepts real numbers by their check digit', () => {
    for (const cas of ['67-64-1', '7732-18-5', '64-17-5', '7647-01-0', '50-00-0', '1310-73-2']) {
      expect([cas, isValidCasNumber(cas)]).toEqual([cas, true]);
    }
  });

  it('refuses a wrong check digit, swapped digits and other shapes', () => {
    for (const cas of [
      '67-64-2',
      '76-64-1',
      '7732-81-5',
      '67641',
      '6-64-1',
      '12345678-00-1',
      '67-64-1a',
      '',
    ]) {
      expect([cas, isValidCasNumber(cas)]).toEqual([cas, false]);
    }
  });

  it('tells a search term that has the shape from one that does not', () => {
    expect(looksLikeCasNumber(' 67-64-1 ')).toBe(true);
    expect(looksLikeCasNumber('67-64-9')).toBe(true);
    expect(looksLikeCasNumber('acetone')).toBe(false);
  });

  it('is optional in the form, and says the spec message when wrong', () => {
    expect(casNumberField().parse(undefined)).toBeNull();
    expect(casNumberField().parse('  ')).toBeNull();
    expect(casNumberField().parse(' 67-64-1 ')).toBe('67-64-1');
    const wrong = casNumberField().safeParse('67-64-2');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe(CAS_NUMBER_MESSAGE);
    expect(casNumberField().safeParse('1'.repeat(40)).success).toBe(false);
  });
});
