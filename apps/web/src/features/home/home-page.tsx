import { LayoutGrid, PackageSearch, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { HomeHighlights } from './home-highlights.tsx';

const SECTIONS = [
  {
    id: 'categories',
    title: 'Shop by category',
    icon: LayoutGrid,
    text: 'Instrument, chemical and glassware categories will be listed here.',
  },
  {
    id: 'recommended',
    title: 'Recommended Products',
    icon: Sparkles,
    text: 'Featured instruments and consumables chosen for labs like yours will appear here.',
  },
  {
    id: 'new-arrivals',
    title: 'New Arrivals',
    icon: PackageSearch,
    text: 'The latest additions to the catalogue will be shown here.',
  },
] as const;

export function HomePage() {
  usePageMeta(
    'Laboratory equipment, chemicals and glassware',
    'Buy laboratory instruments, chemicals and glassware online in India, with EMI options, service support and delivery to your lab.',
  );
  return (
    <>
      <section className="border-b border-slate-200 bg-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[3fr_2fr]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
              Supplies for labs and manufacturers across India
            </p>
            <h1 className="mt-3 max-w-3xl text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
              Laboratory equipment, chemicals and glassware
            </h1>
            <p className="mt-4 max-w-2xl text-base leading-7 text-slate-600">
              Compare instruments and consumables, check stock and prices in rupees, and order for
              delivery to your lab or plant.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to="/filter"
                className="inline-flex h-11 items-center rounded-ui bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
              >
                Browse all products
              </Link>
              <Link
                to="/about"
                className="inline-flex h-11 items-center rounded-ui border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                About LabShop
              </Link>
            </div>
          </div>
          <HomeHighlights />
        </div>
      </section>
      <div className="mx-auto w-full max-w-7xl space-y-12 px-4 py-12 sm:px-6">
        {SECTIONS.map(({ id, title, icon, text }) => (
          <section key={id} aria-labelledby={`home-${id}`}>
            <h2 id={`home-${id}`} className="text-xl font-semibold tracking-tight text-slate-900">
              {title}
            </h2>
            <div className="mt-4">
              <EmptyState icon={icon} title="Coming soon">
                {text}
              </EmptyState>
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
