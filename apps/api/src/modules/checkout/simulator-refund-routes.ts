import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHOP_NAME } from '@labshop/domain/constants';
import { formatPaise } from '@labshop/domain/money';
import type { AppDeps } from '../../deps.ts';
import {
  SIMULATOR_PATH,
  failSimulatorRefund,
  listSimulatorRefunds,
  refundedPaymentOf,
  simulatorRefundStatus,
} from '../../platform/payments/simulator.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { answerRefundWebhook } from '../payments/refunds/refund-webhook.ts';
import type { CheckoutContext } from './context.ts';
import { escapeHtml, page } from './simulator-page.ts';

const REFUNDS_PATH = `${SIMULATOR_PATH}/refunds`;

const TABLE_STYLE = `main{max-width:60rem}.scroll{overflow-x:auto}table{width:100%;border-collapse:collapse;font-size:14px}
th,td{text-align:left;padding:8px 6px;border-bottom:1px solid #e2e8f0;vertical-align:middle}
.id{font-family:ui-monospace,monospace;font-size:12px;word-break:break-all}.num{text-align:right;font-variant-numeric:tabular-nums}
td button{margin:0;padding:6px 12px}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}`;

const refundParams = z.object({
  merchantRefundId: z
    .string()
    .max(63)
    .regex(/^[A-Za-z0-9_-]{1,63}$/),
});

/**
 * The simulator's refunds page: every refund the shop has sent it, with the state it reports
 * now, and a Fail button while one is pending (the switch tests and demos use to see a refund
 * fail). Refunds complete by themselves once their delay has passed.
 */
export const simulatorRefundRoutes: FastifyPluginAsyncZod<
  AppDeps & { ctx: CheckoutContext }
> = async (app, { db, ctx }) => {
  app.get(
    REFUNDS_PATH,
    {
      schema: {
        tags: ['payments'],
        summary: 'Simulator gateway: the refunds it has received, with a Fail switch',
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => {
      const now = new Date();
      const rows = (await listSimulatorRefunds(db)).map((row) => {
        const { state } = simulatorRefundStatus(row, now);
        const action = `${REFUNDS_PATH}/${encodeURIComponent(row.merchantOrderId)}/fail`;
        const button =
          state === 'PENDING'
            ? `<form method="post" action="${action}"><button class="fail" type="submit" aria-label="Fail refund ${escapeHtml(row.merchantOrderId)}">Fail</button></form>`
            : '';
        return `<tr><td class="id">${escapeHtml(row.merchantOrderId)}</td><td class="id">${escapeHtml(refundedPaymentOf(row))}</td>
<td class="num">${escapeHtml(formatPaise(row.amountPaise))}</td><td>${state}</td><td>${button}</td></tr>`;
      });
      const body = `<style>${TABLE_STYLE}</style>
<p class="note">${SHOP_NAME} test payment gateway</p>
<h1>Refunds</h1>
${
  rows.length === 0
    ? '<p>No refunds yet.</p>'
    : `<div class="scroll"><table><thead><tr><th>Refund</th><th>Payment</th><th class="num">Amount</th><th>State</th><th><span class="sr-only">Actions</span></th></tr></thead>
<tbody>${rows.join('')}</tbody></table></div>`
}`;
      return reply
        .header('referrer-policy', 'same-origin')
        .type('text/html; charset=utf-8')
        .send(page('Simulator refunds', body));
    },
  );

  app.post(
    `${REFUNDS_PATH}/:merchantRefundId/fail`,
    {
      schema: {
        tags: ['payments'],
        summary: 'Simulator gateway: makes a pending refund fail instead of completing',
        params: refundParams,
        response: { 303: z.null(), ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const { merchantRefundId } = request.params;
      const failed = await failSimulatorRefund(db, merchantRefundId);
      if (!failed) return reply.code(409).send({ message: 'That refund is no longer pending.' });
      // As PhonePe's pg.refund.failed webhook does: the shop hears at once, and still asks the
      // status itself. Its poll stays the fallback, so a check that fails here is only logged.
      await answerRefundWebhook(ctx, merchantRefundId).catch((err: unknown) =>
        request.log.warn({ err }, 'simulator refund webhook failed'),
      );
      return reply.redirect(REFUNDS_PATH, 303);
    },
  );
};
