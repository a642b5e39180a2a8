import { Check, GitCompareArrows } from 'lucide-react';
import { useShopperActions } from './shopper-actions.tsx';
import { compareItemOf, compareTray } from './use-compare-tray.ts';

type CompareToggleProps = {
  product: {
    _id: string;
    name: string;
    images: string[];
    category: { _id: string; name: string };
  };
  /** 'card' is the small line under a card's price; 'button' sits beside the product page's buttons. */
  variant?: 'card' | 'button';
};

/** Puts the product in the compare tray, or takes it out; the tray says when it cannot. */
export function CompareToggle({ product, variant = 'card' }: CompareToggleProps) {
  const isAdded = useShopperActions().isComparing(product._id);

  function handleClick() {
    if (isAdded) compareTray.remove(product._id);
    else compareTray.add(compareItemOf(product));
  }

  if (variant === 'button') {
    return (
      <button
        type="button"
        onClick={handleClick}
        aria-pressed={isAdded}
        className="inline-flex h-11 items-center justify-center gap-2 rounded-ui border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        {isAdded ? (
          <Check aria-hidden="true" className="size-5 text-primary-700" />
        ) : (
          <GitCompareArrows aria-hidden="true" className="size-5 text-slate-600" />
        )}
        {isAdded ? 'Added to compare' : 'Compare'}
      </button>
    );
  }

  // Above the card's stretched link, like Add to cart; named for its product among the cards.
  return (
    <button
      type="button"
      onClick={handleClick}
      aria-pressed={isAdded}
      aria-label={`Compare: ${product.name}`}
      className="relative z-10 mt-1.5 inline-flex h-8 items-center gap-2 rounded-ui px-1 text-xs font-medium text-slate-700 hover:text-primary-800"
    >
      <span
        aria-hidden="true"
        className={`flex size-4 items-center justify-center rounded border ${
          isAdded ? 'border-primary-700 bg-primary-700 text-white' : 'border-slate-400 bg-white'
        }`}
      >
        {isAdded && <Check className="size-3" strokeWidth={3} />}
      </span>
      Compare
    </button>
  );
}
