import { Link } from 'react-router';
import { categoryHref, useShopCategories } from '../api/categories.ts';

type CategoryLinksProps = {
  onNavigate: () => void;
  className?: string;
};

const linkClass =
  'flex min-h-11 items-center rounded-ui px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:bg-slate-100 focus-visible:outline-offset-[-2px]';

/** Every active category, each leading to its filter page; the header's two menus list them. */
export function CategoryLinks({ onNavigate, className = '' }: CategoryLinksProps) {
  const categories = useShopCategories();

  if (categories.isPending) {
    return (
      <p role="status" className="px-3 py-3 text-sm text-slate-500">
        Loading categories…
      </p>
    );
  }
  if (categories.isError) {
    return (
      <div role="alert" className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
        <span className="text-slate-700">Categories could not be loaded.</span>
        <button
          type="button"
          onClick={() => void categories.refetch()}
          className="min-h-11 rounded-ui px-3 font-semibold text-primary-700 hover:bg-primary-50"
        >
          Retry
        </button>
      </div>
    );
  }
  return (
    <ul className={className}>
      <li>
        <Link to="/filter" onClick={onNavigate} className={`${linkClass} text-primary-700`}>
          All products
        </Link>
      </li>
      {categories.data.map((category) => (
        <li key={category._id}>
          <Link to={categoryHref(category.name)} onClick={onNavigate} className={linkClass}>
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
