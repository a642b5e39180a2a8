import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderResponseSchema,
  adminOrderStatusResponseSchema,
  adminOrdersResponseSchema,
} from '@labshop/domain/api/orders';
import { orderStatusUpdateSchema, PAYMENT_STATUSES } from '@labshop/domain/order-status';
import type { AppDeps } from '../../../deps.ts';
import { errorResponses } from '../../../http/error-responses.ts';
import { currentUser, requireAdmin } from '../../auth/session-plugin.ts';
import { pageQuery } from '../../orders/routes.ts';
import { getOrderById, listOrders, STATUS_UPDATED } from '../../orders/service.ts';
import { recordStatusChange } from '../../orders/status-change.ts';

const orderParams = z.object({ orderId: z.string().max(100) });

// The back office's orders, through the orders module's service (never its tables).
export const adminOrderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/api/admin/orders',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Every order, newest first, optionally only those of one payment status or (late=1) those whose payment came after the shop gave up on it',
        querystring: pageQuery.extend({
          paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
          late: z.enum(['0', '1']).optional().describe('1: only orders with a late payment'),
        }),
        response: { 200: adminOrdersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listOrders(db, { ...request.query, latePayments: request.query.late === '1' }),
  );

  app.get(
    '/api/admin/order/:orderId',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'An order with its customer, lines, payment and status history',
        params: orderParams,
        response: { 200: adminOrderResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ order: await getOrderById(db, request.params.orderId) }),
  );

  app.post(
    '/api/admin/order/:orderId/status',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Sets the order’s status and records it in the history, and mails the shopper (packed, in transit, delivered, cancelled); "in transit" needs the carrier and tracking number; cancelling returns the stock and refunds what was paid; a delivered order cannot be cancelled (409)',
        params: orderParams,
        body: orderStatusUpdateSchema,
        response: {
          200: adminOrderStatusResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { status, ...shipment } = request.body;
      return {
        message: STATUS_UPDATED,
        order: await recordStatusChange(deps, {
          orderId: request.params.orderId,
          status,
          shipment,
          actorUserId: currentUser(request).id,
        }),
      };
    },
  );
};
