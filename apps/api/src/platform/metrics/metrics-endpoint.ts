import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { errorMessage } from '../../http/safe-error.ts';
import { registerHttpMetrics } from './http-metrics.ts';
import { hasMetricsToken } from './metrics-access.ts';
import { createMetricsText, METRICS_CONTENT_TYPE } from './metrics-text.ts';

// Where /metrics answers: on a listener of its own at METRICS_PORT (for a scraper on the
// private network; never the public port then), or on the public port only with
// METRICS_TOKEN as a bearer token. With neither, /metrics is a 404 like any unknown API path
// (registered here so the web app's page fallback never answers it either).

declare module 'fastify' {
  interface FastifyInstance {
    /** The METRICS_PORT listener's address once the app listens; null without one. */
    metricsAddress(): AddressInfo | null;
  }
}

export function registerMetrics(app: FastifyInstance, config: Config, database: Database): void {
  registerHttpMetrics(app);
  const text = createMetricsText(database);
  const { port, token } = config.metrics;
  const onPublicPort = port === undefined && token !== undefined;

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!onPublicPort) return reply.code(404).send({ message: 'Not found' });
    if (!hasMetricsToken(request.headers.authorization, token!)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'Unauthorized' });
    }
    return reply
      .type(METRICS_CONTENT_TYPE)
      .header('cache-control', 'no-store')
      .send(await text());
  });

  let server: Server | undefined;
  app.decorate('metricsAddress', () => (server?.address() as AddressInfo | null) ?? null);
  if (port === undefined) return;
  // Opened when the app is ready (listen awaits it), so a port taken fails the start.
  app.addHook('onReady', async () => {
    server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      // With both set, the private listener asks for the token too.
      if (token !== undefined && !hasMetricsToken(request.headers.authorization, token)) {
        response.writeHead(401, { 'www-authenticate': 'Bearer realm="metrics"' }).end();
        return;
      }
      text().then(
        (body) => {
          response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE });
          response.end(request.method === 'HEAD' ? undefined : body);
        },
        (err: unknown) => {
          app.log.warn({ err: errorMessage(err) }, 'metrics could not be read');
          response.writeHead(503, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, config.host, () => resolve());
    });
  });
  app.addHook('onClose', async () => {
    if (!server?.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
  });
}
