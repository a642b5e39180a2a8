import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCategoriesResponseSchema, adminCategorySavedSchema } from '@labshop/domain/api/admin';
import { messageResponseSchema } from '@labshop/domain/api/message';
import { categoryListQuerySchema } from '@labshop/domain/validation/admin-catalog-lists';
import { CATEGORY_MESSAGES, categoryFormSchema } from '@labshop/domain/validation/category';
import type { AppDeps } from '../../../deps.ts';
import { prepareImage } from '../../../platform/uploads/images.ts';
import {
  readMultipartForm,
  textOf,
  type MultipartForm,
} from '../../../platform/uploads/multipart-form.ts';
import { errorResponses } from '../../../http/error-responses.ts';
import { currentUser } from '../../auth/session-plugin.ts';
import { imageFiles, invalid, parseForm } from '../form-errors.ts';
import { SINGLE_IMAGE_FORM } from '../uploads.ts';
import {
  CATEGORY_ANSWERS as A,
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from './service.ts';

const idParams = z.object({ id: z.string().max(64) });

/** The form's text fields; a GST default left out stays undefined, which the schema allows. */
function textFields(form: MultipartForm) {
  return {
    name: textOf(form, 'name'),
    status: textOf(form, 'status'),
    hsnCode: textOf(form, 'hsnCode'),
    gstRatePercent: textOf(form, 'gstRatePercent'),
  };
}
const multipartDoc = { consumes: ['multipart/form-data'] };

export const adminCategoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/api/admin/categories',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Every category, active or not, with its product count; optionally found by name, filtered by status and sorted by name or product count',
        querystring: categoryListQuerySchema,
        response: { 200: adminCategoriesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ categories: await listCategories(db, request.query) }),
  );

  app.post(
    '/api/admin/categories',
    {
      config: { uploads: true },
      schema: {
        ...multipartDoc,
        tags: ['admin'],
        summary:
          'Adds a category: multipart name, status, image (PNG or JPEG, at most 1MB) and optional GST defaults hsnCode and gstRatePercent',
        response: {
          201: adminCategorySavedSchema,
          ...errorResponses(400, 401, 403, 409, 413),
        },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, SINGLE_IMAGE_FORM);
      const [file] = imageFiles(form);
      const name = textOf(form, 'name') ?? '';
      if (name.trim() === '' || !file) {
        throw invalid({
          '': CATEGORY_MESSAGES.incomplete,
          ...(name.trim() === '' ? { name: CATEGORY_MESSAGES.nameBlank } : {}),
          ...(file ? {} : { image: CATEGORY_MESSAGES.incomplete }),
        });
      }
      const input = parseForm(categoryFormSchema, { ...textFields(form), name });
      const image = await prepareImage(file.data);
      const category = await createCategory(deps, input, image, currentUser(request).id);
      return reply.code(201).send({ message: A.created, category });
    },
  );

  app.put(
    '/api/admin/categories/:id',
    {
      config: { uploads: true },
      schema: {
        ...multipartDoc,
        tags: ['admin'],
        summary:
          'Edits a category: multipart name, status and, optionally, a new image and GST defaults',
        params: idParams,
        response: {
          200: adminCategorySavedSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413),
        },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, SINGLE_IMAGE_FORM);
      const input = parseForm(categoryFormSchema, textFields(form));
      const [file] = imageFiles(form);
      const image = file ? await prepareImage(file.data) : null;
      const category = await updateCategory(
        deps,
        request.params.id,
        input,
        image,
        currentUser(request).id,
      );
      return { message: A.updated, category };
    },
  );

  app.delete(
    '/api/admin/categories/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes a category; refused (409) while products use it',
        params: idParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteCategory(deps, request.params.id, currentUser(request).id);
      return { message: A.deleted };
    },
  );
};
