import type { Review } from '@labshop/domain/api/catalog';
import { formatDay } from '../../components/date-time.ts';
import { StarRating } from '../../components/star-rating.tsx';

type ReviewsListProps = { reviews: Review[]; averageRating: number; totalReviews: number };

export function ReviewsList({ reviews, averageRating, totalReviews }: ReviewsListProps) {
  return (
    <section aria-labelledby="product-reviews" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="product-reviews" className="text-xl font-semibold tracking-tight text-slate-900">
          Reviews
        </h2>
        {totalReviews > 0 && (
          <StarRating rating={averageRating} reviewCount={totalReviews} size="md" />
        )}
      </div>
      {reviews.length === 0 ? (
        <p className="text-sm text-slate-600">No reviews yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-ui border border-slate-200 bg-white">
          {reviews.map((review) => (
            <li key={review._id} className="space-y-1.5 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-semibold text-slate-900">{review.author}</p>
                <time dateTime={review.date} className="text-xs text-slate-500">
                  {formatDay(review.date)}
                </time>
              </div>
              <StarRating rating={review.rating} />
              <p className="text-sm leading-6 text-slate-700">{review.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
