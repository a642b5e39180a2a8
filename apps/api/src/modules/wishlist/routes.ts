import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wishlistResponseSchema, wishlistToggleResponseSchema } from '@labshop/domain/api/catalog';
import { errorResponseSchema } from '@labshop/domain/api/message';
import { TEXT_LIMITS } from '@labshop/domain/limits';
import type { AppDeps } from '../../deps.ts';
import { currentUser, requireUser } from '../auth/session-plugin.ts';
import { getWishlist, toggleWishlist } from './service.ts';

export const wishlistRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/user/wishlist',
    {
      onRequest: requireUser,
      schema: {
        tags: ['wishlist'],
        summary: 'The logged-in shopper’s wishlist',
        response: {
          200: wishlistResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => ({ wishlist: await getWishlist(db, currentUser(request).id) }),
  );

  app.post(
    '/api/user/wishlist',
    {
      onRequest: requireUser,
      schema: {
        tags: ['wishlist'],
        summary: 'Adds a product to the wishlist, or removes it when it is already there',
        body: z.object({
          productId: z.string().min(1, 'productId is required.').max(TEXT_LIMITS.id),
        }),
        response: {
          200: wishlistToggleResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => toggleWishlist(db, currentUser(request).id, request.body.productId),
  );
};
