import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryAttributeSavedSchema,
  categoryAttributesResponseSchema,
} from '@labshop/domain/api/attributes';
import { messageResponseSchema } from '@labshop/domain/api/message';
import {
  attributeOrderSchema,
  categoryAttributeInputSchema,
} from '@labshop/domain/validation/category-attribute';
import type { AppDeps } from '../../../deps.ts';
import { errorResponses } from '../../../http/error-responses.ts';
import { currentUser } from '../../auth/session-plugin.ts';
import {
  ATTRIBUTE_ANSWERS as A,
  createCategoryAttribute,
  deleteCategoryAttribute,
  listCategoryAttributes,
  reorderCategoryAttributes,
  updateCategoryAttribute,
} from '../../attributes/service.ts';

const categoryParams = z.object({ id: z.string().max(64) });
const attributeParams = categoryParams.extend({ attributeId: z.string().max(64) });
const path = '/api/admin/categories/:id/attributes';

export const adminAttributeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    path,
    {
      schema: {
        tags: ['admin'],
        summary: 'A category’s attributes (its typed specifications) in their order',
        params: categoryParams,
        response: { 200: categoryAttributesResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ attributes: await listCategoryAttributes(db, request.params.id) }),
  );

  app.post(
    path,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Adds an attribute: label, key (blank: made from label and unit), kind, unit, isFacet, choices; at most 30 a category',
        params: categoryParams,
        body: categoryAttributeInputSchema,
        response: {
          201: categoryAttributeSavedSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const attribute = await createCategoryAttribute(
        db,
        request.params.id,
        request.body,
        currentUser(request).id,
      );
      return reply.code(201).send({ message: A.created, attribute });
    },
  );

  app.put(
    path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Reorders the category’s attributes: `order` lists each attribute id once',
        params: categoryParams,
        body: attributeOrderSchema,
        response: {
          200: categoryAttributesResponseSchema.extend({ message: z.string() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      message: A.reordered,
      attributes: await reorderCategoryAttributes(
        db,
        request.params.id,
        request.body.order,
        currentUser(request).id,
      ),
    }),
  );

  app.put(
    `${path}/:attributeId`,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Edits an attribute; products’ values that no longer fit its kind or choices are dropped',
        params: attributeParams,
        body: categoryAttributeInputSchema,
        response: {
          200: categoryAttributeSavedSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => ({
      message: A.updated,
      attribute: await updateCategoryAttribute(
        db,
        request.params.id,
        request.params.attributeId,
        request.body,
        currentUser(request).id,
      ),
    }),
  );

  app.delete(
    `${path}/:attributeId`,
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes an attribute and every product’s value of it',
        params: attributeParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteCategoryAttribute(
        db,
        request.params.id,
        request.params.attributeId,
        currentUser(request).id,
      );
      return { message: A.deleted };
    },
  );
};
