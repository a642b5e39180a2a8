import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

type BreadcrumbProps = { category: string; product: string };

const crumbLink =
  'inline-flex min-h-6 items-center rounded-sm hover:text-primary-800 hover:underline';

/** Home / Category / Product; the category opens the filter page as the shop's menus do. */
export function Breadcrumb({ category, product }: BreadcrumbProps) {
  // The same query the filter page writes for one category (repeated `category` keys).
  const categoryUrl = `/filter?${new URLSearchParams({ category }).toString()}`;
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex min-w-0 flex-wrap items-center gap-x-1 gap-y-1">
        <li className="flex items-center gap-1">
          <Link to="/" className={crumbLink}>
            Home
          </Link>
          <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        </li>
        <li className="flex items-center gap-1">
          <Link to={categoryUrl} className={crumbLink}>
            {category}
          </Link>
          <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        </li>
        <li className="min-w-0 max-w-full truncate font-medium text-slate-800" aria-current="page">
          {product}
        </li>
      </ol>
    </nav>
  );
}
