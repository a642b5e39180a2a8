import { useState } from 'react';
import { PackageX, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type {
  ProductCard as ProductCardData,
  ProductDetail,
  Variant,
} from '@labshop/domain/api/catalog';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { Price } from '../../components/price.tsx';
import { ProductCard } from '../../components/product-card.tsx';
import { StarRating } from '../../components/star-rating.tsx';
import { StockHint } from '../../components/stock-hint.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { WishlistHeart } from '../../components/wishlist-heart.tsx';
import { isNotFound, useProduct } from './api.ts';
import { DeliveryInfo } from './delivery-info.tsx';
import { ImageGallery } from './image-gallery.tsx';
import { ProductActions } from './product-actions.tsx';
import { QuantityControl } from './quantity-control.tsx';
import { ReviewsList } from './reviews-list.tsx';
import { VariantPicker } from './variant-picker.tsx';

export function ProductPage() {
  const { id = '' } = useParams();
  const query = useProduct(id);
  const product = query.data?.product;
  usePageMeta(
    product?.name ?? (query.isPending ? 'Loading...' : 'No product found'),
    product
      ? summary(product.description)
      : 'Specifications, prices, stock, delivery options and reviews.',
  );

  if (query.isPending) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-16 text-center sm:px-6">
        <p role="status" className="text-base text-slate-600">
          Loading...
        </p>
      </div>
    );
  }
  if (query.isError) {
    const notFound = isNotFound(query.error);
    return (
      <PageFrame title={notFound ? 'No product found' : 'Error fetching product'} width="narrow">
        <EmptyState
          icon={notFound ? PackageX : TriangleAlert}
          title={notFound ? 'This product is not in our catalogue.' : 'Please try again shortly.'}
        >
          <Link to="/filter" className="font-semibold text-primary-700 hover:underline">
            Browse all products
          </Link>
        </EmptyState>
      </PageFrame>
    );
  }
  // The key resets the chosen variant and quantity when a similar product is opened.
  return (
    <ProductView
      key={query.data.product._id}
      product={query.data.product}
      similar={query.data.similarProducts}
    />
  );
}

function summary(text: string): string {
  return text.length > 155 ? `${text.slice(0, 154).trimEnd()}…` : text;
}

function firstChoice(product: ProductDetail): Variant | null {
  if (!product.variantsEnabled || product.variants.length === 0) return null;
  return product.variants.find((variant) => variant.stock > 0) ?? product.variants[0] ?? null;
}

function ProductView({ product, similar }: { product: ProductDetail; similar: ProductCardData[] }) {
  const [variant, setVariant] = useState<Variant | null>(() => firstChoice(product));
  const [quantity, setQuantity] = useState(1);
  const price = variant?.sellingPrice ?? product.sellingPrice;
  const stock = variant ? variant.stock : product.inStock;
  const isOutOfStock = stock <= 0;

  return (
    <div className="mx-auto w-full max-w-7xl space-y-12 px-4 py-6 sm:px-6 sm:py-10">
      <nav aria-label="Breadcrumb" className="-mb-6 text-sm text-slate-600 sm:-mb-4">
        <Link to="/" className="hover:text-primary-800 hover:underline">
          Home
        </Link>
        <span aria-hidden="true"> / </span>
        <Link
          to={`/filter?category=${encodeURIComponent(product.category.name)}`}
          className="hover:text-primary-800 hover:underline"
        >
          {product.category.name}
        </Link>
      </nav>
      <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-[2fr_3fr] lg:gap-12">
        <ImageGallery images={product.images} name={product.name} isOutOfStock={isOutOfStock} />
        <div className="min-w-0 space-y-5">
          <div className="space-y-2">
            <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
              {product.brand}
            </p>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
              {product.name}
            </h1>
            <StarRating
              rating={product.averageRating}
              reviewCount={product.totalReviews}
              size="md"
            />
          </div>
          <div>
            <Price sellingPrice={price} mrp={product.mrp} size="lg" />
            <p className="mt-1 text-xs text-slate-500">Inclusive of all taxes. SKU {product.sku}</p>
            <StockHint inStock={stock} className="mt-2 text-sm" />
          </div>
          {variant && (
            <VariantPicker
              variants={product.variants}
              selectedId={variant._id}
              onSelect={(next) => {
                setVariant(next);
                setQuantity(1);
              }}
            />
          )}
          {!isOutOfStock && (
            <QuantityControl quantity={quantity} inStock={stock} onChange={setQuantity} />
          )}
          <div className="flex flex-wrap gap-3">
            <ProductActions
              product={product}
              variant={variant}
              quantity={quantity}
              isOutOfStock={isOutOfStock}
            />
            <WishlistHeart product={product} variant="button" />
          </div>
          <DeliveryInfo options={product.deliveryOptions} days={product.deliveryTimeEstimate} />
          <section aria-labelledby="product-description" className="space-y-2">
            <h2 id="product-description" className="text-base font-semibold text-slate-900">
              Description
            </h2>
            <p className="text-sm leading-6 whitespace-pre-line text-slate-700">
              {product.description}
            </p>
          </section>
        </div>
      </div>
      <ReviewsList
        reviews={product.reviews}
        averageRating={product.averageRating}
        totalReviews={product.totalReviews}
      />
      {similar.length > 0 && (
        <section aria-labelledby="product-similar" className="space-y-4">
          <h2 id="product-similar" className="text-xl font-semibold tracking-tight text-slate-900">
            Similar products
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
            {similar.map((item) => (
              <li key={item._id}>
                <ProductCard product={item} showWishlist />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
