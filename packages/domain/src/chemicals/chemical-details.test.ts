import { describe, expect, it } from 'vitest';
import { tooLongMessage } from '../limits.ts';
import { CHEMICAL_TEXT_MAX, chemicalTextField } from './chemical-details.ts';

describe('a chemical’s formula, grade and purity', () => {
  it('are trimmed, and blank or left out is none', () => {
    expect(chemicalTextField('formula').parse(' C3H6O ')).toBe('C3H6O');
    expect(chemicalTextField('grade').parse('')).toBeNull();
    expect(chemicalTextField('purity').parse(undefined)).toBeNull();
  });

  it('are refused past their length with the shop’s message', () => {
    const long = chemicalTextField('grade').safeParse('x'.repeat(CHEMICAL_TEXT_MAX.grade + 1));
    expect(long.error?.issues[0]?.message).toBe(tooLongMessage(CHEMICAL_TEXT_MAX.grade));
    expect(chemicalTextField('grade').safeParse(42).data).toBeNull();
  });
});
