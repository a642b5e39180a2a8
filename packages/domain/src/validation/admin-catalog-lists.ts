import { z } from 'zod';
import { BANNER_TYPES, STATUSES } from '../constants.ts';
import { TEXT_LIMITS } from '../limits.ts';

// What the back office's catalog lists accept: the search, filters and sorts of the products,
// categories and banners lists, and the bulk changes of selected products. Server and web
// read the same names, so a link to a filtered list means the same on both sides.

export const PRODUCT_LIST_SORTS = [
  'name-asc',
  'name-desc',
  'price-asc',
  'price-desc',
  'stock-asc',
  'stock-desc',
  'updated-desc',
  'updated-asc',
] as const;
export type ProductListSort = (typeof PRODUCT_LIST_SORTS)[number];

/** low: what can be sold is below the minimum alert (the sidebar's count); out: nothing can. */
export const PRODUCT_STOCK_FILTERS = ['low', 'out'] as const;
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTERS)[number];

export const CATEGORY_LIST_SORTS = [
  'name-asc',
  'name-desc',
  'products-desc',
  'products-asc',
] as const;
export type CategoryListSort = (typeof CATEGORY_LIST_SORTS)[number];

/** One bulk change touches at most this many products: a page of the list, twice over. */
export const BULK_PRODUCTS_MAX = 100;

export const BULK_MESSAGES = {
  noProducts: 'Choose at least one product.',
  tooManyProducts: `Choose at most ${BULK_PRODUCTS_MAX} products at a time.`,
  productId: 'Each product must be given by its id.',
  duplicate: 'Each product may be listed once.',
  status: 'Status must be active or inactive.',
  category: 'Choose a category from the list',
} as const;

const searchText = z.string().trim().max(TEXT_LIMITS.searchText);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id as the database makes them; bounded first, so a long string is refused unread. */
const uuid = (message?: string) => z.string().max(36, message).regex(UUID, message);

export const productListQuerySchema = z.object({
  q: searchText.optional().describe('Part of a name, SKU or brand (a variant’s name too)'),
  categoryId: uuid().optional().describe('Only products of this category'),
  status: z.enum(STATUSES).optional(),
  stock: z
    .enum(PRODUCT_STOCK_FILTERS)
    .optional()
    .describe('low: what can be sold is below the minimum alert; out: nothing can be sold'),
  sort: z
    .enum(PRODUCT_LIST_SORTS)
    .optional()
    .describe('Newest first when left out; stock sorts by units on hand'),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const categoryListQuerySchema = z.object({
  q: searchText.optional().describe('Part of the category’s name'),
  status: z.enum(STATUSES).optional(),
  sort: z.enum(CATEGORY_LIST_SORTS).optional().describe('By name A to Z when left out'),
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;

export const bannerListQuerySchema = z.object({
  type: z.enum(BANNER_TYPES).optional().describe('Only primary or only secondary banners'),
  status: z.enum(STATUSES).optional(),
});
export type BannerListQuery = z.infer<typeof bannerListQuerySchema>;

const productIds = z
  .array(uuid(BULK_MESSAGES.productId), BULK_MESSAGES.noProducts)
  .min(1, BULK_MESSAGES.noProducts)
  .max(BULK_PRODUCTS_MAX, BULK_MESSAGES.tooManyProducts)
  .refine((ids) => new Set(ids).size === ids.length, BULK_MESSAGES.duplicate);

export const bulkProductStatusSchema = z.object({
  productIds,
  status: z.enum(STATUSES, BULK_MESSAGES.status),
});
export type BulkProductStatusInput = z.infer<typeof bulkProductStatusSchema>;

export const bulkProductCategorySchema = z.object({
  productIds,
  categoryId: uuid(BULK_MESSAGES.category),
});
export type BulkProductCategoryInput = z.infer<typeof bulkProductCategorySchema>;
