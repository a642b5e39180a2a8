import { describe, expect, it } from 'vitest';
import { COUNT_LIMITS, TEXT_LIMITS } from '../limits.ts';
import { fieldErrors } from './field-errors.ts';
import { PRODUCT_SPEC_MESSAGES as M, productSpecsField } from './product-specs.ts';

function errorsOf(input: unknown) {
  const result = productSpecsField.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('product specifications', () => {
  it('reads JSON text or a list, trims each row and keeps the order', () => {
    const text = JSON.stringify([
      { key: ' Capacity ', value: '220 g ' },
      { key: 'Readability', value: '0.1 mg' },
    ]);
    const parsed = [
      { key: 'Capacity', value: '220 g' },
      { key: 'Readability', value: '0.1 mg' },
    ];
    expect(productSpecsField.parse(text)).toEqual(parsed);
    expect(productSpecsField.parse(parsed)).toEqual(parsed);
  });

  it('is undefined when left out, so an update keeps the stored rows', () => {
    expect(productSpecsField.parse(undefined)).toBeUndefined();
  });

  it('names the broken cell with the form’s message', () => {
    expect(errorsOf([{ key: '', value: ' ' }])).toEqual({
      '0.key': M.keyRequired,
      '0.value': M.valueRequired,
    });
    expect(
      errorsOf([
        { key: 'k'.repeat(TEXT_LIMITS.specKey + 1), value: 'v'.repeat(TEXT_LIMITS.specValue + 1) },
      ]),
    ).toEqual({ '0.key': M.keyTooLong, '0.value': M.valueTooLong });
    expect(
      errorsOf([
        { key: 'Warranty', value: '1 year' },
        { key: 'WARRANTY ', value: '2 years' },
      ]),
    ).toEqual({ '1.key': M.duplicateKey });
    expect(errorsOf([{ key: 3, value: null }])).toEqual({
      '0.key': M.keyRequired,
      '0.value': M.valueRequired,
    });
  });

  it('refuses more rows than the table holds', () => {
    const rows = Array.from({ length: COUNT_LIMITS.productSpecs + 1 }, (_, i) => ({
      key: `Row ${i}`,
      value: 'x',
    }));
    expect(errorsOf(rows)).toEqual({ '': M.tooMany });
  });
});
