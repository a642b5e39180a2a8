import { describe, expect, it } from 'vitest';
import {
  GSTIN_MESSAGE,
  gstinCheckCharacter,
  gstinRule,
  gstinSchema,
  gstinStateCode,
  isValidGstin,
  normaliseGstin,
} from './gstin.ts';

// Published GSTINs (GSTN's e-invoice sample, listed companies) and our demo seller's sample.
const KNOWN_GOOD = [
  '27AAPFU0939F1ZV',
  '29AAGCB7383J1Z4',
  '24AAACC1206D1ZM',
  '09AAACH7409R1ZZ',
  '27AAACR5055K1Z7',
  '33AABCL4821K1ZN',
];

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The first 14 characters completed with their own good check character. */
const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);

describe('GSTIN', () => {
  it.each(KNOWN_GOOD)('accepts the known-good %s', (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
    expect(gstinSchema().parse(gstin)).toBe(gstin);
  });

  it.each(KNOWN_GOOD)('rejects every one-character change of %s', (gstin) => {
    let changes = 0;
    for (let position = 0; position < gstin.length; position++) {
      for (const character of CHARACTERS) {
        if (character === gstin[position]) continue;
        const changed = gstin.slice(0, position) + character + gstin.slice(position + 1);
        expect(isValidGstin(changed), changed).toBe(false);
        changes++;
      }
    }
    expect(changes).toBe(15 * 35);
  });

  it('computes the check character of the published sample', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('normalises lower case and spaces to the upper-case number', () => {
    expect(normaliseGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(gstinSchema().parse('27 AAPFU 0939F 1ZV')).toBe('27AAPFU0939F1ZV');
    expect(gstinSchema().parse('29aagcb7383j1z4')).toBe('29AAGCB7383J1Z4');
  });

  it('checks the state code is a real one, even with a good check character', () => {
    expect(isValidGstin(withCheck('00AAPFU0939F1Z'))).toBe(false);
    expect(isValidGstin(withCheck('25AAPFU0939F1Z'))).toBe(false);
    expect(isValidGstin(withCheck('28AAPFU0939F1Z'))).toBe(false);
    expect(isValidGstin(withCheck('39AAPFU0939F1Z'))).toBe(false);
    expect(isValidGstin(withCheck('99AAPFU0939F1Z'))).toBe(false);
    expect(isValidGstin(withCheck('97AAPFU0939F1Z'))).toBe(true);
    expect(isValidGstin(withCheck('38AAPFU0939F1Z'))).toBe(true);
  });

  it('checks the PAN, entity and Z parts, even with a good check character', () => {
    expect(isValidGstin(withCheck('27AAPF00939F1Z'))).toBe(false);
    expect(isValidGstin(withCheck('27AAPFUA939F1Z'))).toBe(false);
    expect(isValidGstin(withCheck('27AAPFU093931Z'))).toBe(false);
    expect(isValidGstin(withCheck('27AAPFU0939F0Z'))).toBe(false);
    expect(isValidGstin(withCheck('27AAPFU0939FAZ'))).toBe(true);
    expect(isValidGstin(withCheck('27AAPFU0939F1Y'))).toBe(false);
  });

  it.each(['', '27AAPFU0939F1Z', '27AAPFU0939F1ZVV', '27AAPFU0939F1Z-', 'x'.repeat(31)])(
    'rejects %j with the message',
    (value) => {
      const result = gstinSchema().safeParse(value);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([GSTIN_MESSAGE]);
    },
  );

  it('uses the exact message and offers it as a field rule', () => {
    expect(GSTIN_MESSAGE).toBe('Please enter a valid GST Number.');
    expect(gstinRule.fails('27aapfu0939f1zv')).toBe(false);
    expect(gstinRule.fails('27AAPFU0939F1ZW')).toBe(true);
    expect(gstinRule.message).toBe(GSTIN_MESSAGE);
  });

  it('reads the state code a GSTIN opens with', () => {
    expect(gstinStateCode('33AABCL4821K1ZN')).toBe('33');
  });
});
