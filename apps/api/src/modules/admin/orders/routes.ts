import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderResponseSchema,
  adminOrderStatusResponseSchema,
  adminOrdersResponseSchema,
} from '@labshop/domain/api/orders';
import {
  ORDER_STATUSES,
  orderStatusBodySchema,
  PAYMENT_STATUSES,
} from '@labshop/domain/order-status';
import type { AppDeps } from '../../../deps.ts';
import { errorResponses } from '../../../http/error-responses.ts';
import { currentUser, requireAdmin } from '../../auth/session-plugin.ts';
import { ORDER_SORTS } from '../../orders/order-query.ts';
import { pageQuery } from '../../orders/routes.ts';
import { getOrderById, listOrders, STATUS_UPDATED } from '../../orders/service.ts';
import { recordStatusChange } from '../../orders/status-change.ts';

const orderParams = z.object({ orderId: z.string().max(100) });

const ORDER_SEARCH_MAX = 100;
const isoDay = z
  .string()
  .max(10)
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'A day as YYYY-MM-DD.');

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
          'Every order, newest first, optionally found by transaction id or customer, filtered by status, payment status, placing date or (late=1) a payment that came after the shop gave up on it, and sorted by date or amount',
        querystring: pageQuery.extend({
          paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
          late: z.enum(['0', '1']).optional().describe('1: only orders with a late payment'),
          q: z
            .string()
            .max(ORDER_SEARCH_MAX)
            .optional()
            .describe('Part of a transaction id, or of the customer’s name, email or phone'),
          status: z.enum(ORDER_STATUSES).optional(),
          from: isoDay.optional().describe('Placed on or after this day (YYYY-MM-DD, India time)'),
          to: isoDay.optional().describe('Placed on or before this day (YYYY-MM-DD, India time)'),
          sort: z
            .enum(ORDER_SORTS)
            .optional()
            .describe('newest (default), oldest, amount-desc, amount-asc'),
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
        body: orderStatusBodySchema,
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
