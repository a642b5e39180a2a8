import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A CSV download streamed as its chunks come: the browser saves it under `fileName`, and
 * nothing on the way keeps a copy of customer data.
 */
export function sendCsv(reply: FastifyReply, fileName: string, chunks: AsyncIterable<string>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks));
}
