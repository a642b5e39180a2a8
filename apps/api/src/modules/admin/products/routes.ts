import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProductResponseSchema,
  adminProductSavedSchema,
  adminProductsBulkResponseSchema,
  adminProductsResponseSchema,
} from '@labshop/domain/api/admin';
import { messageResponseSchema } from '@labshop/domain/api/message';
import {
  bulkProductCategorySchema,
  bulkProductStatusSchema,
  productListQuerySchema,
} from '@labshop/domain/validation/admin-catalog-lists';
import { productFormSchema } from '@labshop/domain/validation/product-form';
import type { AppDeps } from '../../../deps.ts';
import { prepareImage, type PreparedImage } from '../../../platform/uploads/images.ts';
import {
  readMultipartForm,
  textOf,
  type MultipartForm,
} from '../../../platform/uploads/multipart-form.ts';
import { errorResponses } from '../../../http/error-responses.ts';
import { currentUser } from '../../auth/session-plugin.ts';
import { imageFiles, parseForm } from '../form-errors.ts';
import { PRODUCT_FORM } from '../uploads.ts';
import { bulkMoveProducts, bulkSetProductStatus } from './bulk.ts';
import {
  ADMIN_PRODUCTS_PAGE_DEFAULT,
  ADMIN_PRODUCTS_PAGE_MAX,
  PRODUCT_ANSWERS as A,
  createProduct,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  updateProduct,
} from './service.ts';

const idParams = z.object({ id: z.string().max(64) });
const pagingQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_PRODUCTS_PAGE_MAX)
    .default(ADMIN_PRODUCTS_PAGE_DEFAULT),
});

const TEXT_FIELDS = [
  'name',
  'category',
  'description',
  'brand',
  'sku',
  'mrp',
  'sellingPrice',
  'inStock',
  'inStockWas',
  'minProductAlert',
  'isFeatured',
  'isPerishable',
  'status',
  'deliveryOptions',
  'deliveryTimeEstimate',
  'hsnCode',
  'gstRatePercent',
  'casNumber',
  'formula',
  'grade',
  'purity',
  'ghs',
  'variantsEnabled',
  'variants',
  'specs',
  'priceBreaks',
  'attributes',
  'removedImages',
] as const;

/** The multipart fields as the form schema reads them; tags may come as one text or a list. */
function productFields(form: MultipartForm): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) {
    const value = textOf(form, name);
    if (value !== undefined) values[name] = value;
  }
  const tags = form.fields.tags ?? form.fields['tags[]'];
  if (tags !== undefined) values.tags = tags;
  return values;
}

async function prepareImages(form: MultipartForm): Promise<PreparedImage[]> {
  const prepared: PreparedImage[] = [];
  // One at a time: decoding is CPU and memory heavy, and the first bad file ends the request.
  for (const file of imageFiles(form)) prepared.push(await prepareImage(file.data));
  return prepared;
}

const multipartDoc = { consumes: ['multipart/form-data'] };

export const adminProductRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/admin/products',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Products with variants, images and the low-stock count: newest first, or found by name, SKU or brand, filtered by category, status or stock, and sorted by name, price, stock or last change',
        querystring: pagingQuery.extend(productListQuerySchema.shape),
        response: { 200: adminProductsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAdminProducts(deps.db, request.query),
  );

  app.post(
    '/api/admin/products/bulk-status',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Activates or deactivates the chosen products (at most 100) in one transaction: an unknown id is 404 and nothing changes',
        body: bulkProductStatusSchema,
        response: {
          200: adminProductsBulkResponseSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => bulkSetProductStatus(deps.db, request.body, currentUser(request).id),
  );

  app.post(
    '/api/admin/products/bulk-category',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Moves the chosen products (at most 100) to one category in one transaction: an unknown product is 404, an unknown category 400, and nothing changes',
        body: bulkProductCategorySchema,
        response: {
          200: adminProductsBulkResponseSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => bulkMoveProducts(deps.db, request.body, currentUser(request).id),
  );

  app.post(
    '/api/admin/add-product',
    {
      config: { uploads: true },
      schema: {
        ...multipartDoc,
        tags: ['admin'],
        summary:
          'Adds a product: multipart fields, deliveryOptions, variants, specs, priceBreaks ([{minQuantity, unitPrice}]), ghs and attributes ([{key, value}] of the category’s attributes) as JSON text, tags, images; without hsnCode and gstRatePercent it takes its category’s',
        response: {
          201: adminProductSavedSchema,
          ...errorResponses(400, 401, 403, 409, 413),
        },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, PRODUCT_FORM);
      const input = parseForm(productFormSchema, productFields(form));
      const images = await prepareImages(form);
      const product = await createProduct(deps, input, images, currentUser(request).id);
      return reply.code(201).send({ message: A.created, product });
    },
  );

  app.put(
    '/api/admin/update-product/:id',
    {
      config: { uploads: true },
      schema: {
        ...multipartDoc,
        tags: ['admin'],
        summary:
          'Edits a product: the add fields plus removedImages as a JSON list, and inStockWas (per variant stockWas), the count the form showed, so stock moves by the difference; GST fields left out are kept',
        params: idParams,
        response: {
          200: adminProductSavedSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413),
        },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, PRODUCT_FORM);
      const input = parseForm(productFormSchema, productFields(form));
      const product = await updateProduct(
        deps,
        request.params.id,
        input,
        await prepareImages(form),
        currentUser(request).id,
      );
      return { message: A.updated, product };
    },
  );

  app.delete(
    '/api/admin/delete-product/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes a product; past orders keep their own copy of its name and price',
        params: idParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteProduct(deps, request.params.id, currentUser(request).id);
      return { message: A.deleted };
    },
  );

  app.get(
    '/api/admin/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One product as the edit form loads it',
        params: idParams,
        response: { 200: adminProductResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ product: await getAdminProduct(deps.db, request.params.id) }),
  );
};
