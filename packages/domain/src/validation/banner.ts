import { z } from 'zod';
import { isBannerUrl } from '../banner-links.ts';
import { BANNER_LINK_TYPES, BANNER_TYPES, STATUSES } from '../constants.ts';
import { NUMBER_LIMITS, TEXT_LIMITS } from '../limits.ts';
import { imageProblem, type ImageFileInfo } from './category.ts';

export const BANNER_MESSAGES = {
  type: 'Banner type must be primary or secondary.',
  status: 'Status must be active or inactive.',
  imageRequired: 'Please select an image.',
  position: 'Position must be a whole number of 1 or more.',
  headline: `Headline must be at most ${TEXT_LIMITS.bannerHeadline} characters.`,
  subtitle: `Subtitle must be at most ${TEXT_LIMITS.bannerSubtitle} characters.`,
  linkType: 'Link must be none, category, product or url.',
  linkTooLong: `Link must be at most ${TEXT_LIMITS.bannerLink} characters.`,
  categoryRequired: 'Choose the category the banner links to.',
  categoryMissing: 'That category does not exist any more.',
  productRequired: 'Choose the product the banner links to.',
  productMissing: 'No product has that id.',
  url: 'Link must be an http:// or https:// address, or a path of this shop starting with /.',
} as const;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Text fields of the banner multipart form (POST, and PUT when it carries an image). */
export const bannerFormSchema = z.object({
  type: z.enum(BANNER_TYPES, { error: BANNER_MESSAGES.type }),
  status: z.enum(STATUSES, { error: BANNER_MESSAGES.status }).default('active'),
});
export type BannerFormInput = z.output<typeof bannerFormSchema>;

/**
 * The banner's text drawn over its art and where it links. The target is a category or
 * product id, or a URL; the server then checks that the category or product exists.
 */
export const bannerContentSchema = z
  .object({
    headline: z
      .string()
      .trim()
      .max(TEXT_LIMITS.bannerHeadline, BANNER_MESSAGES.headline)
      .default(''),
    subtitle: z
      .string()
      .trim()
      .max(TEXT_LIMITS.bannerSubtitle, BANNER_MESSAGES.subtitle)
      .default(''),
    linkType: z.enum(BANNER_LINK_TYPES, { error: BANNER_MESSAGES.linkType }).default('none'),
    linkTarget: z
      .string()
      .trim()
      .max(TEXT_LIMITS.bannerLink, BANNER_MESSAGES.linkTooLong)
      .default(''),
  })
  .superRefine((value, ctx) => {
    const problem = bannerLinkProblem(value.linkType, value.linkTarget);
    if (problem) ctx.addIssue({ code: 'custom', path: ['linkTarget'], message: problem });
  })
  .transform((value) => (value.linkType === 'none' ? { ...value, linkTarget: '' } : value));
export type BannerContentInput = z.output<typeof bannerContentSchema>;

/** The form-level check of a link; whether the category or product exists is the server's. */
export function bannerLinkProblem(linkType: string, target: string): string | null {
  switch (linkType) {
    case 'category':
      return UUID_RE.test(target) ? null : BANNER_MESSAGES.categoryRequired;
    case 'product':
      return UUID_RE.test(target) ? null : BANNER_MESSAGES.productRequired;
    case 'url':
      return isBannerUrl(target) ? null : BANNER_MESSAGES.url;
    default:
      return null;
  }
}

/** JSON body of PUT /api/admin/update-banner/{id} when it only moves the banner. */
export const bannerPositionSchema = z.object({
  position: z
    .number({ error: BANNER_MESSAGES.position })
    .int(BANNER_MESSAGES.position)
    .min(NUMBER_LIMITS.position.min, BANNER_MESSAGES.position)
    .max(NUMBER_LIMITS.position.max, BANNER_MESSAGES.position),
});

/** A new banner needs an image; an edit may keep the stored one. */
export function bannerImageProblem(
  image: ImageFileInfo | null | undefined,
  isImageRequired: boolean,
): string | null {
  if (!image) return isImageRequired ? BANNER_MESSAGES.imageRequired : null;
  return imageProblem(image);
}
