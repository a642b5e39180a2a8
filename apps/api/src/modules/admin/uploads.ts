import { IMAGE_UPLOAD_MAX_BYTES, PRODUCT_IMAGE_MAX_BYTES } from '@labshop/domain/constants';
import { COUNT_LIMITS, TEXT_LIMITS } from '@labshop/domain/limits';
import { IMAGE_MESSAGES } from '@labshop/domain/validation/category';
import type { MultipartLimits } from '../../platform/uploads/multipart-form.ts';

// Limits of the admin multipart forms, checked while the body streams in.

/** Category and banner forms: one image of at most 1 MB (back-office.md) and a few short fields. */
export const SINGLE_IMAGE_FORM: MultipartLimits = {
  fileSize: IMAGE_UPLOAD_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  fileTooLargeMessage: IMAGE_MESSAGES.size,
};

/** The product form: its images, and text fields up to a long description or variants JSON. */
export const PRODUCT_FORM: MultipartLimits = {
  fileSize: PRODUCT_IMAGE_MAX_BYTES,
  files: COUNT_LIMITS.productImages,
  // Each tag may come as its own field.
  fields: 30 + COUNT_LIMITS.tags,
  fieldSize: TEXT_LIMITS.jsonText,
  fileTooLargeMessage: `Each image must be at most ${PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024)}MB.`,
};
