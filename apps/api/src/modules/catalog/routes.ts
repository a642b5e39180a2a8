import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_SORTS, PRODUCTS_PAGE_MAX, RATING_MAX } from '@labshop/domain/constants';
import {
  homeResponseSchema,
  productDetailResponseSchema,
  productListResponseSchema,
  searchSuggestionSchema,
} from '@labshop/domain/api/catalog';
import { errorResponseSchema } from '@labshop/domain/api/message';
import { NUMBER_LIMITS, TEXT_LIMITS } from '@labshop/domain/limits';
import type { AppDeps } from '../../app.ts';
import { hasStockAlert } from '../stock-alerts/service.ts';
import { choiceParam, csvParam, numberParam, textParam } from './params.ts';
import { getHome, getProductDetail, listProducts, suggestProducts } from './service.ts';

const productListQuery = z.object({
  categoryIds: csvParam.describe('Category ids, comma-separated'),
  categoryNames: csvParam.describe('Category names, comma-separated, any case'),
  category: textParam.describe('One category name, as in the web route /filter?category=<name>'),
  brandIds: csvParam.describe('Brand names, comma-separated, any case'),
  minRating: numberParam('minRating', { min: 0, max: RATING_MAX }),
  minPrice: numberParam('minPrice', NUMBER_LIMITS.price).describe('Rupees'),
  maxPrice: numberParam('maxPrice', NUMBER_LIMITS.price).describe(
    'Rupees; exactly 1000 (the top of the price slider) means no upper limit',
  ),
  query: textParam.describe('Search text'),
  sort: choiceParam('sort', PRODUCT_SORTS).describe(
    `${PRODUCT_SORTS.join(', ')}; default relevance with a query, newest without`,
  ),
  page: numberParam('page', { ...NUMBER_LIMITS.page, integer: true }).describe('From 1'),
  limit: numberParam('limit', { ...NUMBER_LIMITS.page, integer: true }).describe(
    `Products per page; default 24, at most ${PRODUCTS_PAGE_MAX}`,
  ),
});

export const catalogRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/user/home',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Home page: categories, featured products, new arrivals and banners',
        response: { 200: homeResponseSchema },
      },
    },
    async (request) => getHome(db, request.user),
  );

  app.get(
    '/api/user/products/search',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Search box suggestions: at most 8 products (name, image, brand, price), best match first, one typo allowed',
        querystring: z.object({ query: textParam }),
        response: { 200: z.array(searchSuggestionSchema) },
      },
    },
    async (request) => suggestProducts(db, request.query.query),
  );

  app.get(
    '/api/user/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Filtered, paged products with the filter panel’s categories and brands',
        querystring: productListQuery,
        response: { 200: productListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { category, categoryNames, brandIds, ...rest } = request.query;
      const names = [...(categoryNames ?? []), ...(category ? [category] : [])];
      return listProducts(db, {
        ...rest,
        categoryNames: names.length > 0 ? names : undefined,
        brands: brandIds,
      });
    },
  );

  app.get(
    '/api/user/product/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A product with images, variants, reviews and similar products',
        params: z.object({ id: z.string().max(TEXT_LIMITS.id) }),
        response: { 200: productDetailResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const detail = await getProductDetail(db, request.params.id);
      // Per shopper, so kept out of the shared cached page.
      const user = request.user;
      const isAsked = user ? await hasStockAlert(db, user.id, detail.product._id) : false;
      return { ...detail, hasStockAlert: isAsked };
    },
  );
};
