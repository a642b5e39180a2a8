import { z } from 'zod';
import { BANNER_TYPES, STATUSES } from '../constants.ts';
import { NUMBER_LIMITS } from '../limits.ts';
import { imageProblem, type ImageFileInfo } from './category.ts';

export const BANNER_MESSAGES = {
  type: 'Banner type must be primary or secondary.',
  status: 'Status must be active or inactive.',
  imageRequired: 'Please select an image.',
  position: 'Position must be a whole number of 1 or more.',
} as const;

/** Text fields of the banner multipart form (POST, and PUT when it carries an image). */
export const bannerFormSchema = z.object({
  type: z.enum(BANNER_TYPES, { error: BANNER_MESSAGES.type }),
  status: z.enum(STATUSES, { error: BANNER_MESSAGES.status }).default('active'),
});
export type BannerFormInput = z.output<typeof bannerFormSchema>;

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
