import type { ReactNode } from 'react';

/** One titled panel of the admin order page. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-ui border border-slate-200 bg-white p-5 shadow-card"
    >
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
