import { Worker } from 'node:worker_threads';
import { AppError } from '../../errors.ts';
import type { InvoiceDocument } from './invoice-document.ts';

// A PDF costs from tens of milliseconds (one line) to a few hundred (a hundred lines) of CPU:
// on the event loop that is time every other shopper waits. One worker thread per process
// draws them instead, one after another, at a lower CPU priority (render-worker.mjs), so
// rendering takes at most one core and yields it to the requests.

export interface RenderRequest {
  id: number;
  document: InvoiceDocument;
}

export type RenderReply =
  | { id: number; pdf: Uint8Array }
  | { id: number; error: string }
  /** Sent once, when the renderer has loaded. */
  | { ready: true };

/** Renders waiting beyond this are refused, so a flood of first downloads cannot pile up. */
export const MAX_WAITING_RENDERS = 64;

const WORKER_ENTRY = new URL('./render-worker.mjs', import.meta.url);

interface Pending {
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

/** A worker thread and the renders it owes, so a stopped worker fails only its own. */
interface RenderWorker {
  thread: Worker;
  pending: Map<number, Pending>;
  /** Settles when the renderer has loaded, or the worker failed first. */
  ready: Promise<void>;
}

let current: RenderWorker | null = null;
let nextId = 1;

function startWorker(): RenderWorker {
  // No inherited loader flags: the entry registers tsx itself (see render-worker.mjs).
  const thread = new Worker(WORKER_ENTRY, { execArgv: [] });
  let loaded = () => {};
  let failed = (_: Error) => {};
  const ready = new Promise<void>((resolve, reject) => {
    loaded = resolve;
    failed = reject;
  });
  // Nobody need wait for it; a failed start also fails every render it owed.
  ready.catch(() => {});
  const started: RenderWorker = { thread, pending: new Map(), ready };
  thread.on('message', (reply: RenderReply) => {
    if ('ready' in reply) return loaded();
    const waiting = started.pending.get(reply.id);
    if (!waiting) return;
    started.pending.delete(reply.id);
    if (started.pending.size === 0) thread.unref();
    if ('error' in reply) waiting.reject(new Error(`PDF rendering failed: ${reply.error}`));
    else waiting.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
  });
  const lost = (error: Error) => {
    failed(error);
    if (current === started) current = null;
    for (const waiting of started.pending.values()) waiting.reject(error);
    started.pending.clear();
  };
  thread.on('error', lost);
  thread.on('exit', (code) => lost(new Error(`The PDF worker stopped (exit code ${code})`)));
  return started;
}

/** The document drawn as a PDF in the worker thread; the caller's event loop stays free. */
export function renderInWorker(document: InvoiceDocument): Promise<Buffer> {
  if ((current?.pending.size ?? 0) >= MAX_WAITING_RENDERS) {
    return Promise.reject(
      new AppError(
        'RENDERER_BUSY',
        'Many documents are being prepared right now. Please try again in a minute.',
        503,
      ),
    );
  }
  const { thread, pending } = (current ??= startWorker());
  const id = nextId++;
  const result = new Promise<Buffer>((resolve, reject) => pending.set(id, { resolve, reject }));
  // Held only while work is in hand, so an idle worker never keeps the process alive.
  thread.ref();
  thread.postMessage({ id, document } satisfies RenderRequest);
  return result;
}

/**
 * Starts the worker ahead of the first render, so that render does not wait for it to load;
 * resolves once the renderer has loaded.
 */
export function startRenderPool(): Promise<void> {
  if (!current) {
    current = startWorker();
    current.thread.unref();
  }
  return current.ready;
}

/** Stops the worker (shutdown, tests); what it still owed fails, and the next render starts a new one. */
export async function closeRenderPool(): Promise<void> {
  const stopping = current;
  current = null;
  if (stopping) await stopping.thread.terminate();
}
