import { useEffect, useState, type ReactNode } from 'react';

// True from the app's start until the shopper's first navigation: only the page a shopper lands
// on, whose first render is part of the app's start, is built in steps.
let isStarting = true;

/** Called on the first navigation: from then on every page renders whole at once. */
export function endStartup(): void {
  isStarting = false;
}

/**
 * How many of `total` items to render. On the page the app starts on, `first` at once and `step`
 * more after each paint, so no single task builds the whole page (Lighthouse's total blocking
 * time, docs/performance.md); on any later page all at once, so a page opened or returned to is
 * whole in its first render and a restored scroll position has its content.
 */
export function useRevealCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(() => (isStarting ? first : Number.POSITIVE_INFINITY));
  useEffect(() => {
    if (count >= total) return;
    // Effects run after the browser paints; the timer makes the next step a task of its own.
    const timer = setTimeout(() => setCount((shown) => shown + step), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}

/**
 * A part below the fold: on the page the app starts on it renders after the first paint, in a
 * task of its own, with `fallback` (a skeleton of the same size) in its place until then;
 * elsewhere at once. `step` 2 renders it a task after the parts of step 1, so a page can draw
 * in order, top down. Only this wrapper re-renders when it appears.
 */
export function Revealed({
  children,
  fallback = null,
  step = 1,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  step?: number;
}) {
  return <>{useRevealCount(step, 0, 1) === step ? children : fallback}</>;
}
