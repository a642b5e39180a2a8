import { useRef } from 'react';
import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';

type ScrollRowProps = {
  /** What the row holds, for the arrow labels: 'categories'. */
  label: string;
  /** 150 px on home rows, 50 px on filter lists (docs/product/business-constants.md). */
  step: number;
  children: ReactNode;
  /** The section heading shown left of the arrows (horizontal rows). */
  heading?: ReactNode;
  /** 'horizontal' for home rows, 'vertical' for the filter panel's lists. */
  direction?: 'horizontal' | 'vertical';
  className?: string;
};

const arrowClass =
  'flex size-9 shrink-0 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-card hover:bg-slate-50 hover:text-slate-900';

/** A scrollable list with two arrow buttons that move it by a fixed step. */
export function ScrollRow({
  label,
  step,
  children,
  heading,
  direction = 'horizontal',
  className = '',
}: ScrollRowProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const isHorizontal = direction === 'horizontal';

  function scrollBy(amount: number) {
    const list = listRef.current;
    if (!list) return;
    const isReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const behavior = isReduced ? 'auto' : 'smooth';
    if (isHorizontal) list.scrollBy({ left: amount, behavior });
    else list.scrollBy({ top: amount, behavior });
  }

  if (!isHorizontal) {
    return (
      <div className={className}>
        <div ref={listRef} className="max-h-48 overflow-y-auto overscroll-contain pr-1">
          {children}
        </div>
        <div className="mt-2 flex justify-end gap-1">
          <ArrowButton label={`Scroll ${label} up`} onClick={() => scrollBy(-step)} isUp />
          <ArrowButton label={`Scroll ${label} down`} onClick={() => scrollBy(step)} />
        </div>
      </div>
    );
  }

  return (
    <div className={className}>
      <div className="flex items-end justify-between gap-4">
        <div className="min-w-0">{heading}</div>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            aria-label={`Scroll ${label} left`}
            onClick={() => scrollBy(-step)}
            className={arrowClass}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            aria-label={`Scroll ${label} right`}
            onClick={() => scrollBy(step)}
            className={arrowClass}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      <div
        ref={listRef}
        className="-mx-1 mt-4 flex snap-x gap-3 overflow-x-auto px-1 pt-1 pb-3 [scrollbar-width:thin] sm:gap-4"
      >
        {children}
      </div>
    </div>
  );
}

function ArrowButton({
  label,
  onClick,
  isUp = false,
}: {
  label: string;
  onClick: () => void;
  isUp?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex size-8 items-center justify-center rounded-ui border border-slate-200 bg-white text-slate-600 hover:bg-slate-50"
    >
      <ChevronLeft aria-hidden="true" className={`size-4 ${isUp ? 'rotate-90' : '-rotate-90'}`} />
    </button>
  );
}
