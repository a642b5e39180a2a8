import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TEXT_LIMITS } from '@labshop/domain/limits';
import type { AppDeps } from '../../deps.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { sendSheet } from './send-sheet.ts';
import { currentSheetDownload } from './service.ts';

// Shoppers download a product's current safety data sheet without signing in.
export const sdsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/user/product/:id/sds',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'The current safety data sheet of a product as a PDF; 404 for a product without one or one shoppers cannot see',
        params: z.object({ id: z.string().max(TEXT_LIMITS.id) }),
        response: errorResponses(404),
      },
    },
    async (request, reply) => {
      const sheet = await currentSheetDownload(deps, request.params.id);
      // Anyone may keep a copy, but must ask first: a new upload replaces it at this address,
      // and the ETag (the version's id) makes asking cheap.
      return sendSheet(request, reply, sheet, 'public, max-age=0, must-revalidate');
    },
  );
};
