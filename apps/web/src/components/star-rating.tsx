import type { CSSProperties } from 'react';
import { RATING_MAX } from '@labshop/domain/constants';

type StarRatingProps = {
  /** The average; the stars show its floor out of 5 (docs/product/business-constants.md). */
  rating: number;
  /** Shown in brackets after the stars when given. */
  reviewCount?: number;
  size?: 'sm' | 'md';
};

export function filledStars(rating: number): number {
  return Math.min(RATING_MAX, Math.max(0, Math.floor(rating)));
}

export function StarRating({ rating, reviewCount, size = 'sm' }: StarRatingProps) {
  const filled = filledStars(rating);
  const reviews =
    reviewCount === undefined ? '' : `, ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    <p className="flex items-center gap-1.5 text-xs text-slate-600">
      <span
        role="img"
        aria-label={`Rated ${filled} out of ${RATING_MAX}${reviews}`}
        className={`star-row ${size === 'sm' ? 'h-3.5' : 'h-4'}`}
        style={{ '--filled': filled / RATING_MAX } as CSSProperties}
      />
      {reviewCount !== undefined && (
        <span aria-hidden="true" className="price">
          ({reviewCount})
        </span>
      )}
    </p>
  );
}
