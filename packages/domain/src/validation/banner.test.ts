import { describe, expect, it } from 'vitest';
import {
  BANNER_MESSAGES,
  bannerFormSchema,
  bannerImageProblem,
  bannerPositionSchema,
} from './banner.ts';
import { IMAGE_MESSAGES } from './category.ts';

describe('banner form', () => {
  it('requires a new banner to have an image', () => {
    expect(bannerImageProblem(null, true)).toBe(BANNER_MESSAGES.imageRequired);
  });

  it('lets an edit keep the stored image', () => {
    expect(bannerImageProblem(undefined, false)).toBeNull();
  });

  it('applies the category image check to banner images', () => {
    expect(bannerImageProblem({ type: 'image/gif', size: 1 }, true)).toBe(IMAGE_MESSAGES.type);
    expect(bannerImageProblem({ type: 'image/png', size: 2 * 1024 * 1024 }, false)).toBe(
      IMAGE_MESSAGES.size,
    );
    expect(bannerImageProblem({ type: 'image/png', size: 1 }, true)).toBeNull();
  });

  it('accepts primary and secondary banners, active by default', () => {
    expect(bannerFormSchema.parse({ type: 'secondary' })).toEqual({
      type: 'secondary',
      status: 'active',
    });
  });

  it('rejects an unknown banner type', () => {
    expect(bannerFormSchema.safeParse({ type: 'hero' }).error?.issues[0]?.message).toBe(
      BANNER_MESSAGES.type,
    );
  });

  it('accepts only whole positions from 1', () => {
    expect(bannerPositionSchema.parse({ position: 2 })).toEqual({ position: 2 });
    for (const position of [0, 1.5, '2']) {
      expect(bannerPositionSchema.safeParse({ position }).error?.issues[0]?.message).toBe(
        BANNER_MESSAGES.position,
      );
    }
  });
});
