import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from '../constants.ts';
import { TEXT_LIMITS } from '../limits.ts';

export const REVIEW_COMMENT_MAX = TEXT_LIMITS.reviewComment;

export const REVIEW_MESSAGES = {
  rating: 'Rating must be a whole number from 1 to 5.',
  comment: `Comment must be at most ${REVIEW_COMMENT_MAX} characters.`,
} as const;

/** Body of POST /api/user/order/{orderId}/review/{productId}; the select may send text. */
export const reviewSchema = z.object({
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(RATING_MIN, REVIEW_MESSAGES.rating)
    .max(RATING_MAX, REVIEW_MESSAGES.rating),
  comment: z
    .string({ error: REVIEW_MESSAGES.comment })
    .trim()
    .max(REVIEW_COMMENT_MAX, REVIEW_MESSAGES.comment)
    .default(''),
});
export type ReviewInput = z.output<typeof reviewSchema>;
