import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOrderStatusResponseSchema } from '@labshop/domain/api/orders';
import { rupeesToPaise } from '@labshop/domain/money';
import { adminRefundBodySchema } from '@labshop/domain/validation/refund';
import type { AppDeps } from '../../../deps.ts';
import { errorResponses } from '../../../http/error-responses.ts';
import { currentUser, requireAdmin } from '../../auth/session-plugin.ts';
import { getOrderById } from '../../orders/service.ts';
import { refundByHand, retryRefund } from './service.ts';

const orderParams = z.object({ orderId: z.string().max(100) });
const refundParams = orderParams.extend({ refundId: z.string().max(100) });

// The back office's refunds: by hand, and Retry of a failed one. Both answer the order as the
// details page shows it, so the screen redraws from the answer.
export const adminRefundRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, jobs }) => {
  app.post(
    '/api/admin/order/:orderId/refund',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Refunds part or all of what remains refundable of the order’s payment, with a reason; above that is refused (409) with the amount that remains',
        params: orderParams,
        body: adminRefundBodySchema,
        response: {
          200: adminOrderStatusResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const message = await refundByHand(db, jobs, {
        orderId: request.params.orderId,
        amountPaise: rupeesToPaise(request.body.amount),
        note: request.body.reason,
        actorUserId: currentUser(request).id,
      });
      return { message, order: await getOrderById(db, request.params.orderId) };
    },
  );

  app.post(
    '/api/admin/order/:orderId/refund/:refundId/retry',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Tries a failed refund again as a new refund with a new merchantRefundId; once per failed refund',
        params: refundParams,
        response: {
          200: adminOrderStatusResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const message = await retryRefund(db, jobs, {
        orderId: request.params.orderId,
        refundId: request.params.refundId,
        actorUserId: currentUser(request).id,
      });
      return { message, order: await getOrderById(db, request.params.orderId) };
    },
  );
};
