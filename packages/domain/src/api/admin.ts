import { z } from 'zod';
import { BANNER_LINK_TYPES, BANNER_TYPES, DELIVERY_TYPES, STATUSES } from '../constants.ts';
import { ghsClassificationSchema } from './catalog.ts';
import { priceBreaksAnswerSchema } from '../validation/price-breaks.ts';

// The back office's answers (docs/product/back-office.md): categories, products, banners; money in
// rupees. Routes answer with these schemas; the web imports only their types.

export const adminCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  status: z.enum(STATUSES),
  /** How many products use it; a category with products cannot be deleted. */
  productCount: z.number().int(),
  /** GST defaults: a new product of this category without its own takes these. */
  hsnCode: z.string().optional(),
  gstRatePercent: z.number().int().optional(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoriesResponseSchema = z.object({
  categories: z.array(adminCategorySchema),
});
export type AdminCategoriesResponse = z.infer<typeof adminCategoriesResponseSchema>;

export const adminCategorySavedSchema = z.object({
  message: z.string(),
  category: adminCategorySchema,
});
export type AdminCategorySaved = z.infer<typeof adminCategorySavedSchema>;

/** A variant as the admin form edits it: `price` is the variant's selling price. */
export const adminVariantSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  /** Units on the shelf: what the form edits. */
  stock: z.number().int(),
  /** Of those, units held by unpaid checkouts; the form shows it and never writes it. */
  reserved: z.number().int().optional(),
  /** Quantity prices of this variant. */
  priceBreaks: priceBreaksAnswerSchema.optional(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

export const adminProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  brand: z.string(),
  sku: z.string(),
  /** The category id, as the form's select holds it. */
  category: z.string(),
  categoryName: z.string(),
  images: z.array(z.string()),
  mrp: z.number(),
  sellingPrice: z.number(),
  /** Units on the shelf (the product's own, or the sum over its variants when enabled). */
  inStock: z.number().int(),
  /** Of those, units held by unpaid checkouts: shoppers can buy inStock - reserved. */
  reserved: z.number().int().optional(),
  minProductAlert: z.number().int(),
  /** What shoppers can buy is below minProductAlert. */
  isLowStock: z.boolean(),
  tags: z.array(z.string()),
  status: z.enum(STATUSES),
  isFeatured: z.boolean(),
  /** Perishable products cannot be returned. */
  isPerishable: z.boolean(),
  variantsEnabled: z.boolean(),
  variants: z.array(adminVariantSchema),
  deliveryOptions: z.object({ type: z.enum(DELIVERY_TYPES), charge: z.number() }),
  deliveryTimeEstimate: z.number().int(),
  /** GST (docs/decisions/006): printed on invoices. */
  hsnCode: z.string(),
  gstRatePercent: z.number().int(),
  specs: z.array(z.object({ key: z.string(), value: z.string() })),
  /** Quantity prices of a plain product. */
  priceBreaks: priceBreaksAnswerSchema.optional(),
  /** A chemical's CAS number (67-64-1); null for other products. */
  casNumber: z.string().nullable().optional(),
  /** A chemical's molecular formula, grade and purity; null for other products. */
  formula: z.string().nullable().optional(),
  grade: z.string().nullable().optional(),
  purity: z.string().nullable().optional(),
  /** Values of its category's attributes (yes/no as booleans), in the category's order. */
  attributes: z
    .array(z.object({ key: z.string(), value: z.union([z.number(), z.string(), z.boolean()]) }))
    .optional(),
  /** A chemical's GHS classification; null when it carries none. */
  ghs: ghsClassificationSchema.nullable().optional(),
  /** When the product was last saved (ISO time); the list sorts by it. */
  updatedAt: z.string().optional(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductsResponseSchema = z.object({
  products: z.array(adminProductSchema),
  /** Products matching the search and filters (every product without them). */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Products below their minimum product alert, over the whole catalog (the sidebar's count). */
  lowStockCount: z.number().int(),
});
export type AdminProductsResponse = z.infer<typeof adminProductsResponseSchema>;

/** A bulk change of selected products: all of them changed, or none. */
export const adminProductsBulkResponseSchema = z.object({
  message: z.string(),
  /** How many products the change touched (all that were sent). */
  updated: z.number().int(),
});
export type AdminProductsBulkResponse = z.infer<typeof adminProductsBulkResponseSchema>;

export const adminProductSavedSchema = z.object({
  message: z.string(),
  product: adminProductSchema,
});
export type AdminProductSaved = z.infer<typeof adminProductSavedSchema>;

/** One product as the edit form loads it (the audit trail's link to a changed product). */
export const adminProductResponseSchema = z.object({ product: adminProductSchema });
export type AdminProductResponse = z.infer<typeof adminProductResponseSchema>;

export const adminBannerSchema = z.object({
  _id: z.string(),
  image: z.string(),
  alt: z.string(),
  type: z.enum(BANNER_TYPES),
  status: z.enum(STATUSES),
  /** 1..n among active banners of its type; null while inactive. */
  position: z.number().int().nullable(),
  headline: z.string(),
  subtitle: z.string(),
  linkType: z.enum(BANNER_LINK_TYPES),
  /** A category or product id, a URL, or '' for no link. */
  linkTarget: z.string(),
  /** The linked category's or product's name, the URL, or '' (also when the target is gone). */
  linkLabel: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const adminBannersResponseSchema = z.object({ banners: z.array(adminBannerSchema) });
export type AdminBannersResponse = z.infer<typeof adminBannersResponseSchema>;

export const adminBannerSavedSchema = z.object({
  message: z.string(),
  banner: adminBannerSchema,
});
export type AdminBannerSaved = z.infer<typeof adminBannerSavedSchema>;
