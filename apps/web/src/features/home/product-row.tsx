import { HOME_ROW_SCROLL_PX } from '@labshop/domain/constants';
import type { ProductCard as ProductCardData } from '@labshop/domain/api/catalog';
import { ProductCard } from '../../components/product-card.tsx';
import { ScrollRow } from '../../components/scroll-row.tsx';
import { SectionHeading } from './category-row.tsx';

type ProductRowProps = { id: string; title: string; products: ProductCardData[] };

/** Recommended Products: one scrolling row of cards with arrows moving 150 px. */
export function ProductRow({ id, title, products }: ProductRowProps) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <ScrollRow
        label={title.toLowerCase()}
        step={HOME_ROW_SCROLL_PX}
        heading={<SectionHeading id={id}>{title}</SectionHeading>}
      >
        {products.map((product) => (
          <div key={product._id} className="card-cell w-40 shrink-0 snap-start sm:w-52">
            <ProductCard product={product} />
          </div>
        ))}
      </ScrollRow>
    </section>
  );
}
