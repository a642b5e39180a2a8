import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RETURNS_PAGE_MAX,
  returnRequestResponseSchema,
  userReturnsResponseSchema,
} from '@labshop/domain/api/returns';
import { TEXT_LIMITS } from '@labshop/domain/limits';
import { RETURN_MESSAGES, returnRequestSchema } from '@labshop/domain/validation/returns';
import type { AppDeps } from '../../deps.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { currentUser, requireUser } from '../auth/session-plugin.ts';
import { numberParam } from '../catalog/params.ts';
import { sendPdf } from '../invoices/send-pdf.ts';
import { requestReturn } from './request-return.ts';
import { creditNotePdfForOwner, listUserReturns } from './service.ts';

export const returnPageQuery = z.object({
  page: numberParam('page', { min: 1, max: 10_000, integer: true }).describe('From 1'),
  limit: numberParam('limit', { min: 1, max: RETURNS_PAGE_MAX, integer: true }).describe(
    `Returns per page; default 20, at most ${RETURNS_PAGE_MAX}`,
  ),
});

export const returnParams = z.object({ returnId: z.string().min(1).max(TEXT_LIMITS.id) });

// A shopper's returns; another user's order or return answers 404, exactly like a missing one.
export const returnRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, storage }) => {
  app.post(
    '/api/user/order/:orderId/return',
    {
      onRequest: requireUser,
      schema: {
        tags: ['returns'],
        summary:
          'Asks to return units of lines of the caller’s delivered order, within 7 days of delivery',
        params: z.object({ orderId: z.string().min(1).max(TEXT_LIMITS.id) }),
        body: returnRequestSchema,
        response: {
          201: returnRequestResponseSchema,
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const created = await requestReturn(db, user.id, request.params.orderId, request.body);
      return reply.code(201).send({ message: RETURN_MESSAGES.requested, return: created });
    },
  );

  app.get(
    '/api/user/returns',
    {
      onRequest: requireUser,
      schema: {
        tags: ['returns'],
        summary: 'The caller’s returns, newest first',
        querystring: returnPageQuery,
        response: { 200: userReturnsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listUserReturns(db, currentUser(request).id, request.query),
  );

  app.get(
    '/api/user/returns/:returnId/credit-note',
    {
      onRequest: requireUser,
      schema: {
        tags: ['returns'],
        summary: 'The credit note of one of the caller’s received returns, as an A4 PDF',
        params: returnParams,
        response: errorResponses(400, 401, 404, 429),
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await creditNotePdfForOwner(
          { db, storage },
          currentUser(request).id,
          request.params.returnId,
          request.headers['if-none-match'],
        ),
      ),
  );
};
