import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram } from 'prom-client';
import { METRIC_PREFIX, processRegistry } from './registry.ts';

// Labelled by the route's pattern (/api/user/product/:id), never the URL a client typed, so
// the number of series stays the number of routes whatever anyone requests; a URL no route
// matches is "unmatched". Status is its class (2xx, 4xx...), for the same reason.
const labelNames = ['method', 'route', 'status'] as const;

const requests = new Counter({
  name: `${METRIC_PREFIX}http_requests_total`,
  help: 'HTTP requests answered, by route pattern and status class',
  labelNames,
  registers: [processRegistry],
});

const duration = new Histogram({
  name: `${METRIC_PREFIX}http_request_duration_seconds`,
  help: 'Time from receiving a request to sending its answer, by route pattern and status class',
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

interface Series {
  count: ReturnType<typeof requests.labels>;
  time: ReturnType<typeof duration.labels>;
}
// The series of each (method, route, status) looked up once: prom-client would otherwise
// check and hash the label object on every request. Bounded like the labels themselves.
const seriesByKey = new Map<string, Series>();

function seriesOf(method: string, route: string, status: string): Series {
  const key = `${method} ${status} ${route}`;
  let series = seriesByKey.get(key);
  if (!series) {
    const labels = { method, route, status };
    series = { count: requests.labels(labels), time: duration.labels(labels) };
    seriesByKey.set(key, series);
  }
  return series;
}

function record(request: FastifyRequest, reply: FastifyReply): void {
  // A 404 from the not-found handler (or a page of the web app it serves) has no pattern.
  const route = request.is404 ? undefined : request.routeOptions.url;
  const series = seriesOf(
    KNOWN_METHODS.has(request.method) ? request.method : 'OTHER',
    route ?? 'unmatched',
    `${Math.floor(reply.statusCode / 100)}xx`,
  );
  series.count.inc();
  series.time.observe(reply.elapsedTime / 1000);
}

/** Counts and times every answer; two additions to numbers in memory per request. */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    record(request, reply);
    done();
  });
}
