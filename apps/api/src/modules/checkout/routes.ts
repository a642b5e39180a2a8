import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payResponseSchema, payStatusResponseSchema } from '@labshop/domain/api/checkout';
import {
  CHECKOUT_MESSAGES as M,
  payBodySchema,
  payHeadersSchema,
  payNowBodySchema,
  payStatusBodySchema,
  transactionIdSchema,
} from '@labshop/domain/validation/checkout';
import type { AppDeps } from '../../deps.ts';
import { forbidden } from '../../errors.ts';
import { createPaymentGateway } from '../../platform/payments/create-gateway.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { currentUser, requireUser } from '../auth/session-plugin.ts';
import { selectCartRows } from '../cart/sellable-query.ts';
import type { CheckoutContext } from './context.ts';
import { payAgain } from './pay-again.ts';
import { getPaymentStatus } from './payment-status.ts';
import { placeOrder } from './place-order.ts';
import { simulatorRoutes } from './simulator-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

const MINUTE = 60_000;
// Per client address: each call asks the payment gateway, which must not be hammered through us.
const PAY_LIMIT = { max: 60, timeWindow: MINUTE };
const STATUS_LIMIT = { max: 120, timeWindow: MINUTE };

function assertSelf(userId: string | undefined, callerId: string) {
  // The body's userId is the spec's; the session decides who pays.
  if (userId !== undefined && userId !== callerId) throw forbidden(M.notYours);
}

export const checkoutRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const ctx: CheckoutContext = {
    db: deps.db,
    jobs: deps.jobs,
    gateway: createPaymentGateway(deps.config, deps.db),
    config: deps.config,
    mailer: deps.mailer,
    log: app.log,
  };
  // Said at every start: a shop taking real orders on the test gateway gives goods away.
  if (ctx.gateway.name === 'simulator') {
    app.log.warn(
      'PAYMENT_PROVIDER=simulator: payments go to the built-in test gateway, whose Pay button takes no money',
    );
  } else {
    app.log.info(`PAYMENT_PROVIDER=${ctx.gateway.name}: payments go to ${ctx.gateway.name}`);
  }
  // Its jobs (polls, expiry, mails, refunds) are registered by jobs.ts, with the worker role.
  if (ctx.gateway.name === 'simulator') await app.register(simulatorRoutes, { ...deps, ctx });
  await app.register(webhookRoutes, { ...deps, ctx });

  app.post(
    '/api/user/pay',
    {
      onRequest: requireUser,
      config: { rateLimit: PAY_LIMIT },
      schema: {
        tags: ['checkout'],
        summary:
          'Places an order for the cart (payment pending) and starts the payment; a retry for the same basket answers the same payment',
        body: payBodySchema,
        headers: payHeadersSchema,
        response: { 200: payResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 502) },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      assertSelf(request.body.userId, caller.id);
      const idempotencyKey = request.headers['idempotency-key'];
      const lines = await selectCartRows(deps.db, caller.id);
      return placeOrder(ctx, {
        userId: caller.id,
        items: lines.map((line) => ({
          productId: line.productId,
          variantId: line.variantId,
          quantity: line.quantity,
        })),
        amount: request.body.amount,
        addressId: request.body.selectedAddress?._id,
        isFromCart: true,
        idempotencyKey,
        purchaseOrderNumber: request.body.purchaseOrderNumber,
        gstNumber: request.body.gstNumber,
      });
    },
  );

  app.post(
    '/api/user/pay-now',
    {
      onRequest: requireUser,
      config: { rateLimit: PAY_LIMIT },
      schema: {
        tags: ['checkout'],
        summary:
          'Places an order for one product (payment pending) and starts the payment; a retry answers the same payment',
        body: payNowBodySchema,
        headers: payHeadersSchema,
        response: { 200: payResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 502) },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const body = request.body;
      assertSelf(body.userId, caller.id);
      const idempotencyKey = request.headers['idempotency-key'];
      return placeOrder(ctx, {
        userId: caller.id,
        items: [
          {
            productId: body.productId,
            variantId: body.selectedVariant ?? null,
            quantity: body.quantity,
          },
        ],
        amount: body.amount,
        addressId: body.selectedAddress?._id,
        isFromCart: false,
        idempotencyKey,
        purchaseOrderNumber: body.purchaseOrderNumber,
        gstNumber: body.gstNumber,
      });
    },
  );

  app.post(
    '/api/user/pay-status',
    {
      onRequest: requireUser,
      config: { rateLimit: STATUS_LIMIT },
      schema: {
        tags: ['checkout'],
        summary: 'Asks the gateway about the caller’s payment and settles the order',
        body: payStatusBodySchema,
        response: { 200: payStatusResponseSchema, ...errorResponses(400, 401, 404, 429, 502) },
      },
    },
    async (request) => getPaymentStatus(ctx, currentUser(request).id, request.body.transactionId),
  );

  app.post(
    '/api/user/orders/:transactionId/pay-again',
    {
      onRequest: requireUser,
      config: { rateLimit: PAY_LIMIT },
      schema: {
        tags: ['checkout'],
        summary:
          'Try again for one of the caller’s unpaid orders: its payment while still payable, else a new order for the same items and address',
        params: z.object({ transactionId: transactionIdSchema }),
        headers: payHeadersSchema,
        response: { 200: payResponseSchema, ...errorResponses(400, 401, 404, 409, 429, 502) },
      },
    },
    async (request) =>
      payAgain(
        ctx,
        currentUser(request).id,
        request.params.transactionId,
        request.headers['idempotency-key'],
      ),
  );
};
