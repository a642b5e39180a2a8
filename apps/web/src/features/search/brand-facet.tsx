import { useId, useState } from 'react';
import { FILTER_LIST_SCROLL_PX } from '@labshop/domain/constants';
import type { BrandCount } from '@labshop/domain/api/catalog';
import { TEXT_LIMITS } from '@labshop/domain/limits';
import { ScrollRow } from '../../components/scroll-row.tsx';

// Past this many brands a shopper looks for one by name rather than reading the list.
const SEARCH_FROM_BRANDS = 9;

type BrandFacetProps = {
  /** Brands present under the other filters, with their counts (from the API). */
  brandCounts: BrandCount[];
  chosen: string[];
  onChange: (brands: string[]) => void;
};

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The brand checkboxes with counts; a chosen brand stays listed (at 0) so it can be unticked. */
export function BrandFacet({ brandCounts, chosen, onChange }: BrandFacetProps) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const missing = chosen
    .filter((name) => !brandCounts.some((brand) => same(brand.name, name)))
    .map((name) => ({ name, count: 0 }));
  const brands = [...missing, ...brandCounts];
  const needle = search.trim().toLowerCase();
  const shown = needle ? brands.filter((b) => b.name.toLowerCase().includes(needle)) : brands;
  const isChosen = (name: string) => chosen.some((item) => same(item, name));
  const toggle = (name: string) =>
    onChange(isChosen(name) ? chosen.filter((item) => !same(item, name)) : [...chosen, name]);

  if (brands.length === 0) return <p className="text-sm text-slate-600">No brands to choose.</p>;
  return (
    <div className="space-y-2">
      {brands.length >= SEARCH_FROM_BRANDS && (
        <div>
          <label htmlFor={searchId} className="sr-only">
            Search brands
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search brands"
            autoComplete="off"
            maxLength={TEXT_LIMITS.brand}
            className="h-10 w-full rounded-ui border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600"
          />
        </div>
      )}
      {shown.length === 0 ? (
        <p className="px-1 text-sm text-slate-600" role="status">
          No brand matches “{search.trim()}”.
        </p>
      ) : (
        <ScrollRow label="brands" step={FILTER_LIST_SCROLL_PX} direction="vertical">
          {shown.map((brand) => (
            <label
              key={brand.name}
              className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm text-slate-700 hover:bg-slate-50"
            >
              <input
                type="checkbox"
                checked={isChosen(brand.name)}
                onChange={() => toggle(brand.name)}
                className="size-4 shrink-0 accent-primary-700"
              />
              <span className="min-w-0 flex-1">{brand.name}</span>
              <span className="price shrink-0 rounded-full bg-slate-100 px-2 text-xs leading-5 text-slate-600">
                {brand.count}
                <span className="sr-only"> {brand.count === 1 ? 'product' : 'products'}</span>
              </span>
            </label>
          ))}
        </ScrollRow>
      )}
    </div>
  );
}
