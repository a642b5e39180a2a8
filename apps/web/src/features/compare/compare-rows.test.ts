import { describe, expect, it } from 'vitest';
import { compareRows, isDifferent } from './compare-rows.ts';

describe('compareRows', () => {
  it('aligns rows by name in first-seen order and marks the ones that differ', () => {
    const rows = compareRows([
      [
        { key: 'Capacity', value: '220 g' },
        { key: 'Readability', value: '0.1 mg' },
      ],
      [
        { key: 'readability ', value: '0.1  MG' },
        { key: 'Capacity', value: '120 g' },
        { key: 'Warranty', value: '2 years' },
      ],
    ]);
    expect(rows).toEqual([
      { label: 'Capacity', values: ['220 g', '120 g'], differs: true },
      { label: 'Readability', values: ['0.1 mg', '0.1  MG'], differs: false },
      { label: 'Warranty', values: [null, '2 years'], differs: true },
    ]);
  });

  it('keeps the first of two rows with one name, and skips blank names', () => {
    const rows = compareRows([
      [
        { key: 'Grade', value: 'AR' },
        { key: 'grade', value: 'LR' },
        { key: ' ', value: 'x' },
      ],
    ]);
    expect(rows).toEqual([{ label: 'Grade', values: ['AR'], differs: false }]);
  });
});

describe('isDifferent', () => {
  it('counts a missing value as a difference', () => {
    expect(isDifferent(['a', 'A'])).toBe(false);
    expect(isDifferent(['a', null])).toBe(true);
    expect(isDifferent([null, null])).toBe(false);
  });
});
