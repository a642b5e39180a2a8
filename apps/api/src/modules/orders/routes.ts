import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ORDERS_PAGE_MAX,
  orderCancelResponseSchema,
  orderResponseSchema,
  ordersResponseSchema,
} from '@labshop/domain/api/orders';
import { buyAgainResponseSchema } from '@labshop/domain/quick-order';
import type { AppDeps } from '../../deps.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { currentUser, requireUser } from '../auth/session-plugin.ts';
import { numberParam } from '../catalog/params.ts';
import { buyAgain } from './buy-again.ts';
import { getUserOrder, listUserOrders } from './service.ts';
import { cancelOwnOrder } from './status-change.ts';

export const pageQuery = z.object({
  page: numberParam('page', { min: 1, max: 10_000, integer: true }).describe('From 1'),
  limit: numberParam('limit', { min: 1, max: ORDERS_PAGE_MAX, integer: true }).describe(
    `Orders per page; default 20, at most ${ORDERS_PAGE_MAX}`,
  ),
});

const transactionParams = z.object({ transactionId: z.string().min(1).max(100) });

// The shopper's own orders; another user's order answers 404, exactly like a missing one.
export const orderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/api/user/user-orders',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'The logged-in shopper’s paid orders, newest first',
        querystring: pageQuery,
        response: { 200: ordersResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listUserOrders(db, currentUser(request).id, request.query),
  );

  app.get(
    '/api/user/orders/:transactionId',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'One of the logged-in shopper’s orders, by its transaction id',
        params: transactionParams,
        response: { 200: orderResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      order: await getUserOrder(db, currentUser(request).id, request.params.transactionId),
    }),
  );

  app.post(
    '/api/user/orders/:transactionId/cancel',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary:
          'Cancels one of the logged-in shopper’s orders while it is paid and not yet packed: its stock goes back and everything paid is refunded (409 once packed)',
        params: transactionParams,
        response: { 200: orderCancelResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      cancelOwnOrder(deps, {
        userId: currentUser(request).id,
        transactionId: request.params.transactionId,
      }),
  );

  app.post(
    '/api/user/orders/:transactionId/buy-again',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary:
          'Puts the lines of one of the shopper’s orders into the cart at today’s prices, skipping (and naming) what is no longer sold',
        params: transactionParams,
        response: { 200: buyAgainResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => buyAgain(db, currentUser(request).id, request.params.transactionId),
  );
};
