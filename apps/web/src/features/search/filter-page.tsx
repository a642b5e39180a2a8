import { useId, useRef } from 'react';
import { SearchX, SlidersHorizontal, TriangleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { ProductCard, ProductCardSkeleton } from '../../components/product-card.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { useProducts } from './api.ts';
import { FilterPanel } from './filter-panel.tsx';
import type { FilterChange } from './filter-panel.tsx';
import {
  EMPTY_FILTERS,
  PAGE_SIZE,
  filtersToSearchParams,
  hasActiveFilters,
  parseFilters,
} from './filter-params.ts';
import { Pagination } from '../../components/pagination.tsx';
import { useFilterPanelOpen } from './use-filter-panel-open.ts';

// A slider drag is many changes; within this window they replace one history entry.
const SLIDE_COALESCE_MS = 1000;

export function FilterPage() {
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const products = useProducts(filters);
  const [isPanelOpen, setIsPanelOpen] = useFilterPanelOpen();
  const lastSlideAt = useRef(0);
  const panelId = useId();

  const title = filters.query
    ? `Results for “${filters.query}”`
    : filters.categories.length === 1
      ? filters.categories[0]!
      : 'All products';
  usePageMeta(title, 'Filter laboratory products by category, brand, rating and price.');

  function handleChange({ patch, isSliding = false }: FilterChange) {
    const now = Date.now();
    const replace = isSliding && now - lastSlideAt.current < SLIDE_COALESCE_MS;
    lastSlideAt.current = isSliding ? now : 0;
    // Any change of filter starts again from the first page.
    setParams(filtersToSearchParams({ ...filters, ...patch, page: 1 }), { replace });
  }

  function clearFilters() {
    setParams(filtersToSearchParams({ ...EMPTY_FILTERS, query: filters.query }));
  }

  function goToPage(page: number) {
    setParams(filtersToSearchParams({ ...filters, page }));
    window.scrollTo({ top: 0 });
  }

  const data = products.data;
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / (data?.limit ?? PAGE_SIZE)));
  const first = (filters.page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, first + (data?.products.length ?? 0) - 1);
  const canClear = hasActiveFilters({ ...filters, query: '' });

  return (
    <PageFrame
      title={title}
      lead={
        data ? (
          <span aria-live="polite" className="price">
            {total === 0
              ? 'No products found'
              : `Showing ${first}–${last} of ${total} ${total === 1 ? 'product' : 'products'}`}
          </span>
        ) : (
          'Loading products…'
        )
      }
      actions={
        <button
          type="button"
          aria-expanded={isPanelOpen}
          aria-controls={panelId}
          onClick={() => setIsPanelOpen((open) => !open)}
          className="inline-flex h-10 items-center gap-2 rounded-ui border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {isPanelOpen ? 'Hide filters' : 'Show filters'}
        </button>
      }
    >
      <div
        className={`grid items-start gap-6 ${isPanelOpen ? 'lg:grid-cols-[16rem_minmax(0,1fr)]' : ''}`}
      >
        {isPanelOpen && (
          <FilterPanel
            id={panelId}
            filters={filters}
            categories={data?.categories ?? []}
            brands={data?.brands ?? []}
            onChange={handleChange}
            onClear={clearFilters}
            canClear={canClear}
          />
        )}
        <div className="min-w-0 space-y-6">
          {/* Cards title themselves with h3, as in the home page's sections. */}
          <h2 className="sr-only">Products</h2>
          {products.isPending ? (
            <ProductGrid isPanelOpen={isPanelOpen}>
              {Array.from({ length: 8 }, (_, index) => (
                <li key={index}>
                  <ProductCardSkeleton />
                </li>
              ))}
            </ProductGrid>
          ) : products.isError ? (
            <div role="alert">
              <EmptyState icon={TriangleAlert} title="Products could not be loaded">
                <p>{errorMessage(products.error)}</p>
                <button
                  type="button"
                  onClick={() => void products.refetch()}
                  className="mt-4 inline-flex h-10 items-center rounded-ui bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
                >
                  Try again
                </button>
              </EmptyState>
            </div>
          ) : data && data.products.length === 0 ? (
            <EmptyState icon={SearchX} title="No products match these filters">
              <p>Try fewer filters, a wider price range or another search.</p>
              <button
                type="button"
                onClick={() => setParams(new URLSearchParams())}
                className="mt-4 inline-flex h-10 items-center rounded-ui bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
              >
                Clear filters
              </button>
            </EmptyState>
          ) : (
            <>
              <ProductGrid isPanelOpen={isPanelOpen} isBusy={products.isPlaceholderData}>
                {data?.products.map((product) => (
                  <li key={product._id}>
                    <ProductCard product={product} showWishlist />
                  </li>
                ))}
              </ProductGrid>
              <Pagination page={filters.page} pageCount={pageCount} onPage={goToPage} />
            </>
          )}
        </div>
      </div>
    </PageFrame>
  );
}

function ProductGrid(props: { isPanelOpen: boolean; isBusy?: boolean; children: React.ReactNode }) {
  const columns = props.isPanelOpen
    ? 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-4'
    : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';
  return (
    <ul
      aria-label="Products"
      aria-busy={props.isBusy ?? false}
      className={`grid gap-3 sm:gap-4 ${columns} transition-opacity ${props.isBusy ? 'opacity-60' : ''}`}
    >
      {props.children}
    </ul>
  );
}
