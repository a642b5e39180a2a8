import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartChangeResponseSchema, cartResponseSchema } from '@labshop/domain/api/cart';
import { messageResponseSchema } from '@labshop/domain/api/message';
import { quickOrderResponseSchema, quickOrderSchema } from '@labshop/domain/quick-order';
import { addToCartSchema, idSchema } from '@labshop/domain/validation/cart';
import type { AppDeps } from '../../deps.ts';
import { sendCachedJson } from '../../http/cached-json.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { currentUser, requireUser } from '../auth/session-plugin.ts';
import { quickOrder } from './quick-order.ts';
import { changeCart, getCart, removeFromCart } from './service.ts';

export const cartRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // Before body validation, so a guest gets 401 whatever it sends.
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/user/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'The caller’s cart with line totals, delivery charges and the overall total',
        response: { 200: cartResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) =>
      sendCachedJson(
        request,
        reply,
        cartResponseSchema,
        await getCart(db, currentUser(request).id),
      ),
  );

  app.post(
    '/api/user/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'Adds a product, or changes a line by a signed quantity; clamped to 1..stock',
        body: addToCartSchema,
        response: { 200: cartChangeResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => changeCart(db, currentUser(request).id, request.body),
  );

  app.delete(
    '/api/user/cart/:productId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Removes the product (or only its given variant) from the cart',
        params: z.object({ productId: idSchema }),
        querystring: z.object({ variantId: idSchema.optional() }),
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      removeFromCart(
        db,
        currentUser(request).id,
        request.params.productId,
        request.query.variantId,
      ),
  );

  app.post(
    '/api/user/quick-order',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Adds lines of SKU and quantity to the cart (at most 200); each line that cannot be bought says why. dryRun only matches them',
        body: quickOrderSchema,
        response: { 200: quickOrderResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => quickOrder(db, currentUser(request).id, request.body),
  );
};
