import { z } from 'zod';
import { DELIVERY_TYPES } from '@labshop/domain/constants';

// Response shapes of SPEC part 3 as the shopper side sees them; money in rupees.

export const deliveryOptionsSchema = z.object({
  type: z.enum(DELIVERY_TYPES),
  charge: z.number(),
});

export const productCardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  images: z.array(z.string()),
  mrp: z.number(),
  sellingPrice: z.number(),
  averageRating: z.number(),
  totalReviews: z.number().int(),
  inStock: z.number().int(),
  category: z.object({ _id: z.string(), name: z.string() }),
  isFeatured: z.boolean(),
  deliveryOptions: deliveryOptionsSchema,
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productCardWithDescriptionSchema = productCardSchema.extend({
  description: z.string(),
});
export type ProductCardWithDescription = z.infer<typeof productCardWithDescriptionSchema>;

export const categorySummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

export const homeBannerSchema = z.object({ _id: z.string(), image: z.string(), alt: z.string() });
export type HomeBanner = z.infer<typeof homeBannerSchema>;

export const homeResponseSchema = z.object({
  categories: z.array(categorySummarySchema),
  featuredProducts: z.array(productCardSchema),
  newArrivals: z.array(productCardSchema),
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  primaryBanners: z.array(homeBannerSchema),
  secondaryBanners: z.array(homeBannerSchema),
});

export const searchSuggestionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  images: z.array(z.string()),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const productListResponseSchema = z.object({
  categories: z.array(categorySummarySchema),
  products: z.array(productCardSchema),
  brands: z.array(z.string()),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const variantSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sellingPrice: z.number(),
  stock: z.number().int(),
});

export const reviewSchema = z.object({
  _id: z.string(),
  author: z.string(),
  date: z.string(),
  rating: z.number().int(),
  comment: z.string(),
});

export const productDetailSchema = productCardWithDescriptionSchema.extend({
  sku: z.string(),
  tags: z.array(z.string()),
  variantsEnabled: z.boolean(),
  variants: z.array(variantSchema),
  reviews: z.array(reviewSchema),
  deliveryTimeEstimate: z.number().int(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productDetailResponseSchema = z.object({
  product: productDetailSchema,
  similarProducts: z.array(productCardSchema),
});

/** Every error answer (error-handler.ts). */
export const errorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
