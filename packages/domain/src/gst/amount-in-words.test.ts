import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words.ts';

describe('amount in words', () => {
  it('writes ₹1,20,450.50 exactly as the issue does', () => {
    expect(amountInWords(12045050)).toBe(
      'Rupees One Lakh Twenty Thousand Four Hundred and Fifty and Paise Fifty Only',
    );
  });

  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Paise One Only'],
    [99, 'Paise Ninety Nine Only'],
    [100, 'Rupees One Only'],
    [101, 'Rupees One and Paise One Only'],
    [1_180_00, 'Rupees One Thousand One Hundred and Eighty Only'],
    [12045000, 'Rupees One Lakh Twenty Thousand Four Hundred and Fifty Only'],
    [1_00_00_000_00, 'Rupees One Crore Only'],
    [
      12_34_56_789_05,
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred and Eighty Nine and Paise Five Only',
    ],
  ])('writes %i paise as %j', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [13, 'Thirteen'],
    [20, 'Twenty'],
    [21, 'Twenty One'],
    [100, 'One Hundred'],
    [105, 'One Hundred and Five'],
    [1005, 'One Thousand and Five'],
    [1100, 'One Thousand One Hundred'],
    [10_000, 'Ten Thousand'],
    [99_999, 'Ninety Nine Thousand Nine Hundred and Ninety Nine'],
    [1_00_000, 'One Lakh'],
    [1_00_050, 'One Lakh and Fifty'],
    [99_99_999, 'Ninety Nine Lakh Ninety Nine Thousand Nine Hundred and Ninety Nine'],
    [1_00_00_000, 'One Crore'],
    [100_00_00_000, 'One Hundred Crore'],
    [105_00_00_042, 'One Hundred and Five Crore and Forty Two'],
    [1_00_000_00_00_000, 'One Lakh Crore'],
  ])('counts %i as %j in the Indian system', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (value) => {
    expect(() => amountInWords(value)).toThrow(RangeError);
  });
});
