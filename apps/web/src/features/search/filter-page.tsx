import { useId, useRef, useState } from 'react';
import { SearchX, SlidersHorizontal } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { ProductCard as ProductCardData } from '@labshop/domain/api/catalog';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { ProductCardSkeleton, SteppedProductCard } from '../../components/product-card.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { useRevealCount } from '../../components/reveal.tsx';
import { useProducts } from './api.ts';
import { ClearFiltersButton, FilterFields, FilterPanel } from './filter-panel.tsx';
import type { FilterChange } from './filter-panel.tsx';
import {
  EMPTY_FILTERS,
  PAGE_SIZE,
  filtersToSearchParams,
  hasActiveFilters,
  parseFilters,
} from './filter-params.ts';
import { FilterSheet } from './filter-sheet.tsx';
import { SortSelect } from './sort-select.tsx';
import { useIsPanelLayout } from './use-is-panel-layout.ts';
import { ShopperActionsProvider } from '../../components/shopper-actions.tsx';

// The widest grid shows four cards a row; their pictures load at once, the rest when near.
const FIRST_ROW = 4;

// A slider drag is many changes; within this window they replace one history entry.
const SLIDE_COALESCE_MS = 1000;

export function FilterPage() {
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const products = useProducts(filters);
  const isPanelLayout = useIsPanelLayout();
  // Wide screens: a side panel, open by default. Narrower: a sheet, opened on demand.
  const [isPanelOpen, setIsPanelOpen] = useState(true);
  const [isSheetOpen, setIsSheetOpen] = useState(false);
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
    // Any change of filter or order starts again from the first page.
    setParams(filtersToSearchParams({ ...filters, ...patch, page: 1 }), { replace });
  }

  function clearFilters() {
    setParams(
      filtersToSearchParams({ ...EMPTY_FILTERS, query: filters.query, sort: filters.sort }),
    );
  }

  function goToPage(page: number) {
    setParams(filtersToSearchParams({ ...filters, page }));
    window.scrollTo({ top: 0 });
  }

  const data = products.isError ? undefined : products.data;
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / (data?.limit ?? PAGE_SIZE)));
  const first = (filters.page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, first + (data?.products.length ?? 0) - 1);
  const canClear = hasActiveFilters({ ...filters, query: '' });
  const isShowingPanel = isPanelLayout && isPanelOpen;
  const fieldsProps = {
    id: panelId,
    filters,
    categories: data?.categories ?? [],
    brandCounts: data?.brandCounts ?? [],
    facets: data?.facets ?? [],
    onChange: handleChange,
  };
  const showLabel =
    data && !products.isPlaceholderData
      ? `Show ${total} ${total === 1 ? 'result' : 'results'}`
      : 'Show results';

  return (
    <ShopperActionsProvider>
      <PageFrame
        title={title}
        lead={
          // A failed load says so in the panel below; the lead never claims it is still loading.
          products.isError ? undefined : data ? (
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
          <>
            <SortSelect
              sort={filters.sort}
              hasQuery={filters.query !== ''}
              onChange={(sort) => handleChange({ patch: { sort } })}
            />
            <button
              type="button"
              aria-expanded={isPanelLayout ? isPanelOpen : isSheetOpen}
              aria-controls={isPanelLayout ? panelId : undefined}
              aria-haspopup={isPanelLayout ? undefined : 'dialog'}
              onClick={() =>
                isPanelLayout ? setIsPanelOpen((open) => !open) : setIsSheetOpen(true)
              }
              className="inline-flex h-11 items-center gap-2 rounded-ui border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 lg:h-10"
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              {isShowingPanel ? 'Hide filters' : 'Show filters'}
            </button>
          </>
        }
      >
        <div
          className={`grid items-start gap-6 ${isShowingPanel ? 'lg:grid-cols-[16rem_minmax(0,1fr)]' : ''}`}
        >
          {isShowingPanel && (
            <FilterPanel {...fieldsProps} onClear={clearFilters} canClear={canClear} />
          )}
          {!isPanelLayout && (
            <FilterSheet
              isOpen={isSheetOpen}
              onClose={() => setIsSheetOpen(false)}
              showLabel={showLabel}
              headerAction={canClear && <ClearFiltersButton onClear={clearFilters} />}
            >
              <FilterFields {...fieldsProps} />
            </FilterSheet>
          )}
          <div className="min-w-0 space-y-6">
            {/* Cards title themselves with h3, as in the home page's sections. */}
            <h2 className="sr-only">Products</h2>
            {products.isError ? (
              <LoadFailed
                what="Products"
                onRetry={() => void products.refetch()}
                isRetrying={products.isFetching}
              />
            ) : products.isPending ? (
              <ProductGrid isPanelOpen={isShowingPanel}>
                {Array.from({ length: 8 }, (_, index) => (
                  <li key={index}>
                    <ProductCardSkeleton />
                  </li>
                ))}
              </ProductGrid>
            ) : data && data.products.length === 0 ? (
              <EmptyState icon={SearchX} title="No products match these filters">
                <p>Try fewer filters, a wider price range or another search.</p>
                <button
                  type="button"
                  onClick={() => setParams(new URLSearchParams())}
                  className="mt-4 inline-flex h-11 items-center rounded-ui bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
                >
                  Clear filters
                </button>
              </EmptyState>
            ) : (
              <>
                <ProductCards
                  products={data?.products ?? []}
                  isPanelOpen={isShowingPanel}
                  isStale={products.isPlaceholderData}
                />
                <Pagination page={filters.page} pageCount={pageCount} onPage={goToPage} />
              </>
            )}
          </div>
        </div>
      </PageFrame>
    </ShopperActionsProvider>
  );
}

/**
 * The cards of a page. When the shop opens on this page, the first row renders with the page
 * and the rest a row at a time after it, as skeletons until then; the list is busy meanwhile,
 * but only dimmed while it shows the last filter's cards (`isStale`), not the ones being drawn.
 */
function ProductCards(props: {
  products: ProductCardData[];
  isPanelOpen: boolean;
  isStale: boolean;
}) {
  const shown = useRevealCount(props.products.length, FIRST_ROW, FIRST_ROW);
  return (
    <ProductGrid
      isPanelOpen={props.isPanelOpen}
      isBusy={props.isStale || shown < props.products.length}
      isDimmed={props.isStale}
    >
      {props.products.map((product, index) => (
        <li key={product._id} className="card-cell">
          {index < shown ? (
            <SteppedProductCard product={product} showWishlist isFirstRow={index < FIRST_ROW} />
          ) : (
            <ProductCardSkeleton />
          )}
        </li>
      ))}
    </ProductGrid>
  );
}

function ProductGrid(props: {
  isPanelOpen: boolean;
  isBusy?: boolean;
  isDimmed?: boolean;
  children: React.ReactNode;
}) {
  const columns = props.isPanelOpen
    ? 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-4'
    : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';
  return (
    <ul
      aria-label="Products"
      aria-busy={props.isBusy ?? false}
      className={`grid gap-3 sm:gap-4 ${columns} transition-opacity ${props.isDimmed ? 'opacity-60' : ''}`}
    >
      {props.children}
    </ul>
  );
}
