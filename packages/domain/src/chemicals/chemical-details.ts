import { z } from 'zod';
import { tooLongMessage } from '../limits.ts';

// What a buyer of a chemical reads beside its CAS number: the molecular formula, the grade
// (how pure and for what use) and the purity (the assay). Free text, bounded: grades and
// assays are written many ways ("HPLC gradient", "≥99.9%", "35 to 38%").

export { CHEMICAL_LABELS } from './chemical-labels.ts';

export const CHEMICAL_TEXT_MAX = { formula: 60, grade: 40, purity: 40 } as const;

/** Grades the admin form offers while typing; others may be typed. */
export const CHEMICAL_GRADES = [
  'AR',
  'LR',
  'GR',
  'ACS',
  'HPLC',
  'HPLC gradient',
  'GC',
  'LC-MS',
  'Extra pure',
  'Technical',
] as const;

/** One of the three: trimmed, at most its length; left out or blank is null. */
export function chemicalTextField(key: keyof typeof CHEMICAL_TEXT_MAX) {
  const max = CHEMICAL_TEXT_MAX[key];
  return z.unknown().transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') return null;
    if (text.length <= max) return text;
    ctx.addIssue({ code: 'custom', message: tooLongMessage(max) });
    return z.NEVER;
  });
}
