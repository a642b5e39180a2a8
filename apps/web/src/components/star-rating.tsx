import { Star } from 'lucide-react';
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
  const iconSize = size === 'sm' ? 'size-3.5' : 'size-4';
  const reviews =
    reviewCount === undefined ? '' : `, ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    <p className="flex items-center gap-1.5 text-xs text-slate-600">
      <span
        role="img"
        aria-label={`Rated ${filled} out of ${RATING_MAX}${reviews}`}
        className="flex"
      >
        {Array.from({ length: RATING_MAX }, (_, index) => (
          <Star
            key={index}
            aria-hidden="true"
            className={`${iconSize} ${
              index < filled ? 'fill-sale-500 text-sale-500' : 'fill-slate-200 text-slate-200'
            }`}
          />
        ))}
      </span>
      {reviewCount !== undefined && (
        <span aria-hidden="true" className="price">
          ({reviewCount})
        </span>
      )}
    </p>
  );
}
