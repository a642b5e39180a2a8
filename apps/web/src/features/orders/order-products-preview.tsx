import { Link } from 'react-router';
import type { Order } from '@labshop/domain/api/orders';
import { ProductImage } from '../../components/product-image.tsx';

/** Products a card shows by picture and name; the rest are counted. */
export const PREVIEW_PRODUCTS = 3;

/**
 * What the order holds, at a glance: the first products' pictures and names (linked to their
 * pages while they are in the catalogue), then "+N more".
 */
export function OrderProductsPreview({ order }: { order: Order }) {
  const shown = order.products.slice(0, PREVIEW_PRODUCTS);
  const more = order.products.length - shown.length;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 pb-4 sm:px-5">
      <ul aria-label={`Products in order ${order.transactionId}`} className="contents">
        {shown.map((line, index) => {
          const name = line.variant
            ? `${line.product.name} (${line.variant.name})`
            : line.product.name;
          const picture = (
            <ProductImage
              src={line.product.images[0]}
              alt=""
              className="size-12 shrink-0 rounded-ui border border-slate-200"
            />
          );
          return (
            <li
              key={`${line.productId ?? 'deleted'}-${line.variant?._id ?? index}`}
              className="flex min-w-0 basis-full items-center gap-3 sm:max-w-[18rem] sm:basis-auto"
            >
              {line.product._id ? (
                <Link to={`/product/${line.product._id}`} tabIndex={-1} aria-hidden="true">
                  {picture}
                </Link>
              ) : (
                picture
              )}
              <p className="min-w-0 text-sm leading-5">
                {line.product._id ? (
                  <Link
                    to={`/product/${line.product._id}`}
                    className="line-clamp-2 font-medium text-slate-900 hover:text-primary-800 hover:underline"
                  >
                    {name}
                  </Link>
                ) : (
                  <span className="line-clamp-2 font-medium text-slate-900">{name}</span>
                )}
                <span className="price text-xs text-slate-500">Qty {line.quantity}</span>
              </p>
            </li>
          );
        })}
      </ul>
      {more > 0 && (
        <p className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
          +{more} more
        </p>
      )}
    </div>
  );
}
