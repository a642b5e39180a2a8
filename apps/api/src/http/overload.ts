import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

// Past capacity a server that keeps accepting work answers everything late; one that says
// "busy, retry in a few seconds" at once keeps answering what it has. The measure is how
// late a timer fires (the event loop's lag): it is how long a new request waits before any of
// our code runs. (@fastify/under-pressure was tried first: it reads a sample interval with no
// samples, as after a blocked start, as infinite delay and turned healthy servers away.)

export const RETRY_AFTER_SECONDS = 5;
export const BUSY_MESSAGE = 'The shop is very busy right now. Please try again in a few seconds.';
const SAMPLE_MS = 250;

const POSTGRES_DEFAULT_LIMIT_MS = 1000;

export function registerOverloadShedding(
  app: FastifyInstance,
  config: Config,
  databaseKind: 'pglite' | 'postgres',
) {
  // With the embedded database every query runs on this event loop, so its lag measures the
  // database's own work, not a queue of requests: shedding there refuses work the process is
  // about to do anyway (it turned away the e2e shoppers on a busy machine). Off unless asked.
  const limitMs =
    config.maxEventLoopDelayMs ??
    (databaseKind === 'postgres' ? POSTGRES_DEFAULT_LIMIT_MS : undefined);
  if (limitMs === undefined) return;
  let lagMs = 0;
  let previousLagMs = 0;
  let timer: NodeJS.Timeout | undefined;
  // Measured from when the server is ready, so loading and migrating never count.
  app.addHook('onReady', async () => {
    let due = Date.now() + SAMPLE_MS;
    const sample = () => {
      const now = Date.now();
      // Two samples in a row over the limit, so one long query or GC pause sheds nothing.
      previousLagMs = lagMs;
      lagMs = Math.max(0, now - due);
      due = now + SAMPLE_MS;
      timer = setTimeout(sample, SAMPLE_MS).unref();
    };
    timer = setTimeout(sample, SAMPLE_MS).unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));

  app.addHook('onRequest', async (request, reply) => {
    const sustainedLagMs = Math.min(lagMs, previousLagMs);
    if (sustainedLagMs <= limitMs) return;
    // /api/health says why, for the load balancer's log and the person reading it.
    const reason = `event loop delay ${sustainedLagMs} ms, over the limit of ${limitMs} ms`;
    request.log.warn({ lagMs: sustainedLagMs }, 'shedding load');
    const body = request.url.startsWith('/api/health')
      ? { status: 'busy', reason }
      : { message: BUSY_MESSAGE };
    return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(body);
  });
}
