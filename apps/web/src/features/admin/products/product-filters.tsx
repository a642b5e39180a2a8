import type { AdminCategory } from '@labshop/domain/api/admin';
import { TEXT_LIMITS } from '@labshop/domain/limits';
import type { ProductListSort } from '@labshop/domain/validation/admin-catalog-lists';
import { FilterBar } from '../list-bars.tsx';
import { FilterSelect, STATUS_FILTER_OPTIONS, type FilterOptions } from '../filter-select.tsx';
import { ListSearch } from '../list-search.tsx';
import type { ProductListFilters } from './api.ts';

/** The list's URL state: '' is "any" (and newest first for the sort). */
export const PRODUCT_LIST_DEFAULTS: ProductListFilters = {
  q: '',
  categoryId: '',
  status: '',
  stock: '',
  sort: '',
};

// Also the only way to sort on a phone, where the table's headers give way to cards.
const SORT_LABELS: Record<ProductListSort | '', string> = {
  '': 'Newest first',
  'name-asc': 'Name, A to Z',
  'name-desc': 'Name, Z to A',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
  'stock-asc': 'Stock, low to high',
  'stock-desc': 'Stock, high to low',
  'updated-desc': 'Recently updated',
  'updated-asc': 'Least recently updated',
};

const SORT_OPTIONS: FilterOptions = Object.entries(SORT_LABELS);

const STOCK_OPTIONS: FilterOptions = [
  ['', 'Any stock'],
  ['low', 'Low stock'],
  ['out', 'Out of stock'],
];

export function ProductFilters({
  values,
  categories,
  isFiltered,
  onChange,
  onClear,
}: {
  values: ProductListFilters;
  categories: AdminCategory[];
  isFiltered: boolean;
  onChange: (changes: Partial<ProductListFilters>) => void;
  onClear: () => void;
}) {
  return (
    <FilterBar isFiltered={isFiltered} onClear={onClear}>
      <ListSearch
        label="Search"
        value={values.q}
        maxLength={TEXT_LIMITS.searchText}
        placeholder="Name, SKU or brand"
        onSearch={(q) => onChange({ q })}
      />
      <FilterSelect
        label="Category"
        value={values.categoryId}
        options={[
          ['', 'All categories'],
          ...categories.map((category) => [category._id, category.name] as const),
        ]}
        onChange={(categoryId) => onChange({ categoryId })}
      />
      <FilterSelect
        label="Status"
        value={values.status}
        options={STATUS_FILTER_OPTIONS}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        label="Stock"
        value={values.stock}
        options={STOCK_OPTIONS}
        onChange={(stock) => onChange({ stock })}
      />
      <FilterSelect
        label="Sort by"
        value={values.sort}
        options={SORT_OPTIONS}
        onChange={(sort) => onChange({ sort })}
      />
    </FilterBar>
  );
}
