import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReturnActionResponseSchema,
  adminReturnsResponseSchema,
} from '@labshop/domain/api/returns';
import { RETURN_STATES } from '@labshop/domain/refunds';
import {
  RETURN_MESSAGES,
  returnReceiptSchema,
  returnRejectionSchema,
} from '@labshop/domain/validation/returns';
import type { AppDeps } from '../../deps.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { currentUser, requireAdmin } from '../auth/session-plugin.ts';
import { decideReturn } from './decide-return.ts';
import { receiveReturn } from './receive-return.ts';
import { sendPdf } from '../invoices/send-pdf.ts';
import { returnPageQuery, returnParams } from './routes.ts';
import { creditNotePdfForAdmin, listAdminReturns } from './service.ts';

const actionResponses = {
  200: adminReturnActionResponseSchema,
  ...errorResponses(400, 401, 403, 404, 409),
};

// The back office's returns queue: each step checks the role, then the service guards the state.
export const adminReturnRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/admin/returns',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The returns queue, newest first, optionally only those in one state',
        querystring: returnPageQuery.extend({ state: z.enum(RETURN_STATES).optional() }),
        response: { 200: adminReturnsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAdminReturns(deps.db, request.query),
  );

  app.post(
    '/api/admin/returns/:returnId/approve',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Approves a requested return; the shopper is told to send the items back',
        params: returnParams,
        response: actionResponses,
      },
    },
    async (request) => ({
      message: RETURN_MESSAGES.approved,
      return: await decideReturn(deps, request.params.returnId, currentUser(request).id, {
        approve: true,
      }),
    }),
  );

  app.post(
    '/api/admin/returns/:returnId/reject',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Rejects a requested return with a reason the shopper is sent',
        params: returnParams,
        body: returnRejectionSchema,
        response: actionResponses,
      },
    },
    async (request) => ({
      message: RETURN_MESSAGES.rejected,
      return: await decideReturn(deps, request.params.returnId, currentUser(request).id, {
        approve: false,
        reason: request.body.reason,
      }),
    }),
  );

  app.post(
    '/api/admin/returns/:returnId/receive',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Marks an approved return received: refunds its lines, issues their credit note and restocks resalable units',
        params: returnParams,
        body: returnReceiptSchema,
        response: actionResponses,
      },
    },
    async (request) => ({
      message: RETURN_MESSAGES.received,
      return: await receiveReturn(
        deps,
        request.params.returnId,
        currentUser(request).id,
        request.body,
      ),
    }),
  );

  app.get(
    '/api/admin/returns/:returnId/credit-note',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The credit note of a received return, as an A4 PDF',
        params: returnParams,
        response: errorResponses(400, 401, 403, 404, 429),
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await creditNotePdfForAdmin(
          deps,
          currentUser(request).id,
          request.params.returnId,
          request.headers['if-none-match'],
        ),
      ),
  );
};
