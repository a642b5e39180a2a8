import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db/client.ts';
import { hitCounter } from './rate-counters.ts';

// @fastify/rate-limit's per-address limits, counted in the rate_counters table instead of each
// process's memory: behind a load balancer an address meets one limit, whichever API process
// it reaches, and a restart does not hand out a fresh allowance.

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** The plugin makes stores itself (`new Store(options)`), so the database comes in by closure. */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'ip:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      const now = new Date();
      hitCounter(db, `${this.prefix}${key}`, timeWindow, now).then(
        (current) => callback(null, { current, ttl: timeWindow - (now.getTime() % timeWindow) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      // The plugin hands each limited route its own store; the route names its counters.
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new DatabaseRateLimitStore(
        undefined,
        `ip:${route?.method} ${route?.url ?? routeOptions.path}:`,
      );
    }
  };
}
