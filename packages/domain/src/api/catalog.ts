import { z } from 'zod';
import { productAttributeSchema, specFacetSchema } from './attributes.ts';
import { DELIVERY_TYPES } from '../constants.ts';
import {
  GHS_PICTOGRAM_CODES,
  GHS_SIGNAL_WORDS,
  type GhsPictogram,
} from '../chemicals/ghs-lists.ts';
import { productSdsSchema } from './safety-data-sheets.ts';
import { priceBreaksAnswerSchema } from '../validation/price-breaks.ts';

// The storefront's catalog and wishlist answers (storefront-and-catalog.md) as sent; money in
// rupees. The API's routes answer with these schemas, and the web imports only their types, so
// the two cannot drift and no zod code reaches the browser bundle.

export const deliveryOptionsSchema = z.object({
  type: z.enum(DELIVERY_TYPES),
  charge: z.number(),
});
export type DeliveryOptions = z.infer<typeof deliveryOptionsSchema>;

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
  /** A variant must be chosen on the product page: the card says "Choose options". */
  variantsEnabled: z.boolean().optional(),
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

export const homeBannerSchema = z.object({
  _id: z.string(),
  image: z.string(),
  alt: z.string(),
  /** Drawn as text over the art, so a phone's crop never makes it unreadable. */
  headline: z.string(),
  subtitle: z.string(),
  /** Where the banner leads: a page of the shop, a web address, or null for no link. */
  href: z.string().nullable(),
});
export type HomeBanner = z.infer<typeof homeBannerSchema>;

export const homeResponseSchema = z.object({
  categories: z.array(categorySummarySchema),
  featuredProducts: z.array(productCardSchema),
  newArrivals: z.array(productCardSchema),
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  primaryBanners: z.array(homeBannerSchema),
  secondaryBanners: z.array(homeBannerSchema),
});
export type HomeResponse = z.infer<typeof homeResponseSchema>;

// The original spec names _id, name and images; brand and price are added so a row can be told
// from its neighbours before it is opened.
export const searchSuggestionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  images: z.array(z.string()),
  brand: z.string(),
  sellingPrice: z.number(),
  /** A chemical's CAS number, shown on its row; absent for other products. */
  casNumber: z.string().optional(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const brandCountSchema = z.object({ name: z.string(), count: z.number().int() });
export type BrandCount = z.infer<typeof brandCountSchema>;

export const productListResponseSchema = z.object({
  categories: z.array(categorySummarySchema),
  products: z.array(productCardSchema),
  /** Brand names present under every filter but the brand itself (names only, as first built). */
  brands: z.array(z.string()),
  /** The same brands, in the same order, each with its number of matching products. */
  brandCounts: z.array(brandCountSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** The chosen category's specification facets, when exactly one category is chosen. */
  facets: z.array(specFacetSchema).optional(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** The admin form's variant `price` is this `sellingPrice`. */
export const variantSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sellingPrice: z.number(),
  stock: z.number().int(),
  /** Quantity prices of this variant; absent or [] for none. */
  priceBreaks: priceBreaksAnswerSchema.optional(),
});
export type Variant = z.infer<typeof variantSchema>;

export const reviewSchema = z.object({
  _id: z.string(),
  author: z.string(),
  /** ISO date-time. */
  date: z.string(),
  rating: z.number().int(),
  comment: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A row of the product page's specifications table. */
export const productSpecSchema = z.object({ key: z.string(), value: z.string() });
export type ProductSpec = z.infer<typeof productSpecSchema>;

/** A chemical's GHS classification: codes only; the texts come from the domain's lists. */
export const ghsClassificationSchema = z.object({
  pictograms: z.array(z.enum(GHS_PICTOGRAM_CODES as [GhsPictogram, ...GhsPictogram[]])),
  signalWord: z.enum(GHS_SIGNAL_WORDS).nullable(),
  hazardStatements: z.array(z.string()),
  precautionaryStatements: z.array(z.string()),
});

export const productDetailSchema = productCardWithDescriptionSchema.extend({
  sku: z.string(),
  tags: z.array(z.string()),
  variantsEnabled: z.boolean(),
  variants: z.array(variantSchema),
  reviews: z.array(reviewSchema),
  /** Days. */
  deliveryTimeEstimate: z.number().int(),
  specs: z.array(productSpecSchema),
  /** Quantity prices of a plain product ("from 10 units, ₹900 each"); absent or [] for none. */
  priceBreaks: priceBreaksAnswerSchema.optional(),
  /** Perishable products cannot be returned; the page says so beside delivery. */
  isPerishable: z.boolean().optional(),
  /** A chemical's CAS number (67-64-1); null or absent for other products. */
  casNumber: z.string().nullable().optional(),
  /** A chemical's molecular formula, grade and purity; null or absent for other products. */
  formula: z.string().nullable().optional(),
  grade: z.string().nullable().optional(),
  purity: z.string().nullable().optional(),
  /** Values of the category's attributes, in the category's order. */
  attributes: z.array(productAttributeSchema).optional(),
  /** A chemical's GHS classification; null or absent when it carries none. */
  ghs: ghsClassificationSchema.nullable().optional(),
  /** The current safety data sheet; null or absent when the product has none. */
  sds: productSdsSchema.nullable().optional(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productDetailResponseSchema = z.object({
  product: productDetailSchema,
  similarProducts: z.array(productCardSchema),
  /** The signed-in shopper already asked for a mail when it is back in stock; false for guests. */
  hasStockAlert: z.boolean(),
  /** The variants the signed-in shopper asked to be mailed about; [] for guests. */
  variantStockAlerts: z.array(z.string()).optional(),
});
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;

export const wishlistResponseSchema = z.object({
  wishlist: z.array(productCardWithDescriptionSchema),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

export const wishlistToggleResponseSchema = z.object({
  message: z.string(),
  inWishlist: z.boolean(),
});
export type WishlistToggleResponse = z.infer<typeof wishlistToggleResponseSchema>;

export const stockAlertResponseSchema = z.object({
  message: z.string(),
  hasStockAlert: z.boolean(),
});
export type StockAlertResponse = z.infer<typeof stockAlertResponseSchema>;
