import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  PRICE_BANDS,
  filtersToApiQuery,
  filtersToSearchParams,
  parseFilters,
} from './filter-params.ts';

describe('filter params', () => {
  it('reads a shared URL back into the same filters', () => {
    const filters = {
      query: 'flask',
      categories: ['Glassware', 'Chemicals & Reagents'],
      brands: ['Borosil'],
      minRating: 4,
      minPrice: 100,
      maxPrice: 500,
      sort: 'price_desc' as const,
      page: 2,
      specs: [
        { key: 'readability_mg', kind: 'range' as const, min: 0.01, max: 0.1 },
        { key: 'grade', kind: 'values' as const, values: ['AR', 'HPLC'] },
      ],
    };
    const params = filtersToSearchParams(filters);
    expect(params.get('spec.readability_mg')).toBe('0.01..0.1');
    expect(parseFilters(params)).toEqual(filters);
  });

  it('drops a malformed spec filter of an edited URL', () => {
    const params = new URLSearchParams('spec.readability_mg=1..x&spec.capacity_g=..200');
    expect(parseFilters(params).specs).toEqual([{ key: 'capacity_g', kind: 'range', max: 200 }]);
  });

  it('leaves defaults out of the URL', () => {
    expect(filtersToSearchParams(EMPTY_FILTERS).toString()).toBe('');
  });

  it('ignores malformed values and swaps a reversed price range', () => {
    const params = new URLSearchParams('minRating=7&minPrice=900&maxPrice=200&page=-3&sort=cheap');
    expect(parseFilters(params)).toMatchObject({
      minRating: null,
      minPrice: 200,
      maxPrice: 900,
      sort: null,
      page: 1,
    });
  });

  it('sends no maxPrice at the top of the slider, which means no upper limit', () => {
    const query = new URLSearchParams(
      filtersToApiQuery({ ...EMPTY_FILTERS, categories: ['Glassware', 'Lab Safety'] }),
    );
    expect(query.get('maxPrice')).toBeNull();
    expect(query.get('categoryNames')).toBe('Glassware,Lab Safety');
    expect(query.get('page')).toBe('1');
    expect(query.get('sort')).toBeNull();
  });

  it('keeps price bands beyond the slider, and a minimum above it with no maximum', () => {
    for (const band of PRICE_BANDS) {
      const filters = { ...EMPTY_FILTERS, minPrice: band.minPrice, maxPrice: band.maxPrice };
      expect(parseFilters(filtersToSearchParams(filters))).toEqual(filters);
    }
    const over = parseFilters(new URLSearchParams('minPrice=100000'));
    expect(over).toMatchObject({ minPrice: 100000, maxPrice: EMPTY_FILTERS.maxPrice });
    const api = new URLSearchParams(filtersToApiQuery(over));
    expect(api.get('minPrice')).toBe('100000');
    expect(api.get('maxPrice')).toBeNull();
  });
});
