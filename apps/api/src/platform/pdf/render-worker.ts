import { parentPort } from 'node:worker_threads';
import { fontData } from './fonts.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { RenderReply, RenderRequest } from './render-pool.ts';

// The worker side of the render pool: one document in, its PDF bytes (or why not) out.

const port = parentPort;
if (!port) throw new Error('render-worker runs only as a worker thread');

port.on('message', ({ id, document }: RenderRequest) => {
  renderInvoicePdf(document).then(
    (pdf) => port.postMessage({ id, pdf } satisfies RenderReply),
    (error: unknown) =>
      port.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies RenderReply),
  );
});
// Font files are read now, once for the worker's life, so no render waits on the disk.
fontData('regular');
fontData('bold');
port.postMessage({ ready: true } satisfies RenderReply);
