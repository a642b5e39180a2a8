import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { currentUser, requireUser } from '../auth/session-plugin.ts';
import { errorSchema, productCardWithDescriptionSchema } from '../catalog/schemas.ts';
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
          200: z.object({ wishlist: z.array(productCardWithDescriptionSchema) }),
          401: errorSchema,
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
        body: z.object({ productId: z.string().min(1, 'productId is required.') }),
        response: {
          200: z.object({ message: z.string(), inWishlist: z.boolean() }),
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => toggleWishlist(db, currentUser(request).id, request.body.productId),
  );
};
