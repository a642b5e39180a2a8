import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_MESSAGES as M, categoryAttributeInputSchema } from './category-attribute.ts';
import { checkAttributeValues, PRODUCT_ATTRIBUTE_MESSAGES as V } from './product-attributes.ts';

const firstMessage = (input: unknown) => {
  const parsed = categoryAttributeInputSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('a category attribute', () => {
  it('gets a key from its label and unit when none is typed, and a unit only as a number', () => {
    expect(
      categoryAttributeInputSchema.parse({ label: ' Readability ', kind: 'number', unit: 'mg' }),
    ).toMatchObject({ key: 'readability_mg', label: 'Readability', unit: 'mg', choices: [] });
    expect(
      categoryAttributeInputSchema.parse({ label: 'Purity', kind: 'number', unit: '%' }).key,
    ).toBe('purity_percent');
    expect(
      categoryAttributeInputSchema.parse({
        label: 'Rotor',
        kind: 'choice',
        unit: 'g',
        choices: [' Fixed  angle '],
      }),
    ).toMatchObject({ unit: '', choices: ['Fixed angle'] });
  });

  it('refuses each bad input with its own message', () => {
    expect(firstMessage({ label: '', kind: 'number' })).toBe(M.labelRequired);
    expect(firstMessage({ label: 'x'.repeat(61), kind: 'number' })).toBe(M.labelTooLong);
    expect(firstMessage({ label: 'A', kind: 'colour' })).toBe(M.kindInvalid);
    expect(firstMessage({ label: 'A', kind: 'number', unit: 'x'.repeat(13) })).toBe(M.unitTooLong);
    expect(firstMessage({ label: 'A', kind: 'choice' })).toBe(M.choicesRequired);
    expect(firstMessage({ label: 'A', kind: 'choice', choices: ['a', 'A'] })).toBe(
      M.choiceDuplicate,
    );
    expect(firstMessage({ label: 'A', kind: 'choice', choices: Array(51).fill('a') })).toBe(
      M.choicesTooMany,
    );
    expect(firstMessage({ label: 'A', kind: 'choice', choices: ['x'.repeat(61)] })).toBe(
      M.choiceTooLong,
    );
    expect(firstMessage({ label: 'A', kind: 'text', isFacet: true })).toBe(M.textNotFacet);
    expect(firstMessage({ label: 'A', key: '9lives', kind: 'text' })).toBe(M.keyInvalid);
    expect(firstMessage({ label: '123', kind: 'text' })).toBe(M.keyInvalid);
  });
});

describe('a product’s attribute values', () => {
  const defs = [
    { key: 'readability_mg', label: 'Readability', kind: 'number' as const, choices: [] },
    { key: 'grade', label: 'Grade', kind: 'choice' as const, choices: ['AR', 'HPLC'] },
    { key: 'refrigerated', label: 'Refrigerated', kind: 'boolean' as const, choices: [] },
  ];

  it('are read as their attribute takes them, blanks dropped', () => {
    expect(
      checkAttributeValues(defs, [
        { key: 'readability_mg', value: '0.1' },
        { key: 'grade', value: 'hplc' },
        { key: 'refrigerated', value: 'no' },
      ]),
    ).toEqual({
      ok: true,
      values: [
        { key: 'readability_mg', value: 0.1 },
        { key: 'grade', value: 'HPLC' },
        { key: 'refrigerated', value: false },
      ],
    });
    expect(checkAttributeValues(defs, [{ key: 'grade', value: ' ' }])).toEqual({
      ok: true,
      values: [],
    });
  });

  it('refuse what does not fit, naming the attribute', () => {
    const fails = (key: string, value: unknown) => {
      const checked = checkAttributeValues(defs, [{ key, value }]);
      return checked.ok ? null : checked.message;
    };
    expect(fails('readability_mg', 'fine')).toBe(V.notNumber('Readability'));
    expect(fails('readability_mg', 1e13)).toBe(V.notNumber('Readability'));
    expect(fails('grade', 'LR')).toBe(V.notChoice('Grade', ['AR', 'HPLC']));
    expect(fails('refrigerated', 'maybe')).toBe(V.notYesNo('Refrigerated'));
    expect(fails('colour', 'red')).toBe(V.unknown('colour'));
  });
});
