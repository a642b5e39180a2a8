import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardQuerySchema,
  dashboardResponseSchema,
  gstr1QuerySchema,
} from '@labshop/domain/api/reports';
import type { AppDeps } from '../../deps.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requireAdmin } from '../auth/session-plugin.ts';
import { getDashboard } from './dashboard.ts';
import { assertReturnMonth, gstr1FileName, streamGstr1 } from './gstr1.ts';

/** A download made as it is sent: never kept by the browser or anything on the way. */
function sendZip(reply: FastifyReply, fileName: string, zip: Readable) {
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(zip);
}

// The owner's figures: the dashboard and the monthly GST return.
export const reportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/admin/dashboard',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Revenue (paid minus refunded) and orders of the last 1, 7 or 30 India days, day by day, the top products, and what waits right now: orders to pack, payments pending, returns to handle, products low on stock',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => getDashboard(db, request.query.days),
  );

  app.get(
    '/api/admin/reports/gstr1',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'GSTR-1 of a month as a zip of the GST offline tool’s CSV files: b2b, b2cl, cdnr, cdnur, b2cs and hsn, from the invoices and credit notes issued in it (India time)',
        querystring: gstr1QuerySchema,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      assertReturnMonth(month);
      return sendZip(reply, gstr1FileName(month), streamGstr1(db, month, request.log));
    },
  );
};
