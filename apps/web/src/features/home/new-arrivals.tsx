import { NEW_ARRIVALS_FEATURED, NEW_ARRIVALS_GRID } from '@labshop/domain/constants';
import type { ProductCard as ProductCardData } from '@labshop/domain/api/catalog';
import { ProductCard } from '../../components/product-card.tsx';
import { SectionHeading } from './category-row.tsx';

/** The newest product featured, the next six in a grid beside it (storefront-and-catalog.md). */
export function NewArrivals({ products }: { products: ProductCardData[] }) {
  const [featured] = products.slice(0, NEW_ARRIVALS_FEATURED);
  const rest = products.slice(NEW_ARRIVALS_FEATURED, NEW_ARRIVALS_FEATURED + NEW_ARRIVALS_GRID);
  if (!featured) return null;
  return (
    <section aria-labelledby="home-new-arrivals">
      <SectionHeading id="home-new-arrivals">New Arrivals</SectionHeading>
      <div className="mt-4 grid gap-3 sm:gap-4 lg:grid-cols-[2fr_3fr]">
        <div className="mx-auto w-full max-w-md lg:max-w-none lg:self-start">
          <ProductCard product={featured} size="featured" />
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
          {rest.map((product) => (
            <li key={product._id} className="card-cell">
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
