import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SheetDownload } from './service.ts';

/**
 * A sheet as a PDF download named after the product. A version's bytes never change, so its
 * id is the ETag; `cacheControl` says who may keep it and whether to ask again first.
 */
export function sendSheet(
  request: FastifyRequest,
  reply: FastifyReply,
  sheet: SheetDownload,
  cacheControl: string,
) {
  const etag = `"${sheet.sheetId}"`;
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('last-modified', sheet.uploadedAt.toUTCString());
  const ifNoneMatch = request.headers['if-none-match'];
  if (
    ifNoneMatch &&
    ifNoneMatch.length < 1000 &&
    ifNoneMatch.split(',').some((t) => t.trim() === etag)
  ) {
    sheet.file.body.destroy();
    return reply.code(304).send();
  }
  return reply
    .type('application/pdf')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${sheet.fileName}"`)
    .header('content-length', sheet.file.length)
    .send(sheet.file.body);
}
