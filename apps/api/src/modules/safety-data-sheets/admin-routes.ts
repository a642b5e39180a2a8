import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSdsListResponseSchema,
  adminSdsUploadedSchema,
} from '@labshop/domain/api/safety-data-sheets';
import { SDS_MESSAGES } from '@labshop/domain/chemicals/safety-data-sheet';
import { TEXT_LIMITS } from '@labshop/domain/limits';
import type { AppDeps } from '../../deps.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { currentUser, requireAdmin } from '../auth/session-plugin.ts';
import { readPdfUpload } from './pdf-upload.ts';
import { sendSheet } from './send-sheet.ts';
import { listSheets, productNameOrNotFound, sheetVersionDownload, uploadSheet } from './service.ts';

const productParams = z.object({ id: z.string().max(TEXT_LIMITS.id) });
const versionParams = productParams.extend({ sheetId: z.string().max(TEXT_LIMITS.id) });

// The back office's safety data sheets of a product: upload a new version, list them all,
// download any one. Each route checks the role before the body is read.
export const adminSdsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/admin/products/:id/sds',
    {
      onRequest: requireAdmin,
      config: { uploads: true },
      schema: {
        consumes: ['multipart/form-data'],
        tags: ['admin'],
        summary:
          'Uploads a safety data sheet (multipart, one PDF under `file`, at most 5 MB, judged by its bytes) as the product’s newest version; older versions are kept',
        params: productParams,
        response: {
          201: adminSdsUploadedSchema,
          ...errorResponses(400, 401, 403, 404, 413),
        },
      },
    },
    async (request, reply) => {
      // An unknown product is refused before its file is read.
      await productNameOrNotFound(deps.db, request.params.id);
      const upload = await readPdfUpload(request);
      const admin = currentUser(request);
      const sheet = await uploadSheet(deps, request.params.id, upload, admin);
      return reply.code(201).send({ message: SDS_MESSAGES.uploaded, sheet });
    },
  );

  app.get(
    '/api/admin/products/:id/sds',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every safety data sheet version of a product, newest (the current one) first',
        params: productParams,
        response: { 200: adminSdsListResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ sheets: await listSheets(deps.db, request.params.id) }),
  );

  app.get(
    '/api/admin/products/:id/sds/:sheetId',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'One safety data sheet version of a product, current or older, as a PDF',
        params: versionParams,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      const { id, sheetId } = request.params;
      const sheet = await sheetVersionDownload(deps, id, sheetId);
      // A version never changes; only the admin's browser may keep it.
      return sendSheet(request, reply, sheet, 'private, max-age=86400');
    },
  );
};
