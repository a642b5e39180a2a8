import { TEXT_LIMITS } from '@labshop/domain/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@labshop/domain/api/message';
import type { AppDeps } from '../../deps.ts';
import type { TaxDocumentKind } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { currentUser, requireAdmin, requireUser } from '../auth/session-plugin.ts';
import { isUuid } from '../../http/ids.ts';
import { sendPdf } from './send-pdf.ts';
import { documentPdfForAdmin, documentPdfForOwner } from './service.ts';

// Transaction ids are ours (at most 63 characters, PhonePe's limit); order ids are uuids.
const ID_MAX_LENGTH = TEXT_LIMITS.id;
const transactionParams = z.object({ transactionId: z.string().min(1).max(ID_MAX_LENGTH) });
const orderParams = z.object({ orderId: z.string().min(1).max(ID_MAX_LENGTH) });

const DOCUMENTS: { kind: TaxDocumentKind; path: string; what: string }[] = [
  { kind: 'invoice', path: 'invoice', what: 'tax invoice' },
  { kind: 'credit-note', path: 'credit-note', what: 'credit note' },
];

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

export const invoiceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, storage }) => {
  for (const { kind, path, what } of DOCUMENTS) {
    app.get(
      `/api/user/orders/:transactionId/${path}`,
      {
        onRequest: requireUser,
        schema: {
          tags: ['orders'],
          summary: `The ${what} of one of the shopper's orders, as an A4 PDF (ETag; 304 to If-None-Match)`,
          params: transactionParams,
          response: errors,
        },
      },
      async (request, reply) => {
        const { transactionId } = request.params;
        const user = currentUser(request);
        const ifNoneMatch = request.headers['if-none-match'];
        return sendPdf(
          reply,
          await documentPdfForOwner({ db, storage }, user.id, transactionId, kind, ifNoneMatch),
        );
      },
    );

    app.get(
      `/api/admin/order/:orderId/${path}`,
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          summary: `The ${what} of any order, as an A4 PDF`,
          params: orderParams,
          response: errors,
        },
      },
      async (request, reply) => {
        const { orderId } = request.params;
        if (!isUuid(orderId)) throw notFound('Order not found');
        const admin = currentUser(request);
        const ifNoneMatch = request.headers['if-none-match'];
        return sendPdf(
          reply,
          await documentPdfForAdmin({ db, storage }, admin.id, orderId, kind, ifNoneMatch),
        );
      },
    );
  }
};
