import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminQuoteResponseSchema, adminQuotesResponseSchema } from '@labshop/domain/api/quotes';
import { SHOWN_QUOTE_STATES } from '@labshop/domain/quote-status';
import {
  QUOTE_MESSAGES as M,
  QUOTES_PAGE_DEFAULT,
  quoteSendBodySchema,
} from '@labshop/domain/validation/quote';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { quotes } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../http/ids.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { choiceParam } from '../catalog/params.ts';
import { currentUser, requireAdmin } from '../auth/session-plugin.ts';
import { declineQuote, sendQuote } from './answer-quote.ts';
import { answerAdminQuotes, pageOfQuotes, shownStateFilter } from './quote-answer.ts';
import { quotePageQuery, quoteParams } from './routes.ts';

// The back office's quotes queue: every buyer's quotes, priced and sent or declined here.
export const adminQuoteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/api/admin/quotes',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Every quote, newest first, with who asked; optionally only one state (requested, quoted, accepted, expired, declined)',
        querystring: quotePageQuery.extend({ state: choiceParam('state', SHOWN_QUOTE_STATES) }),
        response: { 200: adminQuotesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? QUOTES_PAGE_DEFAULT;
      const state = request.query.state;
      const where = state ? shownStateFilter(state, new Date()) : undefined;
      const { rows, total } = await pageOfQuotes(db, where, { page, limit });
      return { quotes: await answerAdminQuotes(db, rows), total, page, limit };
    },
  );

  app.get(
    '/api/admin/quotes/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'One quote with its lines, terms, buyer and checkout',
        params: quoteParams,
        response: {
          200: adminQuoteResponseSchema.omit({ message: true }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const id = request.params.id;
      const [row] = isUuid(id) ? await db.select().from(quotes).where(eq(quotes.id, id)) : [];
      if (!row) throw notFound(M.notFound);
      const [quote] = await answerAdminQuotes(db, [row]);
      return { quote: quote! };
    },
  );

  app.post(
    '/api/admin/quotes/:id/send',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Prices every line (unit price in rupees), sets an optional delivery charge and the valid-until day (YYYY-MM-DD, up to 90 days), and mails the buyer the link; a quoted or expired quote may be sent again, an accepted or declined one not (409)',
        params: quoteParams,
        body: quoteSendBodySchema,
        response: { 200: adminQuoteResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      message: M.sent,
      quote: await sendQuote(deps, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.post(
    '/api/admin/quotes/:id/decline',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Declines a requested or quoted quote and mails the buyer; an accepted or declined one cannot be (409)',
        params: quoteParams,
        response: { 200: adminQuoteResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      message: M.declinedDone,
      quote: await declineQuote(deps, currentUser(request).id, request.params.id),
    }),
  );
};
