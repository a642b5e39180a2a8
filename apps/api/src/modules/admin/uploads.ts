import {
  IMAGE_UPLOAD_MAX_BYTES,
  PRODUCT_IMAGE_MAX_BYTES,
  ADMIN_LIMITS,
} from '@labshop/domain/constants';
import { IMAGE_MESSAGES } from '@labshop/domain/validation/category';
import type { MultipartLimits } from '../../platform/uploads/multipart-form.ts';

// Limits of the admin multipart forms, checked while the body streams in.

/** Category and banner forms: one image of at most 1 MB (SPEC part 9) and a few short fields. */
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
  files: ADMIN_LIMITS.productImagesMax,
  // Each tag may come as its own field.
  fields: 30 + ADMIN_LIMITS.tagsMax,
  fieldSize: 32 * 1024,
  fileTooLargeMessage: `Each image must be at most ${PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024)}MB.`,
};
