import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@labshop/domain/api/message';
import { ORDER_TOTAL_MAX_PAISE } from '@labshop/domain/limits';
import type { AppDeps } from '../../deps.ts';
import { AppError, unauthorized } from '../../errors.ts';
import { isValidWebhookAuthorization } from '../../platform/payments/phonepe.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { answerRefundWebhook, isRefundWebhookEvent } from '../payments/refunds/refund-webhook.ts';
import type { CheckoutContext } from './context.ts';
import { checkPayment, findPaymentByTransactionId, isAwaitingGateway } from './settle.ts';

const WEBHOOK_EVENTS = [
  'checkout.order.completed',
  'checkout.order.failed',
  'CHECKOUT_ORDER_COMPLETED',
  'CHECKOUT_ORDER_FAILED',
];

// Unknown fields are dropped, not refused: PhonePe adds fields over time.
const webhookBody = z.object({
  event: z.string().max(100).optional(),
  type: z.string().max(100).optional(),
  payload: z.object({
    // Refund events carry merchantRefundId (and originalMerchantOrderId) instead.
    merchantOrderId: z.string().max(63).default(''),
    merchantRefundId: z.string().max(63).optional(),
    originalMerchantOrderId: z.string().max(63).optional(),
    orderId: z.string().max(100).optional(),
    state: z.string().max(32).optional(),
    amount: z.number().int().min(0).max(ORDER_TOTAL_MAX_PAISE).optional(),
  }),
});

/**
 * PhonePe's callback. The header proves it is PhonePe; even so the body is only a hint: the
 * shop asks the status call before settling. Replays and unknown orders are answered 200.
 */
export const webhookRoutes: FastifyPluginAsyncZod<AppDeps & { ctx: CheckoutContext }> = async (
  app,
  { config, ctx },
) => {
  const username = config.env.PHONEPE_WEBHOOK_USERNAME ?? '';
  const password = config.env.PHONEPE_WEBHOOK_PASSWORD ?? '';

  app.post(
    '/api/payments/phonepe/webhook',
    {
      // Checked before the body is read or validated: a stranger learns nothing.
      onRequest: async (request) => {
        const header = request.headers.authorization;
        if (!isValidWebhookAuthorization(header, username, password))
          throw unauthorized('Unauthorized');
      },
      schema: {
        tags: ['payments'],
        summary: 'PhonePe webhook: re-checks the order’s status with PhonePe and settles it',
        body: webhookBody,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 503) },
      },
    },
    async (request) => {
      const kind = request.body.event ?? request.body.type ?? '';
      if (isRefundWebhookEvent(kind)) {
        return answerRefundWebhook(ctx, request.body.payload.merchantRefundId);
      }
      if (!WEBHOOK_EVENTS.includes(kind)) return { message: 'Ignored' };
      const payment = await findPaymentByTransactionId(
        ctx.db,
        request.body.payload.merchantOrderId,
      );
      if (!payment) return { message: 'Ignored' };
      // An expired payment is still asked about: a late success must be settled or refunded.
      if (!isAwaitingGateway(payment.state)) return { message: 'Already settled' };
      try {
        await checkPayment(ctx, payment);
      } catch (err) {
        ctx.log.warn({ err }, 'webhook status check failed; PhonePe will retry');
        throw new AppError('GATEWAY_ERROR', 'Status check failed', 503);
      }
      return { message: 'OK' };
    },
  );
};
