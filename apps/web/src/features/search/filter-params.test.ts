import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
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
      page: 2,
    };
    expect(parseFilters(filtersToSearchParams(filters))).toEqual(filters);
  });

  it('leaves defaults out of the URL', () => {
    expect(filtersToSearchParams(EMPTY_FILTERS).toString()).toBe('');
  });

  it('ignores malformed values and swaps a reversed price range', () => {
    const params = new URLSearchParams('minRating=7&minPrice=900&maxPrice=200&page=-3');
    expect(parseFilters(params)).toMatchObject({
      minRating: null,
      minPrice: 200,
      maxPrice: 900,
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
  });
});
