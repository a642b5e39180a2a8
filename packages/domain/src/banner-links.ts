import type { BannerLinkType } from './constants.ts';

/** What the admin form's link select shows for each link type. */
export const BANNER_LINK_LABELS: Record<BannerLinkType, string> = {
  none: 'No link',
  category: 'A category',
  product: 'A product',
  url: 'A web address or page of this shop',
};

/**
 * An http(s) address, or a path on this site ('/filter?query=pipette'). '//host' and '/\host'
 * are refused: browsers read both as another host.
 */
export function isBannerUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Where a banner of a category or product link leads, given that target's current name. */
export function bannerHref(
  linkType: BannerLinkType,
  target: string,
  categoryName?: string,
): string | null {
  switch (linkType) {
    case 'category':
      return categoryName ? `/filter?category=${encodeURIComponent(categoryName)}` : null;
    case 'product':
      return `/product/${encodeURIComponent(target)}`;
    case 'url':
      return isBannerUrl(target) ? target : null;
    case 'none':
      return null;
  }
}
