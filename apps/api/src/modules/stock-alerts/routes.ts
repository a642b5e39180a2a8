import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stockAlertResponseSchema } from '@labshop/domain/api/catalog';
import { errorResponseSchema } from '@labshop/domain/api/message';
import { TEXT_LIMITS } from '@labshop/domain/limits';
import { STOCK_ALERT_MESSAGES as M } from '@labshop/domain/stock-alerts';
import type { AppDeps } from '../../deps.ts';
import { currentUser, requireUser } from '../auth/session-plugin.ts';
import { cancelStockAlert, requestStockAlert } from './service.ts';

const params = z.object({ id: z.string().max(TEXT_LIMITS.id) });
// Without variantId the request is about the whole product, as it always was.
const querystring = z.object({
  variantId: z
    .string()
    .max(TEXT_LIMITS.id)
    .optional()
    .describe('One variant of the product: the request is about that variant alone'),
});

export const stockAlertRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  app.post(
    '/api/user/product/:id/notify',
    {
      onRequest: requireUser,
      schema: {
        tags: ['catalog'],
        summary:
          'Asks for one mail when this sold-out product (or sold-out variant) is back in stock; asking again is a no-op',
        params,
        querystring,
        response: {
          200: stockAlertResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await requestStockAlert(db, currentUser(request).id, id, request.query.variantId);
      return { message: M.requested, hasStockAlert: true };
    },
  );

  app.delete(
    '/api/user/product/:id/notify',
    {
      onRequest: requireUser,
      schema: {
        tags: ['catalog'],
        summary: 'Withdraws the back-in-stock request for this product (or variant)',
        params,
        querystring,
        response: {
          200: stockAlertResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await cancelStockAlert(db, currentUser(request).id, id, request.query.variantId);
      return { message: M.cancelled, hasStockAlert: false };
    },
  );
};
