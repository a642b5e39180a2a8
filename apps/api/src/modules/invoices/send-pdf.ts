import type { FastifyReply } from 'fastify';
import { etagOf, type DocumentDownload } from './document-pdf.ts';

/** A tax document as a download: the browser may keep the private copy but must ask again. */
export function sendPdf(reply: FastifyReply, download: DocumentDownload) {
  reply.header('etag', etagOf(download.sha256)).header('cache-control', 'private, no-cache');
  if (!download.isModified) return reply.code(304).send();
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${download.fileName}"`)
    .send(download.pdf);
}
