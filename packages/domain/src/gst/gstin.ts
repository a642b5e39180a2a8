import { z } from 'zod';
import type { Rule } from '../validation/rules.ts';
import { isGstStateCode } from './states.ts';

export const GSTIN_LENGTH = 15;
export const GSTIN_MESSAGE = 'Please enter a valid GST Number.';

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

// State code, PAN (5 letters, 4 digits, 1 letter), registration number for that PAN in the
// state (1-9, then A-Z), the fixed Z, and the check character.
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** People type GSTINs in lower case and with spaces; the number itself is upper case. */
export function normaliseGstin(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * The check character of the first 14 characters, by GSTN's base-36 algorithm: each
 * character's value times 1 or 2 (alternating from the left), quotient and remainder by 36
 * summed, and the check is what brings that sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARACTERS.indexOf(first14.charAt(i));
    if (value < 0) throw new RangeError(`Not a GSTIN character: ${first14.charAt(i)}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/** True for a GSTIN (already normalised) of the right shape, a real state code and a good check. */
export function isValidGstin(gstin: string): boolean {
  if (gstin.length !== GSTIN_LENGTH || !GSTIN_PATTERN.test(gstin)) return false;
  if (!isGstStateCode(gstin.slice(0, 2))) return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);
}

/** The state code a GSTIN opens with: the registration's state. */
export function gstinStateCode(gstin: string): string {
  return gstin.slice(0, 2);
}

// Long enough for a GSTIN typed with spaces between its parts, short enough to bound the work.
export const GSTIN_INPUT_MAX_LENGTH = 30;

/** A GSTIN field for signup and the profile: normalised to upper case without spaces. */
export function gstinSchema() {
  return z
    .string({ error: GSTIN_MESSAGE })
    .max(GSTIN_INPUT_MAX_LENGTH, GSTIN_MESSAGE)
    .transform(normaliseGstin)
    .refine(isValidGstin, GSTIN_MESSAGE);
}

/** The same check as a field rule, for forms built from `Rule` lists (signup's corporate fields). */
export const gstinRule: Rule = {
  fails: (value) => !isValidGstin(normaliseGstin(value)),
  message: GSTIN_MESSAGE,
};
