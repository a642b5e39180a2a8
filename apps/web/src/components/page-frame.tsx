import type { ReactNode } from 'react';

type PageFrameProps = {
  title: string;
  /** One line under the heading saying what the page is for. */
  lead?: ReactNode;
  /** Buttons or links shown beside the heading. */
  actions?: ReactNode;
  /** 'narrow' suits forms and reading; 'wide' suits grids and tables. */
  width?: 'narrow' | 'wide';
  children?: ReactNode;
};

/** The common page body: a centred column with the page's h1, an optional lead line and content. */
export function PageFrame({ title, lead, actions, width = 'wide', children }: PageFrameProps) {
  const maxWidth = width === 'narrow' ? 'max-w-3xl' : 'max-w-7xl';
  return (
    <div className={`mx-auto w-full ${maxWidth} px-4 py-8 sm:px-6 sm:py-10`}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h1>
          {lead && <p className="mt-2 max-w-2xl text-base text-slate-600">{lead}</p>}
        </div>
        {actions && <div className="flex shrink-0 gap-2">{actions}</div>}
      </div>
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
}
