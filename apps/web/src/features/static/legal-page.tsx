import type { ReactNode } from 'react';
import { Link } from 'react-router';

const RELATED = [
  { label: 'About Us', to: '/about' },
  { label: 'Privacy Policy', to: '/policy' },
  { label: 'Terms & Condition', to: '/toc' },
  { label: 'Refund Return', to: '/refund' },
  { label: 'Shipping Details', to: '/shipping' },
] as const;

type LegalPageProps = {
  title: string;
  /** Shown under the heading, e.g. 'Effective 01/01/2025'. */
  note?: string;
  intro?: ReactNode;
  path: string;
  children: ReactNode;
};

/** Reading layout shared by the company pages: heading, effective date, sections, related links. */
export function LegalPage({ title, note, intro, path, children }: LegalPageProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {note && <p className="mt-2 text-sm font-medium text-slate-500">{note}</p>}
      {intro && <div className="mt-6 text-lg leading-8 text-slate-700">{intro}</div>}
      <div className="mt-8 space-y-10 sm:rounded-ui sm:border sm:border-slate-200 sm:bg-white sm:p-10 sm:shadow-card">
        {children}
      </div>
      <nav aria-label="Company pages" className="mt-10 border-t border-slate-200 pt-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
          {RELATED.filter((link) => link.to !== path).map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="font-medium text-primary-700 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

type LegalSectionProps = { number?: number; title: string; children: ReactNode };

export function LegalSection({ number, title, children }: LegalSectionProps) {
  return (
    <section className="text-base leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-primary-700 [&_a:hover]:underline [&_li]:mt-2 [&_li]:pl-1 [&_p]:mt-3 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5">
      <h2 className="text-xl font-semibold tracking-tight text-slate-900">
        {number !== undefined && <span className="price text-primary-700">{number}. </span>}
        {title}
      </h2>
      {children}
    </section>
  );
}
