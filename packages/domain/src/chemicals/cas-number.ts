import { z } from 'zod';

// A CAS Registry Number: two to seven digits, two digits and a check digit, joined by hyphens
// (67-64-1 is acetone). The check digit is the sum of the other digits, each times its place
// counted from the right, modulo 10: so a mistyped or swapped digit is caught here, in the
// admin's form and on the server alike.

export { CAS_NUMBER_LABEL } from './chemical-labels.ts';
export const CAS_NUMBER_MESSAGE = 'Enter a valid CAS number.';

/** The longest CAS number: 7 + 1 + 2 + 1 + 1 characters. */
export const CAS_NUMBER_MAX_LENGTH = 12;

const CAS_SHAPE = /^(\d{2,7})-(\d{2})-(\d)$/;

/** Whether `text` is shaped like a CAS number, whatever its check digit (a search term). */
export function looksLikeCasNumber(text: string): boolean {
  return CAS_SHAPE.test(text.trim());
}

export function isValidCasNumber(text: string): boolean {
  const match = CAS_SHAPE.exec(text);
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    sum += Number(digits[digits.length - 1 - i]) * (i + 1);
  }
  return sum % 10 === Number(match[3]);
}

/**
 * The admin product form's CAS number: optional (most products are not chemicals), trimmed,
 * and checked by its check digit. Left out or blank is null.
 */
export function casNumberField() {
  return z.unknown().transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') return null;
    if (text.length <= CAS_NUMBER_MAX_LENGTH && isValidCasNumber(text)) return text;
    ctx.addIssue({ code: 'custom', message: CAS_NUMBER_MESSAGE });
    return z.NEVER;
  });
}
