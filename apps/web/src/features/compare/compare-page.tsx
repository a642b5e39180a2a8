import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { GitCompareArrows, X } from 'lucide-react';
import { useQueries } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ProductDetail } from '@labshop/domain/api/catalog';
import { compareHref, parseCompareIds } from '@labshop/domain/compare/compare-tray';
import { formatRupees } from '@labshop/domain/money';
import { AddToCartButton } from '../../components/add-to-cart-button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { ProductImage } from '../../components/product-image.tsx';
import { StarRating } from '../../components/star-rating.tsx';
import { StockHint } from '../../components/stock-hint.tsx';
import { compareItemOf, compareTray } from '../../components/use-compare-tray.ts';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { isNotFound, productQuery } from '../product/api.ts';
import { specsWithChemicalDetails } from '../product/product-specs.ts';
import { compareRows, isDifferent, type CompareRow } from './compare-rows.ts';
import { ShopperActionsProvider } from '../../components/shopper-actions.tsx';

/**
 * `/compare?ids=a,b,c`: the products side by side, their specifications aligned by name and the
 * rows that differ marked. The URL is the truth here (it can be shared); the tray follows it.
 */
export function ComparePage() {
  usePageMeta('Compare products', 'Specifications, prices and stock of products side by side.');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const ids = parseCompareIds(searchParams.get('ids'));
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const queries = useQueries({ queries: ids.map((id) => productQuery(id)) });

  const products = queries.flatMap((query) => (query.data ? [query.data.product] : []));
  const isLoading = queries.some((query) => query.isPending);
  const missing = ids.filter((_, index) => isNotFound(queries[index]?.error));
  const failed = queries.filter((query) => query.isError && !isNotFound(query.error));
  const loadedKey = products.map((product) => product._id).join(',');

  // The tray shows what is compared here, so Back to the products keeps the same selection.
  useEffect(() => {
    if (isLoading || products.length === 0) return;
    compareTray.replaceAll(products.map(compareItemOf));
    // loadedKey stands for the products: the same ids need no second write.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedKey, isLoading]);

  function remove(id: string) {
    compareTray.remove(id);
    const next = ids.filter((other) => other !== id);
    void navigate(compareHref(next), { replace: true });
  }

  let body: ReactNode;
  if (ids.length === 0) {
    body = (
      <EmptyState icon={GitCompareArrows} title="Nothing to compare yet.">
        <p>Tick Compare on up to four products of one category, then open the comparison.</p>
        <Link
          to="/filter"
          className="mt-4 inline-flex h-10 items-center rounded-ui bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
        >
          Browse products
        </Link>
      </EmptyState>
    );
  } else if (isLoading) {
    body = <CompareSkeleton columns={ids.length} />;
  } else if (products.length === 0 && failed.length > 0) {
    body = (
      <LoadFailed
        what="The products to compare"
        onRetry={() => failed.forEach((query) => void query.refetch())}
        isRetrying={failed.some((query) => query.isFetching)}
      />
    );
  } else if (products.length === 0) {
    body = (
      <EmptyState icon={GitCompareArrows} title="These products are no longer sold.">
        <Link to="/filter" className="font-semibold text-primary-800 underline">
          Browse products
        </Link>
      </EmptyState>
    );
  } else {
    const rows = compareRows(products.map(specsWithChemicalDetails));
    const shownRows = onlyDifferences ? rows.filter((row) => row.differs) : rows;
    body = (
      <div className="space-y-4">
        {(missing.length > 0 || failed.length > 0) && (
          <p role="status" className="text-sm text-sale-800">
            {missing.length + failed.length === 1
              ? 'One product could not be shown: it is no longer sold or did not load.'
              : `${missing.length + failed.length} products could not be shown: they are no longer sold or did not load.`}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="inline-flex h-11 items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={onlyDifferences}
              onChange={(event) => setOnlyDifferences(event.target.checked)}
              className="size-4 accent-primary-700"
            />
            Show only differences
          </label>
          {products.length < 4 && (
            <Link
              to={`/filter?category=${encodeURIComponent(products[0]!.category.name)}`}
              className="text-sm font-semibold text-primary-800 underline underline-offset-2"
            >
              Add more {products[0]!.category.name}
            </Link>
          )}
        </div>
        <CompareTable products={products} rows={shownRows} onRemove={remove} />
        {onlyDifferences && shownRows.length === 0 && (
          <p className="text-sm text-slate-600">Their specifications are the same.</p>
        )}
      </div>
    );
  }

  return (
    <ShopperActionsProvider>
      <PageFrame
        title="Compare products"
        lead={
          products.length > 0
            ? `${products.length} ${products[0]!.category.name} side by side; rows that differ are marked.`
            : 'Specifications, prices and stock side by side.'
        }
      >
        {body}
      </PageFrame>
    </ShopperActionsProvider>
  );
}

// At 375 px the columns scroll sideways under a sticky first column, one product per swipe.
const labelCell =
  'sticky left-0 z-10 w-28 px-3 py-2.5 text-left align-top text-xs font-semibold text-slate-700 sm:w-40 sm:text-sm';
const valueCell = 'w-44 snap-start px-3 py-2.5 align-top text-sm text-slate-800 sm:w-auto';

function CompareTable(props: {
  products: ProductDetail[];
  rows: CompareRow[];
  onRemove: (id: string) => void;
}) {
  const { products, rows, onRemove } = props;
  const summaryRows: { label: string; differs: boolean; cell: (p: ProductDetail) => ReactNode }[] =
    [
      {
        label: 'Price',
        differs: isDifferent(products.map((p) => String(p.sellingPrice))),
        cell: (p) => (
          <span className="font-semibold text-slate-900">{formatRupees(p.sellingPrice)}</span>
        ),
      },
      {
        label: 'Availability',
        differs: isDifferent(products.map((p) => String(p.inStock > 0))),
        cell: (p) => <StockHint inStock={p.inStock} className="text-sm" />,
      },
      {
        label: 'Brand',
        differs: isDifferent(products.map((p) => p.brand)),
        cell: (p) => p.brand,
      },
      {
        label: 'Rating',
        differs: isDifferent(products.map((p) => String(p.averageRating))),
        cell: (p) => <StarRating rating={p.averageRating} reviewCount={p.totalReviews} />,
      },
    ];

  return (
    <div className="relative snap-x scroll-pl-28 overflow-x-auto rounded-ui sm:scroll-pl-40 border border-slate-200 bg-white">
      <table className="w-max min-w-full table-fixed border-collapse sm:w-full">
        <caption className="sr-only">
          Comparison of {products.map((product) => product.name).join(', ')}
        </caption>
        <thead>
          <tr className="border-b border-slate-200">
            <td className={`${labelCell} bg-white`} />
            {products.map((product) => (
              <th key={product._id} scope="col" className={`${valueCell} font-normal`}>
                <div className="relative space-y-2 text-left">
                  <ProductImage
                    src={product.images[0]}
                    alt=""
                    className="mx-auto size-24 sm:size-32"
                  />
                  <Link
                    to={`/product/${product._id}`}
                    className="line-clamp-3 text-sm font-semibold text-slate-900 hover:text-primary-800"
                  >
                    {product.name}
                  </Link>
                  <button
                    type="button"
                    onClick={() => onRemove(product._id)}
                    aria-label={`Remove from compare: ${product.name}`}
                    className="absolute -top-1 -right-1 flex size-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                  <div className="pt-1">
                    <AddToCartButton product={product} />
                  </div>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summaryRows.map((row) => (
            <CompareTableRow key={row.label} label={row.label} differs={row.differs}>
              {products.map((product) => (
                <td key={product._id} className={valueCell}>
                  {row.cell(product)}
                </td>
              ))}
            </CompareTableRow>
          ))}
          {rows.map((row) => (
            <CompareTableRow key={row.label} label={row.label} differs={row.differs}>
              {row.values.map((value, column) => (
                <td key={products[column]!._id} className={valueCell}>
                  {value ?? (
                    <span className="text-slate-400">
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">Not stated</span>
                    </span>
                  )}
                </td>
              ))}
            </CompareTableRow>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A row whose values differ is tinted and says so in words, for those who cannot see tints. */
function CompareTableRow(props: { label: string; differs: boolean; children: ReactNode }) {
  const { label, differs, children } = props;
  return (
    <tr className={`border-b border-slate-100 last:border-0 ${differs ? 'bg-sale-50' : ''}`}>
      <th scope="row" className={`${labelCell} ${differs ? 'bg-sale-50' : 'bg-white'}`}>
        {label}
        {differs && (
          <span className="mt-0.5 block text-[11px] font-medium tracking-wide text-sale-800 uppercase">
            Differs
          </span>
        )}
      </th>
      {children}
    </tr>
  );
}

function CompareSkeleton({ columns }: { columns: number }) {
  return (
    <div
      aria-label="Loading the comparison"
      role="status"
      className="flex animate-pulse gap-3 overflow-hidden rounded-ui border border-slate-200 bg-white p-4"
    >
      {Array.from({ length: columns }, (_, index) => (
        <div key={index} className="w-44 shrink-0 space-y-3 sm:flex-1">
          <div className="mx-auto size-24 rounded bg-slate-100 sm:size-32" />
          <div className="h-4 rounded bg-slate-100" />
          <div className="h-4 w-2/3 rounded bg-slate-100" />
          <div className="h-24 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
