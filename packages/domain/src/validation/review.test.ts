import { describe, expect, it } from 'vitest';
import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES, reviewSchema } from './review.ts';

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

describe('review comment', () => {
  it('accepts a missing comment as empty and one of the maximum length', () => {
    expect(reviewSchema.parse({ rating: 5 })).toEqual({ rating: 5, comment: '' });
    const longest = 'a'.repeat(REVIEW_COMMENT_MAX);
    expect(reviewSchema.parse({ rating: 5, comment: longest }).comment).toBe(longest);
  });

  it('rejects a comment one character too long, and a comment that is not text', () => {
    for (const comment of ['a'.repeat(REVIEW_COMMENT_MAX + 1), 42, ['a']]) {
      expect(reviewSchema.safeParse({ rating: 5, comment }).error?.issues[0]?.message).toBe(
        REVIEW_MESSAGES.comment,
      );
    }
  });
});
