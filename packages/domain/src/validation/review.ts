import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from '../constants.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { boundedString } from './rules.ts';

export const REVIEW_MESSAGES = {
  rating: 'Rating must be a whole number from 1 to 5.',
} as const;

/** Body of POST /api/user/order/{orderId}/review/{productId}; the select may send text. */
export const reviewSchema = z.object({
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(RATING_MIN, REVIEW_MESSAGES.rating)
    .max(RATING_MAX, REVIEW_MESSAGES.rating),
  comment: boundedString(TEXT_LIMITS.reviewComment).trim().default(''),
});
export type ReviewInput = z.output<typeof reviewSchema>;
