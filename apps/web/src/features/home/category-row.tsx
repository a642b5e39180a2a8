import { HOME_ROW_SCROLL_PX } from '@labshop/domain/constants';
import { Link } from 'react-router';
import type { CategorySummary } from '@labshop/domain/api/catalog';
import { ProductImage } from '../../components/product-image.tsx';
import { ScrollRow } from '../../components/scroll-row.tsx';

/** A category click goes to /filter?category=<category name> (storefront-and-catalog.md). */
export function CategoryRow({ categories }: { categories: CategorySummary[] }) {
  return (
    <section aria-labelledby="home-categories">
      <ScrollRow
        label="categories"
        step={HOME_ROW_SCROLL_PX}
        heading={<SectionHeading id="home-categories">Shop by category</SectionHeading>}
      >
        {categories.map((category) => (
          <Link
            key={category._id}
            to={`/filter?category=${encodeURIComponent(category.name)}`}
            className="group w-28 shrink-0 snap-start overflow-hidden rounded-ui border border-slate-200 bg-white shadow-card hover:border-primary-300 sm:w-36"
          >
            <ProductImage src={category.image} alt="" className="border-b border-slate-100" />
            <span className="line-clamp-2 flex min-h-12 items-center justify-center px-2 py-1.5 text-center text-xs leading-4 font-medium text-slate-800 group-hover:text-primary-800 sm:text-sm sm:leading-5">
              {category.name}
            </span>
          </Link>
        ))}
      </ScrollRow>
    </section>
  );
}

export function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-xl font-semibold tracking-tight text-slate-900">
      {children}
    </h2>
  );
}
