import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { WishlistEntry } from '../../api/wishlist.ts';
import { Price } from '../../components/price.tsx';
import { ProductImage } from '../../components/product-image.tsx';
import { StarRating } from '../../components/star-rating.tsx';
import { StockHint } from '../../components/stock-hint.tsx';

type WishlistItemProps = { product: WishlistEntry; onDelete: (product: WishlistEntry) => void };

/** A saved product: picture and name link to its page; the bin asks before removing it. */
export function WishlistItem({ product, onDelete }: WishlistItemProps) {
  const href = `/product/${product._id}`;
  return (
    <article className="relative flex h-full flex-row overflow-hidden xs:flex-col rounded-ui border border-slate-200 bg-white shadow-card">
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="w-28 shrink-0 self-start border-r border-slate-100 xs:w-auto xs:self-auto xs:border-r-0 xs:border-b"
      >
        <ProductImage src={product.images[0]} alt={product.name} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 xs:p-4">
        <p className="truncate text-xs font-medium tracking-wide text-slate-500 uppercase">
          {product.brand}
        </p>
        <h2 className="line-clamp-2 text-sm xs:min-h-10 leading-5 font-medium text-slate-900">
          <Link to={href} className="hover:text-primary-800 hover:underline">
            {product.name}
          </Link>
        </h2>
        <Price sellingPrice={product.sellingPrice} mrp={product.mrp} />
        {product.description && (
          <p className="line-clamp-3 text-sm leading-5 text-slate-600">{product.description}</p>
        )}
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <div className="space-y-1">
            <StarRating rating={product.averageRating} reviewCount={product.totalReviews} />
            <StockHint inStock={product.inStock} />
          </div>
          <button
            type="button"
            onClick={() => onDelete(product)}
            aria-label={`Delete ${product.name} from your wishlist`}
            title="Delete"
            className="flex size-10 shrink-0 items-center justify-center rounded-ui border border-slate-200 text-slate-600 hover:border-danger-200 hover:bg-danger-50 hover:text-danger-700"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </article>
  );
}
