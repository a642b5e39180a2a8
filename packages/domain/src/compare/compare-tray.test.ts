import { describe, expect, it } from 'vitest';
import {
  addToCompare,
  COMPARE_LIMIT,
  COMPARE_MESSAGES,
  compareHref,
  parseCompareIds,
  readStoredCompareItems,
  type CompareItem,
} from './compare-tray.ts';

const balances = { _id: 'c1', name: 'Balances' };
const item = (id: string, category = balances): CompareItem => ({
  _id: id,
  name: `Balance ${id}`,
  image: `/uploads/${id}.webp`,
  category,
});

describe('addToCompare', () => {
  it('adds products of one category up to the limit, and says why it stops', () => {
    let items: CompareItem[] = [];
    for (let i = 0; i < COMPARE_LIMIT; i++) {
      const result = addToCompare(items, item(`p${i}`));
      expect(result.ok).toBe(true);
      items = result.items;
    }
    expect(items).toHaveLength(4);
    expect(addToCompare(items, item('p9'))).toEqual({
      ok: false,
      items,
      message: 'You can compare up to 4 products at a time.',
    });
  });

  it('refuses a product of another category and keeps the tray as it was', () => {
    const items = [item('p1')];
    const result = addToCompare(items, item('x1', { _id: 'c2', name: 'Centrifuges' }));
    expect(result).toEqual({ ok: false, items, message: COMPARE_MESSAGES.otherCategory });
  });

  it('leaves a product already in the tray where it is', () => {
    const items = [item('p1'), item('p2')];
    expect(addToCompare(items, item('p1'))).toEqual({ ok: true, items });
  });
});

describe('parseCompareIds', () => {
  it('trims, drops blanks, duplicates and overlong ids, and keeps at most four', () => {
    expect(parseCompareIds(' a , b,,a,c ')).toEqual(['a', 'b', 'c']);
    expect(parseCompareIds(`a,${'x'.repeat(65)},b`)).toEqual(['a', 'b']);
    expect(parseCompareIds('1,2,3,4,5,6')).toEqual(['1', '2', '3', '4']);
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds(','.repeat(100_000))).toEqual([]);
  });

  it('round-trips through compareHref', () => {
    const href = compareHref(['a', 'b']);
    expect(href).toBe('/compare?ids=a,b');
    expect(parseCompareIds(new URL(href, 'http://shop').searchParams.get('ids'))).toEqual([
      'a',
      'b',
    ]);
    expect(compareHref([])).toBe('/compare');
  });
});

describe('readStoredCompareItems', () => {
  it('keeps well-formed items and drops the rest', () => {
    const raw = JSON.stringify([item('p1'), { _id: 'p2' }, 'junk', item('p3')]);
    expect(readStoredCompareItems(raw).map((entry) => entry._id)).toEqual(['p1', 'p3']);
  });

  it('survives junk, and never mixes categories', () => {
    expect(readStoredCompareItems('{not json')).toEqual([]);
    expect(readStoredCompareItems('{"a":1}')).toEqual([]);
    const mixed = JSON.stringify([item('p1'), item('x1', { _id: 'c2', name: 'Centrifuges' })]);
    expect(readStoredCompareItems(mixed).map((entry) => entry._id)).toEqual(['p1']);
  });
});
