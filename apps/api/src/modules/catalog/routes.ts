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
import { parseSpecFilters } from '@labshop/domain/attributes/spec-filters';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { stockAlertsOf } from '../stock-alerts/service.ts';
import { sendCachedJson } from '../../http/cached-json.ts';
import { choiceParam, csvParam, numberParam, textParam } from './params.ts';
import { listProducts } from './listing-service.ts';
import { getHome, getProductDetail, suggestProducts } from './service.ts';

const productListQuery = z
  .object({
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
  })
  // spec.<key>=min..max (numbers) and spec.<key>=a,b (choices; yes/no as true,false) are read
  // from the raw query by parseSpecFilters, which bounds their number and values.
  .loose();

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
    async (request, reply) =>
      sendCachedJson(request, reply, homeResponseSchema, await getHome(db, request.user)),
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
    async (request, reply) =>
      sendCachedJson(
        request,
        reply,
        z.array(searchSuggestionSchema),
        await suggestProducts(db, request.query.query),
      ),
  );

  app.get(
    '/api/user/products',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Filtered, paged products with the filter panel’s categories and brands; spec.<key>=min..max or spec.<key>=a,b filter by attributes (at most 10), and with one category the answer’s facets list its filterable attributes',
        querystring: productListQuery,
        response: { 200: productListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const specs = parseSpecFilters(request.query);
      if (!specs.ok) throw new AppError('INVALID_SPEC_FILTER', specs.message, 400);
      const { category, categoryNames, brandIds, minRating, minPrice, maxPrice, query, sort } =
        request.query;
      const { page: pageNumber, limit } = request.query;
      const names = [...(categoryNames ?? []), ...(category ? [category] : [])];
      const page = await listProducts(db, {
        categoryIds: request.query.categoryIds,
        categoryNames: names.length > 0 ? names : undefined,
        brands: brandIds,
        minRating,
        minPrice,
        maxPrice,
        query,
        sort,
        page: pageNumber,
        limit,
        specs: specs.filters,
      });
      return sendCachedJson(request, reply, productListResponseSchema, page);
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
    async (request, reply) => {
      const detail = await getProductDetail(db, request.params.id);
      const user = request.user;
      // A guest's answer is the shared cached page's, so its bytes are made once; a shopper's
      // says which back-in-stock mails they asked for (product, variants), and is theirs alone.
      if (!user)
        return sendCachedJson(request, reply, productDetailResponseSchema, guestAnswer(detail));
      return { ...detail, ...(await stockAlertsOf(db, user.id, detail.product._id)) };
    },
  );
};

const guestAnswers = new WeakMap<object, object>();

/** The cached product page as a guest sees it: one object per cached page, for its bytes. */
function guestAnswer(detail: object): object {
  let answer = guestAnswers.get(detail);
  if (!answer) {
    answer = { ...detail, hasStockAlert: false, variantStockAlerts: [] };
    guestAnswers.set(detail, answer);
  }
  return answer;
}
