import { useCallback, useState } from 'react';
import { PackageX } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import type {
  ProductCard as ProductCardData,
  ProductDetail,
  Variant,
} from '@labshop/domain/api/catalog';
import { CompareToggle } from '../../components/compare-toggle.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { Price } from '../../components/price.tsx';
import { QuantityPrices } from './quantity-prices.tsx';
import { ProductCardSkeleton, SteppedProductCard } from '../../components/product-card.tsx';
import { Revealed, useRevealCount } from '../../components/reveal.tsx';
import { StarRating } from '../../components/star-rating.tsx';
import { StockHint } from '../../components/stock-hint.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { WishlistHeart } from '../../components/wishlist-heart.tsx';
import { isNotFound, useProduct } from './api.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import { DeliveryInfo } from './delivery-info.tsx';
import { useFinishLoginIntent } from './finish-login-intent.ts';
import { HazardsSection } from './hazards-section.tsx';
import { ImageGallery } from './image-gallery.tsx';
import { RequestQuoteButton } from '../quotes/request-quote-button.tsx';
import { ProductActions } from './product-actions.tsx';
import { ProductSkeleton } from './product-skeleton.tsx';
import { QuantityControl } from './quantity-control.tsx';
import { ReviewsList } from './reviews-list.tsx';
import { SafetyDataSheetLink } from './safety-data-sheet-link.tsx';
import { specsWithChemicalDetails } from './product-specs.ts';
import { SpecsTable } from './specs-table.tsx';
import { StockAlert } from './stock-alert.tsx';
import { VARIANT_PICKER_ID, VariantPicker } from './variant-picker.tsx';
import { ShopperActionsProvider } from '../../components/shopper-actions.tsx';

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

  if (query.isPending) return <ProductSkeleton />;
  if (query.isError && isNotFound(query.error)) {
    return (
      <PageFrame title="No product found" width="narrow">
        <EmptyState icon={PackageX} title="This product is not in our catalogue.">
          <Link to="/filter" className="font-semibold text-primary-700 hover:underline">
            Browse all products
          </Link>
        </EmptyState>
      </PageFrame>
    );
  }
  if (query.isError) {
    return (
      <PageFrame title="Error fetching product" width="narrow">
        <LoadFailed
          what="This product"
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </PageFrame>
    );
  }
  // The key resets the chosen variant and quantity when a similar product is opened.
  return (
    <ShopperActionsProvider>
      <ProductView
        key={query.data.product._id}
        product={query.data.product}
        similar={query.data.similarProducts}
        hasStockAlert={query.data.hasStockAlert}
        variantStockAlerts={query.data.variantStockAlerts ?? []}
      />
    </ShopperActionsProvider>
  );
}

function summary(text: string): string {
  return text.length > 155 ? `${text.slice(0, 154).trimEnd()}…` : text;
}

function firstChoice(product: ProductDetail): Variant | null {
  if (!product.variantsEnabled || product.variants.length === 0) return null;
  return product.variants.find((variant) => variant.stock > 0) ?? product.variants[0] ?? null;
}

type ProductViewProps = {
  product: ProductDetail;
  similar: ProductCardData[];
  hasStockAlert: boolean;
  /** The variants the shopper asked to be mailed about. */
  variantStockAlerts: string[];
};

function ProductView({ product, similar, hasStockAlert, variantStockAlerts }: ProductViewProps) {
  const { hash } = useLocation();
  const [variant, setVariant] = useState<Variant | null>(() => firstChoice(product));
  const [quantity, setQuantity] = useState(1);
  const choose = useCallback((next: Variant | null, count: number) => {
    setVariant(next);
    setQuantity(count);
  }, []);
  useFinishLoginIntent(product, choose);
  const price = variant?.sellingPrice ?? product.sellingPrice;
  const stock = variant ? variant.stock : product.inStock;
  const isOutOfStock = stock <= 0;
  // The whole product sold out: one request for any of it, and nothing to buy. A sold-out
  // variant of a product that has stock takes a request of its own, beside the buy buttons.
  const isSoldOut = product.inStock <= 0;
  const soldOutVariant = !isSoldOut && isOutOfStock ? variant : null;

  return (
    <div className="mx-auto w-full max-w-7xl space-y-12 px-4 py-6 sm:px-6 sm:py-10">
      <div className="space-y-4">
        <Breadcrumb category={product.category.name} product={product.name} />
        <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-[2fr_3fr] lg:gap-12">
          <ImageGallery images={product.images} name={product.name} isOutOfStock={isOutOfStock} />
          {/* When the shop opens here the page draws top down, a part a task (docs/performance.md):
              the gallery, then the buy box, then (step 2) what lies below it. Until the buy box
              comes its place holds a screen's height of blank, so the footer (drawn after the
              first paint) stays below the screen instead of being pushed down by it. */}
          <div className="min-w-0 space-y-5">
            <Revealed fallback={<div className="min-h-dvh" />}>
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
                <p className="mt-1 text-xs text-slate-500">
                  Inclusive of all taxes. SKU {product.sku}
                </p>
                <StockHint inStock={stock} className="mt-2 text-sm" />
              </div>
              {variant && (
                <VariantPicker
                  variants={product.variants}
                  selectedId={variant._id}
                  isWanted={hash === `#${VARIANT_PICKER_ID}`}
                  onSelect={(next) => {
                    setVariant(next);
                    setQuantity(1);
                  }}
                />
              )}
              {!isOutOfStock && (
                <QuantityControl quantity={quantity} inStock={stock} onChange={setQuantity} />
              )}
              <QuantityPrices
                sellingPrice={price}
                breaks={variant ? variant.priceBreaks : product.priceBreaks}
                quantity={quantity}
              />
              {isSoldOut && <StockAlert productId={product._id} hasStockAlert={hasStockAlert} />}
              {soldOutVariant && (
                // Keyed: switching variants starts from that variant's own state, not the last.
                <StockAlert
                  key={soldOutVariant._id}
                  productId={product._id}
                  variantId={soldOutVariant._id}
                  hasStockAlert={variantStockAlerts.includes(soldOutVariant._id)}
                />
              )}
              <div className="flex flex-wrap gap-3">
                {!isSoldOut && (
                  <ProductActions
                    product={product}
                    variant={variant}
                    quantity={quantity}
                    isOutOfStock={isOutOfStock}
                  />
                )}
                <WishlistHeart product={product} variant="button" />
                <CompareToggle product={product} variant="button" />
                {/* Priced by the shop, so stock does not matter; a variant must be chosen. */}
                <RequestQuoteButton
                  lines={
                    product.variantsEnabled && !variant
                      ? []
                      : [
                          {
                            productId: product._id,
                            variantId: variant?._id ?? null,
                            name: product.name,
                            variantName: variant?.name ?? null,
                            quantity,
                          },
                        ]
                  }
                />
              </div>
            </Revealed>
            <Revealed step={2}>
              <DeliveryInfo
                options={product.deliveryOptions}
                days={product.deliveryTimeEstimate}
                isOutOfStock={isOutOfStock}
                isPerishable={product.isPerishable ?? false}
              />
              <section aria-labelledby="product-description" className="space-y-2">
                <h2 id="product-description" className="text-base font-semibold text-slate-900">
                  Description
                </h2>
                <p className="text-sm leading-6 whitespace-pre-line text-slate-700">
                  {product.description}
                </p>
              </section>
              <SpecsTable specs={specsWithChemicalDetails(product)} />
              <HazardsSection ghs={product.ghs} />
              <SafetyDataSheetLink sds={product.sds} />
            </Revealed>
          </div>
        </div>
      </div>
      <Revealed step={2}>
        <ReviewsList
          reviews={product.reviews}
          averageRating={product.averageRating}
          totalReviews={product.totalReviews}
        />
      </Revealed>
      {similar.length > 0 && (
        <Revealed step={2}>
          <section aria-labelledby="product-similar" className="space-y-4">
            <h2
              id="product-similar"
              className="text-xl font-semibold tracking-tight text-slate-900"
            >
              Similar products
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
              <SimilarCards products={similar} />
            </ul>
          </section>
        </Revealed>
      )}
    </div>
  );
}

/** Below the fold: on the page the shop opens on, a pair of cards per task after the first paint. */
function SimilarCards({ products }: { products: ProductCardData[] }) {
  const shown = useRevealCount(products.length, 0, 2);
  return products.map((item, index) => (
    <li key={item._id} className="card-cell">
      {index < shown ? <SteppedProductCard product={item} showWishlist /> : <ProductCardSkeleton />}
    </li>
  ));
}
