import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

// Past capacity a server that keeps accepting work answers everything late; one that says
// "busy, retry in a few seconds" at once keeps answering what it has. The event loop's delay
// is the measure: it is how long a new request waits before any of our code runs.

export const RETRY_AFTER_SECONDS = 5;
export const BUSY_MESSAGE = 'The shop is very busy right now. Please try again in a few seconds.';

export async function registerOverloadShedding(app: FastifyInstance, config: Config) {
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    // One second of samples: a single slow embedded-database query (the loop blocked for a
    // few hundred ms) must not empty a sample and read as overload; a loop blocked a whole
    // second, or lagging on average past the limit, is.
    sampleInterval: 1000,
    retryAfter: RETRY_AFTER_SECONDS,
    pressureHandler: (request, reply, type) => {
      const value = app.memoryUsage().eventLoopDelay;
      // /api/health says why, for the load balancer's log and the person reading it.
      // No sample at all in an interval (NaN, reported as Infinity) means the loop was blocked throughout.
      const delay = Number.isFinite(value) ? `${Math.round(value)} ms` : 'beyond measure';
      const what = type === 'eventLoopDelay' ? 'event loop delay' : type;
      const reason = `${what} ${delay}, over the limit of ${config.maxEventLoopDelayMs} ms`;
      request.log.warn({ type, value }, 'shedding load');
      const body = request.url.startsWith('/api/health')
        ? { status: 'busy', reason }
        : { message: BUSY_MESSAGE };
      void reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(body);
    },
  });
}
