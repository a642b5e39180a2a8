import type { ReactNode } from 'react';
import { Star } from 'lucide-react';
import { FILTER_LIST_SCROLL_PX, MIN_RATING_FILTER_OPTIONS } from '@labshop/domain/constants';
import type { SpecFacet } from '@labshop/domain/api/attributes';
import type { BrandCount, CategorySummary } from '@labshop/domain/api/catalog';
import { ScrollRow } from '../../components/scroll-row.tsx';
import { BrandFacet } from './brand-facet.tsx';
import { withSpec, type Filters } from './filter-params.ts';
import { PriceRange } from './price-range.tsx';
import { facetLegend, SpecFacetField } from './spec-facets.tsx';

export type FilterChange = { patch: Partial<Filters>; isSliding?: boolean };

export type FilterFieldsProps = {
  /** Prefix of the radio groups' names; unique per rendered panel. */
  id: string;
  filters: Filters;
  categories: CategorySummary[];
  brandCounts: BrandCount[];
  /** The one chosen category's specification facets (none otherwise). */
  facets: SpecFacet[];
  onChange: (change: FilterChange) => void;
};

type FilterPanelProps = FilterFieldsProps & { onClear: () => void; canClear: boolean };

/** The side panel of wide screens, open by default at 1024 px and wider (docs/product). */
export function FilterPanel({ onClear, canClear, ...fields }: FilterPanelProps) {
  return (
    <aside
      id={fields.id}
      aria-label="Filters"
      className="space-y-6 rounded-ui border border-slate-200 bg-white p-4 shadow-card"
    >
      <div className="flex items-center justify-between">
        <h2 className="text-base font-semibold text-slate-900">Filters</h2>
        {canClear && <ClearFiltersButton onClear={onClear} />}
      </div>
      <FilterFields {...fields} />
    </aside>
  );
}

export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <button
      type="button"
      onClick={onClear}
      className="min-h-6 text-sm font-medium text-primary-700 hover:text-primary-900 hover:underline"
    >
      Clear filters
    </button>
  );
}

/** Categories, brands, minimum rating and price (docs/product), for the panel and the sheet. */
export function FilterFields({
  id,
  filters,
  categories,
  brandCounts,
  facets,
  onChange,
}: FilterFieldsProps) {
  const isCategoryChecked = (name: string) =>
    filters.categories.some((chosen) => chosen.toLowerCase() === name.toLowerCase());
  return (
    <div className="space-y-6">
      <FilterGroup legend="Categories">
        <ScrollRow label="categories" step={FILTER_LIST_SCROLL_PX} direction="vertical">
          {categories.map((category) => (
            <Check
              key={category._id}
              label={category.name}
              isChecked={isCategoryChecked(category.name)}
              onToggle={() => {
                const chosen = filters.categories.filter(
                  (name) => name.toLowerCase() !== category.name.toLowerCase(),
                );
                const next = isCategoryChecked(category.name) ? chosen : [...chosen, category.name];
                // Specification filters belong to the category they were chosen in.
                onChange({ patch: { categories: next, specs: [] } });
              }}
            />
          ))}
        </ScrollRow>
      </FilterGroup>
      <FilterGroup legend="Brands">
        <BrandFacet
          brandCounts={brandCounts}
          chosen={filters.brands}
          onChange={(brands) => onChange({ patch: { brands } })}
        />
      </FilterGroup>
      <FilterGroup legend="Minimum rating">
        <div className="space-y-0.5">
          {[null, ...MIN_RATING_FILTER_OPTIONS].map((rating) => (
            <label
              key={rating ?? 'any'}
              className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm text-slate-700 hover:bg-slate-50"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                checked={filters.minRating === rating}
                onChange={() => onChange({ patch: { minRating: rating } })}
                className="size-4 accent-primary-700"
              />
              {rating === null ? (
                'Any rating'
              ) : (
                <span className="flex items-center gap-1">
                  <Star aria-hidden="true" className="size-4 fill-sale-500 text-sale-500" />
                  {ratingLabel(rating)}
                </span>
              )}
            </label>
          ))}
        </div>
      </FilterGroup>
      <FilterGroup legend="Price">
        <PriceRange
          min={filters.minPrice}
          max={filters.maxPrice}
          onChange={(range, isSliding) => onChange({ patch: range, isSliding })}
        />
      </FilterGroup>
      {facets.map((facet) => (
        <FilterGroup key={facet.key} legend={facetLegend(facet)}>
          <SpecFacetField
            facet={facet}
            chosen={filters.specs.find((spec) => spec.key === facet.key)}
            onChange={(next) =>
              onChange({ patch: { specs: withSpec(filters.specs, facet.key, next) } })
            }
          />
        </FilterGroup>
      ))}
    </div>
  );
}

/** "5 stars", "4 stars & up" ... "1 star & up". */
export function ratingLabel(rating: number): string {
  if (rating === 5) return '5 stars';
  return `${rating} ${rating === 1 ? 'star' : 'stars'} & up`;
}

function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-slate-100 pt-4">
      <legend className="float-left mb-2 w-full text-sm font-semibold text-slate-900">
        {legend}
      </legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

function Check(props: { label: string; isChecked: boolean; onToggle: () => void }) {
  return (
    <label className="flex cursor-pointer items-start gap-2 rounded px-1 py-1 text-sm text-slate-700 hover:bg-slate-50">
      <input
        type="checkbox"
        checked={props.isChecked}
        onChange={props.onToggle}
        className="mt-0.5 size-4 shrink-0 accent-primary-700"
      />
      <span>{props.label}</span>
    </label>
  );
}
