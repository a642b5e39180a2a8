import { useId } from 'react';
import type { ProductSort } from '@labshop/domain/constants';

const LABELS: Record<ProductSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Customer rating',
};

type SortSelectProps = {
  /** null: the default, relevance for a search and newest otherwise. */
  sort: ProductSort | null;
  hasQuery: boolean;
  onChange: (sort: ProductSort | null) => void;
};

/** The listing's order; relevance is offered only for a search, where it is the default. */
export function SortSelect({ sort, hasQuery, onChange }: SortSelectProps) {
  const id = useId();
  const defaultSort: ProductSort = hasQuery ? 'relevance' : 'newest';
  const options = (Object.keys(LABELS) as ProductSort[]).filter(
    (option) => hasQuery || option !== 'relevance',
  );
  const value = sort === null || (sort === 'relevance' && !hasQuery) ? defaultSort : sort;
  return (
    <div className="flex items-center gap-2">
      {/* A phone has room for the select and the filter button only; the label is read out. */}
      <label
        htmlFor={id}
        className="sr-only text-sm font-medium whitespace-nowrap text-slate-700 sm:not-sr-only"
      >
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = event.target.value as ProductSort;
          onChange(next === defaultSort ? null : next);
        }}
        className="h-11 rounded-ui border border-slate-300 bg-white pr-8 pl-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 lg:h-10"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
