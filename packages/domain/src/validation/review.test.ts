import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, reviewSchema } from './review.ts';

describe('review', () => {
  it('accepts a rating from the select as text and trims the comment', () => {
    expect(reviewSchema.parse({ rating: '4', comment: ' Accurate ' })).toEqual({
      rating: 4,
      comment: 'Accurate',
    });
  });

  it.each([0, 6, 2.5, '', 'five'])('rejects rating %j', (rating) => {
    expect(reviewSchema.safeParse({ rating }).error?.issues[0]?.message).toBe(
      REVIEW_MESSAGES.rating,
    );
  });
});
