import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderResponseSchema,
  adminOrderStatusResponseSchema,
  adminOrdersResponseSchema,
  bulkStatusResponseSchema,
} from '@labshop/domain/api/orders';
import { orderStatusBodySchema } from '@labshop/domain/order-status';
import { bulkOrderStatusBodySchema } from '@labshop/domain/validation/order-bulk-status';
import type { AppDeps } from '../../../deps.ts';
import { errorResponses } from '../../../http/error-responses.ts';
import { currentUser, requireAdmin } from '../../auth/session-plugin.ts';
import { changeStatusInBulk } from '../../orders/bulk-status.ts';
import { istToday, orderCsvChunks } from '../../orders/order-export.ts';
import { pageQuery } from '../../orders/routes.ts';
import { getOrderById, listOrders, STATUS_UPDATED } from '../../orders/service.ts';
import { recordStatusChange } from '../../orders/status-change.ts';
import {
  amountRangeRule,
  amountsInOrder,
  orderFilterFields,
  orderFilterQuery,
  toOrderListFilter,
} from './order-list-query.ts';
import { sendCsv } from './send-csv.ts';

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
          'Every order, newest first, optionally found by transaction id or customer, filtered by status, payment status, placing date or (late=1) a payment that came after the shop gave up on it, and sorted by date or amount',
        querystring: pageQuery.extend(orderFilterFields).refine(amountsInOrder, amountRangeRule),
        response: { 200: adminOrdersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      return listOrders(db, { page, limit, ...toOrderListFilter(filters) });
    },
  );

  app.get(
    '/api/admin/orders/export.csv',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Every order the list’s filters match (not just a page), as a CSV download streamed a page at a time: transaction id, placed at (India time), customer, status, payment, items, amount in rupees, invoice, shipment, city, state, PIN',
        querystring: orderFilterQuery,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const chunks = orderCsvChunks(db, toOrderListFilter(request.query));
      return sendCsv(reply, `orders-${istToday()}.csv`, chunks);
    },
  );

  app.post(
    '/api/admin/orders/bulk-status',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Sets one status on 1 to 100 selected orders, each in its own transaction through the same path as one order’s change (history, shopper’s mail); answers each order’s result, so a refusal (a delivered order is never cancelled) does not stop the others. A repeat changes nothing twice: an order already at the status answers ok with changed false',
        body: bulkOrderStatusBodySchema,
        response: { 200: bulkStatusResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { orderIds, status, ...shipment } = request.body;
      return changeStatusInBulk(
        deps,
        { orderIds, status, shipment, actorUserId: currentUser(request).id },
        (error, orderId) => request.log.error({ err: error, orderId }, 'bulk status change failed'),
      );
    },
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
