import { and, eq, gt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHOP_NAME } from '@labshop/domain/constants';
import { formatPaise } from '@labshop/domain/money';
import {
  TRANSACTION_ID_MAX_LENGTH,
  TRANSACTION_ID_PATTERN,
} from '@labshop/domain/validation/checkout';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { orders, payments, simulatorPayments } from '../../db/schema.ts';
import { isSimulatorRefund, SIMULATOR_PATH } from '../../platform/payments/simulator.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { currentUser, requireUser } from '../auth/session-plugin.ts';
import { escapeHtml, page } from './simulator-page.ts';
import type { CheckoutContext } from './context.ts';
import { simulatorRefundRoutes } from './simulator-refund-routes.ts';

const params = z.object({
  merchantOrderId: z.string().max(TRANSACTION_ID_MAX_LENGTH).regex(TRANSACTION_ID_PATTERN),
});

/** Whether the shop's payment with that transaction id belongs to an order of `userId`. */
async function isPaymentOf(db: Db, merchantOrderId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: orders.userId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.merchantTransactionId, merchantOrderId))
    .limit(1);
  return row?.userId === userId;
}

/**
 * The simulator gateway's own pages: an order summary with Pay and Fail. Pressing one records
 * the outcome in the simulator's books and sends the shopper back to the shop's return URL;
 * the shop then asks the simulator's status, as it would ask a real gateway.
 */
export const simulatorRoutes: FastifyPluginAsyncZod<AppDeps & { ctx: CheckoutContext }> = async (
  app,
  deps,
) => {
  const { db } = deps;
  // The buttons are plain HTML forms (no script under the shop's CSP); their bodies are empty.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  await app.register(simulatorRefundRoutes, deps);

  app.get(
    `${SIMULATOR_PATH}/:merchantOrderId`,
    {
      schema: {
        tags: ['payments'],
        summary: 'Simulator gateway: the payment page with Pay and Fail',
        params,
        response: { 200: z.string(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { merchantOrderId } = request.params;
      const [payment] = await db
        .select()
        .from(simulatorPayments)
        .where(eq(simulatorPayments.merchantOrderId, merchantOrderId));
      if (!payment || isSimulatorRefund(payment)) {
        return reply.code(404).send({ message: 'Payment not found' });
      }
      const isOpen = payment.state === 'PENDING' && payment.expiresAt > new Date();
      const action = `${SIMULATOR_PATH}/${encodeURIComponent(merchantOrderId)}`;
      const body = `<p class="note">${SHOP_NAME} test payment gateway</p>
<h1>Pay ${escapeHtml(SHOP_NAME)}</h1>
<p class="amount">${escapeHtml(formatPaise(payment.amountPaise))}</p>
<p>${escapeHtml(payment.message)}</p>
<p class="note">Transaction ${escapeHtml(merchantOrderId)}</p>
${
  isOpen
    ? `<form method="post" action="${action}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${action}/fail"><button class="fail" type="submit">Fail</button></form>`
    : `<p><strong>This payment is ${payment.state === 'PENDING' ? 'expired' : payment.state.toLowerCase()}.</strong></p>`
}`;
      // Helmet's no-referrer would make the buttons' POSTs say Origin: null, which the shop
      // refuses as cross-site; same-origin keeps the real origin on them.
      return reply
        .header('referrer-policy', 'same-origin')
        .type('text/html; charset=utf-8')
        .send(page(`Pay ${SHOP_NAME}`, body));
    },
  );

  for (const outcome of ['pay', 'fail'] as const) {
    app.post(
      `${SIMULATOR_PATH}/:merchantOrderId/${outcome}`,
      {
        onRequest: requireUser,
        schema: {
          tags: ['payments'],
          summary: `Simulator gateway: ${outcome === 'pay' ? 'completes' : 'fails'} the payment and returns to the shop (its shopper only)`,
          params,
          response: { 303: z.null(), ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const { merchantOrderId } = request.params;
        // Only the shopper whose order it is may press: the page's link is no key to it.
        if (!(await isPaymentOf(db, merchantOrderId, currentUser(request).id))) {
          return reply.code(404).send({ message: 'Payment not found' });
        }
        const [payment] = await db
          .update(simulatorPayments)
          .set({ state: outcome === 'pay' ? 'COMPLETED' : 'FAILED' })
          .where(
            and(
              eq(simulatorPayments.merchantOrderId, merchantOrderId),
              eq(simulatorPayments.state, 'PENDING'),
              gt(simulatorPayments.expiresAt, new Date()),
            ),
          )
          .returning();
        const current =
          payment ??
          (
            await db
              .select()
              .from(simulatorPayments)
              .where(eq(simulatorPayments.merchantOrderId, merchantOrderId))
          )[0];
        if (!current || isSimulatorRefund(current)) {
          return reply.code(404).send({ message: 'Payment not found' });
        }
        // Like PhonePe, the return carries a code that the shop must not trust on its own.
        const code = current.state === 'COMPLETED' ? 'SUCCESS' : 'PAYMENT_ERROR';
        const separator = current.redirectUrl.includes('?') ? '&' : '?';
        return reply.redirect(`${current.redirectUrl}${separator}code=${code}`, 303);
      },
    );
  }
};
