import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminTaskSchema, importStartedSchema } from '@labshop/domain/api/admin-tasks';
import type { AdminTaskKind } from '@labshop/domain/audit';
import { CSV_IMPORT_MAX_BYTES, CSV_IMPORT_MAX_ROWS } from '@labshop/domain/catalog-csv/csv-limits';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_OPTIONAL_COLUMNS,
} from '@labshop/domain/catalog-csv/product-csv';
import {
  STOCK_CSV_COLUMNS,
  STOCK_CSV_OPTIONAL_COLUMNS,
} from '@labshop/domain/catalog-csv/stock-csv';
import type { AppDeps } from '../../../deps.ts';
import { errorResponses } from '../../../http/error-responses.ts';
import { currentUser } from '../../auth/session-plugin.ts';
import { productCsvChunks } from '../products/csv-export.ts';
import { readCsvUpload } from './csv-upload.ts';
import { IMPORT_JOB } from './import-jobs.ts';
import { getTask, insertTask } from './tasks.ts';

// Bulk catalog work: the product CSV out, product and stock CSVs in as background jobs, and
// the job's progress and report. Admin only (the admin plugin's hook).

const LIMITS = `One CSV file (UTF-8) of at most ${CSV_IMPORT_MAX_BYTES / (1024 * 1024)} MB and ${CSV_IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows, as multipart field "file"; dryRun=true|false as a form field or query parameter (default true: only check). A file too large is 413; not a CSV, too many rows, an unknown or missing column or no rows is 400. Answers 202 with the job id; GET /api/admin/jobs/{id} follows it.`;

const importQuery = z.object({ dryRun: z.enum(['true', 'false']).optional() });
const jobParams = z.object({ id: z.string().max(64) });

export const adminImportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/admin/products/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Every product as CSV, in the columns the import reads (variants and specs as JSON, images joined by |); streamed page by page',
        produces: ['text/csv'],
        response: { 200: z.string().describe('The CSV text'), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="products-${day}.csv"`)
          .header('cache-control', 'no-store')
          // A stream is sent as it is, never through the response schema.
          .send(Readable.from(productCsvChunks(deps.db)) as unknown as string)
      );
    },
  );

  const startImport = (kind: AdminTaskKind, summary: string, path: string) =>
    app.post(
      path,
      {
        config: { uploads: true },
        schema: {
          consumes: ['multipart/form-data'],
          tags: ['admin'],
          summary,
          description: LIMITS,
          querystring: importQuery,
          response: { 202: importStartedSchema, ...errorResponses(400, 401, 403, 413) },
        },
      },
      async (request, reply) => {
        const upload =
          kind === 'product-import'
            ? await readCsvUpload(
                request,
                request.query.dryRun,
                PRODUCT_CSV_COLUMNS,
                PRODUCT_CSV_OPTIONAL_COLUMNS,
              )
            : await readCsvUpload(
                request,
                request.query.dryRun,
                STOCK_CSV_COLUMNS,
                STOCK_CSV_OPTIONAL_COLUMNS,
              );
        const admin = currentUser(request);
        const jobId = await deps.db.transaction(async (tx) => {
          const id = await insertTask(tx, {
            kind,
            actorUserId: admin.id,
            dryRun: upload.dryRun,
            input: upload.text,
            total: upload.table.rows.length,
          });
          await deps.jobs.enqueue(tx, IMPORT_JOB[kind], { taskId: id });
          return id;
        });
        return reply.code(202).send({ jobId });
      },
    );

  startImport(
    'product-import',
    'Imports products from CSV as a background job: every row checked with the product form’s rules; a real run creates new SKUs and updates existing ones, all rows or none',
    '/api/admin/products/import',
  );
  startImport(
    'stock-import',
    'Sets stock counts from CSV (sku, variant, countedQuantity) as a background job, through the inventory module; all rows or none',
    '/api/admin/stock/import',
  );

  app.get(
    '/api/admin/jobs/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'An import’s state, progress (processed of total rows) and, once finished, its report: row errors with column and message, and the counts',
        params: jobParams,
        response: { 200: adminTaskSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getTask(deps.db, request.params.id),
  );
};
