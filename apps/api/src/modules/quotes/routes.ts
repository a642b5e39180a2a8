import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payResponseSchema } from '@labshop/domain/api/checkout';
import {
  quoteCreatedResponseSchema,
  quoteResponseSchema,
  quotesResponseSchema,
} from '@labshop/domain/api/quotes';
import {
  QUOTE_MESSAGES as M,
  QUOTES_PAGE_DEFAULT,
  QUOTES_PAGE_MAX,
  quoteAcceptBodySchema,
  quoteRequestBodySchema,
} from '@labshop/domain/validation/quote';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { quotes } from '../../db/schema.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { createPaymentGateway } from '../../platform/payments/create-gateway.ts';
import { currentUser, requireUser } from '../auth/session-plugin.ts';
import { numberParam } from '../catalog/params.ts';
import type { CheckoutContext } from '../checkout/context.ts';
import { acceptQuote, findOwnQuote } from './accept-quote.ts';
import { answerQuotes, pageOfQuotes } from './quote-answer.ts';
import { requestQuote } from './request-quote.ts';

const MINUTE = 60_000;
// Per client address: a request writes rows, an acceptance asks the payment gateway.
const REQUEST_LIMIT = { max: 60, timeWindow: MINUTE };
const ACCEPT_LIMIT = { max: 60, timeWindow: MINUTE };

export const quotePageQuery = z.object({
  page: numberParam('page', { min: 1, max: 10_000, integer: true }).describe('From 1'),
  limit: numberParam('limit', { min: 1, max: QUOTES_PAGE_MAX, integer: true }).describe(
    `Quotes per page; default ${QUOTES_PAGE_DEFAULT}, at most ${QUOTES_PAGE_MAX}`,
  ),
});
export const quoteParams = z.object({ id: z.string().min(1).max(64) });

// The buyer's side of quotes: ask for prices, see the answers, accept one and pay.
export const quoteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const ctx: CheckoutContext = {
    db,
    jobs: deps.jobs,
    gateway: createPaymentGateway(deps.config, db),
    config: deps.config,
    mailer: deps.mailer,
    log: app.log,
  };

  app.post(
    '/api/user/quotes',
    {
      onRequest: requireUser,
      config: { rateLimit: REQUEST_LIMIT },
      schema: {
        tags: ['quotes'],
        summary: `Asks the shop for prices: 1 to 25 lines of a product (and variant) with a quantity, a note and the buyer's company; the answer is the requested quote`,
        body: quoteRequestBodySchema,
        response: { 200: quoteCreatedResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => ({
      message: M.requested,
      quote: await requestQuote(db, currentUser(request).id, request.body),
    }),
  );

  app.get(
    '/api/user/quotes',
    {
      onRequest: requireUser,
      schema: {
        tags: ['quotes'],
        summary:
          'The caller’s quotes, newest first: requested, quoted (prices, delivery, total, valid until), accepted, expired or declined',
        querystring: quotePageQuery,
        response: { 200: quotesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? QUOTES_PAGE_DEFAULT;
      const { rows, total } = await pageOfQuotes(db, eq(quotes.userId, currentUser(request).id), {
        page,
        limit,
      });
      return { quotes: await answerQuotes(db, rows), total, page, limit };
    },
  );

  app.get(
    '/api/user/quotes/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['quotes'],
        summary: 'One of the caller’s quotes; anyone else’s is not found',
        params: quoteParams,
        response: { 200: quoteResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await findOwnQuote(db, currentUser(request).id, request.params.id);
      const [quote] = await answerQuotes(db, [row]);
      return { quote: quote! };
    },
  );

  app.post(
    '/api/user/quotes/:id/accept',
    {
      onRequest: requireUser,
      config: { rateLimit: ACCEPT_LIMIT },
      schema: {
        tags: ['quotes'],
        summary:
          'Accepts a quoted, unexpired quote: places an order at the quoted prices (payment pending, stock reserved) and starts the payment like Pay; an expired, declined or already accepted quote is refused (409)',
        params: quoteParams,
        body: quoteAcceptBodySchema.optional(),
        response: { 200: payResponseSchema, ...errorResponses(400, 401, 404, 409, 429, 502) },
      },
    },
    async (request) =>
      acceptQuote(ctx, currentUser(request).id, request.params.id, request.body ?? {}),
  );
};
