import { describe, expect, it } from 'vitest';
import { bannerHref } from '../banner-links.ts';
import {
  BANNER_MESSAGES,
  bannerContentSchema,
  bannerLinkProblem,
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

describe('banner text and link', () => {
  const id = '3f2b8c1e-4d5a-4e6f-8a7b-9c0d1e2f3a4b';

  it('defaults to no text and no link, and drops a target when there is no link', () => {
    expect(bannerContentSchema.parse({})).toEqual({
      headline: '',
      subtitle: '',
      linkType: 'none',
      linkTarget: '',
    });
    expect(bannerContentSchema.parse({ linkType: 'none', linkTarget: '/x' }).linkTarget).toBe('');
  });

  it('needs a category or product id for those links', () => {
    expect(bannerLinkProblem('category', '')).toBe(BANNER_MESSAGES.categoryRequired);
    expect(bannerLinkProblem('product', 'pipette')).toBe(BANNER_MESSAGES.productRequired);
    expect(bannerLinkProblem('category', id)).toBeNull();
    expect(bannerLinkProblem('product', id)).toBeNull();
  });

  it('takes http(s) addresses and paths of the shop, nothing that runs or leaves by //', () => {
    for (const ok of ['https://example.in/sale', 'http://example.in', '/filter?query=pipette'])
      expect(bannerLinkProblem('url', ok), ok).toBeNull();
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      'ftp://x.in',
      'sale',
      '/a b',
    ])
      expect(bannerLinkProblem('url', bad), bad).toBe(BANNER_MESSAGES.url);
  });

  it('bounds every field with its own message', () => {
    const issue = (value: object) => bannerContentSchema.safeParse(value).error?.issues[0]?.message;
    expect(issue({ headline: 'h'.repeat(81) })).toBe(BANNER_MESSAGES.headline);
    expect(issue({ subtitle: 's'.repeat(161) })).toBe(BANNER_MESSAGES.subtitle);
    expect(issue({ linkType: 'url', linkTarget: `/${'a'.repeat(500)}` })).toBe(
      BANNER_MESSAGES.linkTooLong,
    );
    expect(issue({ linkType: 'page' })).toBe(BANNER_MESSAGES.linkType);
  });

  it('leads a category link to its filter page and a product link to its page', () => {
    expect(bannerHref('category', id, 'Lab Safety')).toBe('/filter?category=Lab%20Safety');
    expect(bannerHref('category', id)).toBeNull();
    expect(bannerHref('product', id)).toBe(`/product/${id}`);
    expect(bannerHref('url', '/signup')).toBe('/signup');
    expect(bannerHref('none', '')).toBeNull();
  });
});
