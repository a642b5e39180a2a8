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

export function registerOverloadShedding(app: FastifyInstance, config: Config) {
  let lagMs = 0;
  let timer: NodeJS.Timeout | undefined;
  // Measured from when the server is ready, so loading and migrating never count.
  app.addHook('onReady', async () => {
    let due = Date.now() + SAMPLE_MS;
    const sample = () => {
      const now = Date.now();
      lagMs = Math.max(0, now - due);
      due = now + SAMPLE_MS;
      timer = setTimeout(sample, SAMPLE_MS).unref();
    };
    timer = setTimeout(sample, SAMPLE_MS).unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));

  app.addHook('onRequest', async (request, reply) => {
    if (lagMs <= config.maxEventLoopDelayMs) return;
    // /api/health says why, for the load balancer's log and the person reading it.
    const reason = `event loop delay ${lagMs} ms, over the limit of ${config.maxEventLoopDelayMs} ms`;
    request.log.warn({ lagMs }, 'shedding load');
    const body = request.url.startsWith('/api/health')
      ? { status: 'busy', reason }
      : { message: BUSY_MESSAGE };
    return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(body);
  });
}
