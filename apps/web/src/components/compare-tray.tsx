import { X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { COMPARE_LIMIT, compareHref } from '@labshop/domain/compare/compare-tray';
import { ProductImage } from './product-image.tsx';
import { compareTray, useCompareTray } from './use-compare-tray.ts';

/**
 * The bar at the bottom of the storefront while products wait to be compared: their pictures,
 * a way to take each out, and the link to the comparison. Hidden on /compare itself, which
 * shows the same products in full.
 */
export function CompareTray() {
  const { items, notice } = useCompareTray();
  const { pathname } = useLocation();
  if ((items.length === 0 && !notice) || pathname === '/compare' || pathname.startsWith('/admin')) {
    return null;
  }
  const canCompare = items.length >= 2;
  const category = items[0]?.category.name;

  return (
    <>
      {/* Keeps the end of the page (the footer's links) from sitting under the bar. */}
      <div aria-hidden="true" className="h-20 shrink-0 sm:h-24" />
      <aside
        aria-label="Products to compare"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur"
      >
        <div aria-live="polite">
          {notice && (
            <div className="border-b border-sale-200 bg-sale-50">
              <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm text-sale-800 sm:px-6">
                <p className="min-w-0 flex-1 basis-56">{notice.message}</p>
                <button
                  type="button"
                  onClick={() => compareTray.replaceWith(notice.item)}
                  className="order-last h-9 font-semibold text-primary-800 underline underline-offset-2 sm:order-none"
                >
                  Compare {notice.item.category.name} instead
                </button>
                <button
                  type="button"
                  onClick={() => compareTray.dismissNotice()}
                  aria-label="Dismiss"
                  className="flex size-9 items-center justify-center rounded-ui hover:bg-sale-100"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
            </div>
          )}
        </div>
        {items.length > 0 && (
          <div className="mx-auto flex w-full max-w-7xl items-center gap-3 px-4 py-2.5 sm:px-6">
            <div className="hidden w-36 shrink-0 text-sm lg:block">
              <p className="font-semibold text-slate-900">Compare</p>
              <p className="truncate text-slate-600">{category}</p>
            </div>
            {/* A phone has room for the count; the pictures and names need a wider screen. */}
            <p className="min-w-0 flex-1 text-sm sm:hidden">
              <span className="font-semibold text-slate-900">
                {items.length} of {COMPARE_LIMIT} to compare
              </span>
              <span className="block truncate text-xs text-slate-600">{category}</span>
            </p>
            <ul
              className="hidden min-w-0 flex-1 gap-2 sm:flex"
              aria-label={`${category}: ${items.length} of ${COMPARE_LIMIT}`}
            >
              {items.map((item) => (
                <li
                  key={item._id}
                  className="flex min-w-0 items-center gap-2 rounded-ui border border-slate-200 bg-white p-1 md:max-w-56 md:flex-1"
                >
                  <ProductImage
                    src={item.image ?? undefined}
                    alt=""
                    className="size-10 shrink-0 rounded"
                  />
                  <span className="line-clamp-2 hidden min-w-0 flex-1 text-xs leading-4 text-slate-800 md:block">
                    {item.name}
                  </span>
                  <button
                    type="button"
                    onClick={() => compareTray.remove(item._id)}
                    aria-label={`Remove from compare: ${item.name}`}
                    className="flex size-8 shrink-0 items-center justify-center rounded-ui text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
            <div className="flex shrink-0 items-center gap-1 sm:gap-2">
              <button
                type="button"
                onClick={() => compareTray.clear()}
                className="h-11 rounded-ui px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:px-3"
              >
                Clear
              </button>
              {canCompare ? (
                <Link
                  to={compareHref(items.map((item) => item._id))}
                  className="inline-flex h-11 items-center rounded-ui bg-primary-700 px-3 text-sm font-semibold whitespace-nowrap text-white hover:bg-primary-800 sm:px-4"
                >
                  Compare ({items.length})
                </Link>
              ) : (
                <p className="max-w-28 text-xs leading-4 text-slate-600 sm:max-w-none sm:text-sm">
                  Add one more to compare
                </p>
              )}
            </div>
          </div>
        )}
      </aside>
    </>
  );
}
