import { z } from 'zod';

/** The current safety data sheet on the product page: where to download it and since when. */
export const productSdsSchema = z.object({
  url: z.string(),
  /** ISO 8601. */
  uploadedAt: z.string(),
});
export type ProductSds = z.infer<typeof productSdsSchema>;

/** One uploaded version as the back office lists it; the newest is the current one. */
export const adminSdsVersionSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  byteSize: z.number().int(),
  /** ISO 8601. */
  uploadedAt: z.string(),
  /** The uploading admin's name; null for the demo seed or a deleted account. */
  uploadedBy: z.string().nullable(),
  /** The admin download of exactly this version. */
  url: z.string(),
  isCurrent: z.boolean(),
});
export type AdminSdsVersion = z.infer<typeof adminSdsVersionSchema>;

export const adminSdsListResponseSchema = z.object({
  sheets: z.array(adminSdsVersionSchema),
});
export type AdminSdsListResponse = z.infer<typeof adminSdsListResponseSchema>;

export const adminSdsUploadedSchema = z.object({
  message: z.string(),
  sheet: adminSdsVersionSchema,
});
export type AdminSdsUploaded = z.infer<typeof adminSdsUploadedSchema>;
