import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewResponseSchema } from '@labshop/domain/api/orders';
import { reviewSchema } from '@labshop/domain/validation/review';
import type { AppDeps } from '../../deps.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { currentUser, requireUser } from '../auth/session-plugin.ts';
import { addReview } from './service.ts';

export const reviewRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/api/user/order/:orderId/review/:productId',
    {
      onRequest: requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Reviews a product of the caller’s delivered order, once per product per order',
        params: z.object({ orderId: z.string().max(100), productId: z.string().max(100) }),
        body: reviewSchema,
        response: { 201: reviewResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const result = await addReview(db, {
        ...request.body,
        user: { id: user.id, name: user.name },
        orderId: request.params.orderId,
        productId: request.params.productId,
      });
      return reply.code(201).send(result);
    },
  );
};
