import type { ReactNode } from 'react';

// The bars above an admin list: its filters, and what to do with the rows selected in it.

/** The bar over a list while rows are selected: how many, the bulk actions, and a way out. */
export function BulkBar({
  count,
  noun,
  onClear,
  children,
}: {
  count: number;
  /** Singular and plural, e.g. ['order', 'orders']. */
  noun: [string, string];
  onClear: () => void;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label="Selected rows"
      className="sticky top-16 z-10 flex flex-wrap items-center gap-3 rounded-ui border border-primary-200 bg-primary-50 px-4 py-3 shadow-card"
    >
      <p className="text-sm font-semibold text-primary-900" aria-live="polite">
        {count} {count === 1 ? noun[0] : noun[1]} selected
      </p>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
      <button
        type="button"
        onClick={onClear}
        className="ml-auto text-sm font-medium text-primary-800 underline-offset-2 hover:underline"
      >
        Clear selection
      </button>
    </div>
  );
}

/** The row of filters over a list; "Clear filters" shows once any is set. */
export function FilterBar({
  children,
  isFiltered,
  onClear,
}: {
  children: ReactNode;
  isFiltered: boolean;
  onClear: () => void;
}) {
  return (
    <div
      role="search"
      className="flex flex-wrap items-end gap-3 rounded-ui border border-slate-200 bg-white p-3 shadow-card sm:p-4"
    >
      {children}
      {isFiltered && (
        <button
          type="button"
          onClick={onClear}
          className="h-10 text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
        >
          Clear filters
        </button>
      )}
    </div>
  );
}
