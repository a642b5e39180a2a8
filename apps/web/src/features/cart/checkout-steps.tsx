import type { ReactNode } from 'react';

// The cart's three checkout steps: each has its own URL, so the phone's Back walks them and a
// reload keeps one, and the tab bar that shows where the shopper is.

export const TABS = [
  { id: 'cart', label: 'Shopping Cart' },
  { id: 'shipping', label: 'Shipping Details' },
  { id: 'payment', label: 'Payment Options' },
] as const;
export type TabId = (typeof TABS)[number]['id'];

export function isTabId(value: unknown): value is TabId {
  return TABS.some((tab) => tab.id === value);
}

/** The URL of a step; the payment step names the address it delivers to. */
export function stepUrl(step: TabId, addressId?: string): string {
  if (step === 'cart') return '/cart';
  const search = new URLSearchParams({ step });
  if (step === 'payment' && addressId) search.set('address', addressId);
  return `/cart?${search.toString()}`;
}

/** The steps that led to this history entry through Next, in order (kept in its state). */
export function trailOf(state: unknown): TabId[] {
  const trail = (state as { trail?: unknown } | null)?.trail;
  return Array.isArray(trail) ? trail.filter(isTabId) : [];
}

/** The step tabs: earlier steps may be revisited; later ones only through Next, which checks. */
export function CheckoutStepTabs({
  tab,
  onRevisit,
}: {
  tab: TabId;
  onRevisit: (step: TabId) => void;
}): ReactNode {
  const current = TABS.findIndex((t) => t.id === tab);
  return (
    <div
      role="tablist"
      aria-label="Checkout steps"
      className="mb-6 grid grid-cols-3 border-b border-slate-200 sm:flex sm:gap-2"
    >
      {TABS.map((t, index) => (
        <button
          key={t.id}
          id={`tab-${t.id}`}
          type="button"
          role="tab"
          aria-selected={t.id === tab}
          aria-controls={`panel-${t.id}`}
          // Earlier steps may be revisited; later ones only through Next, which checks.
          disabled={index > current}
          onClick={() => onRevisit(t.id)}
          className={`-mb-px flex flex-col items-center gap-1 border-b-2 px-1 py-2.5 text-center text-xs font-medium disabled:cursor-not-allowed sm:flex-row sm:gap-2 sm:px-3 sm:text-sm ${
            t.id === tab
              ? 'border-primary-700 text-primary-800'
              : 'border-transparent text-slate-600 hover:text-slate-900 disabled:text-slate-400'
          }`}
        >
          <span
            className={`flex size-6 items-center justify-center rounded-full text-xs font-semibold ${
              index <= current ? 'bg-primary-700 text-white' : 'border border-slate-300 bg-white'
            }`}
          >
            {index + 1}
          </span>
          {t.label}
        </button>
      ))}
    </div>
  );
}
