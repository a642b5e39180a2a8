import { z } from 'zod';
import {
  IMAGE_MIME_TYPES,
  IMAGE_UPLOAD_MAX_BYTES,
  NAME_MIN_LETTERS,
  STATUSES,
} from '../constants.ts';
import {
  countLetters,
  firstProblem,
  hasConsecutiveSpaces,
  isBlank,
  requiredRule,
  ruledText,
  type Rule,
} from './rules.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { gstRateField, hsnCodeField } from '../gst/gst-rates.ts';

export const CATEGORY_MESSAGES = {
  nameBlank: 'Name cannot be blank.',
  // The spec names these two rules without wording; these are ours.
  nameTooShort: 'Name must contain at least 3 letters.',
  nameConsecutiveSpaces: 'Name cannot contain consecutive spaces.',
  incomplete: 'Please fill out all fields.',
  status: 'Status must be active or inactive.',
} as const;

export const IMAGE_MESSAGES = {
  type: 'Only PNG and JPEG images are allowed.',
  size: 'File size should not exceed 1MB.',
} as const;

/** What the check needs of an upload; a browser File and a multipart part both fit. */
export interface ImageFileInfo {
  readonly type: string;
  readonly size: number;
}

/** Upload check shared by category and banner images. */
export function imageProblem(file: ImageFileInfo): string | null {
  if (!IMAGE_MIME_TYPES.some((type) => type === file.type)) return IMAGE_MESSAGES.type;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return IMAGE_MESSAGES.size;
  return null;
}

const CATEGORY_NAME_RULES: readonly Rule[] = [
  requiredRule(CATEGORY_MESSAGES.nameBlank),
  {
    fails: (value) => countLetters(value) < NAME_MIN_LETTERS,
    message: CATEGORY_MESSAGES.nameTooShort,
  },
  {
    fails: (value) => hasConsecutiveSpaces(value.trim()),
    message: CATEGORY_MESSAGES.nameConsecutiveSpaces,
  },
];

export function categoryNameProblem(value: string): string | null {
  return firstProblem(value, CATEGORY_NAME_RULES);
}

/** Add needs both a name and an image; edit may keep the stored image. */
export function categoryAddProblem(values: {
  readonly name: string;
  readonly image: ImageFileInfo | null | undefined;
}): string | null {
  return isBlank(values.name) || !values.image ? CATEGORY_MESSAGES.incomplete : null;
}

/** Text fields of the category multipart form; the image is checked with imageProblem. */
export const categoryFormSchema = z.object({
  name: ruledText(CATEGORY_NAME_RULES, TEXT_LIMITS.categoryName).transform((value) => value.trim()),
  status: z.enum(STATUSES, { error: CATEGORY_MESSAGES.status }).default('active'),
  // The GST defaults a new product of this category takes. Left out: a new category gets the
  // shop's defaults, an edited one keeps its own.
  hsnCode: hsnCodeField().optional(),
  gstRatePercent: gstRateField().optional(),
});
export type CategoryFormInput = z.output<typeof categoryFormSchema>;
