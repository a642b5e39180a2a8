import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { forbidden } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes multipart uploads (admin images); others take JSON only. */
    uploads?: boolean;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';

/**
 * A state-changing request must come from the shop's own pages (Origin, or Sec-Fetch-Site:
 * same-origin), or carry a body a cross-site HTML form cannot send: JSON, or multipart on a
 * route that takes uploads. Decided per matched route and method, never from the raw request
 * line, so an absolute-form line (POST http://host/api/...) is checked like any other.
 */
export function registerSameOriginWrites(app: FastifyInstance, config: Config) {
  const allowedOrigins = new Set([new URL(config.publicUrl).origin]);
  if (config.webOrigin) allowedOrigins.add(config.webOrigin);

  function isOurOrigin(origin: string, request: FastifyRequest) {
    if (allowedOrigins.has(origin)) return true;
    // The Host header the browser used, never X-Forwarded-Host: a proxy's client can set that.
    return origin === `${request.protocol}://${request.headers.host ?? ''}`;
  }

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (isOurOrigin(origin, request)) return;
      throw forbidden(CROSS_SITE_MESSAGE);
    }
    const site = request.headers['sec-fetch-site'];
    if (site === 'same-origin') return;
    if (site !== undefined && site !== 'none') throw forbidden(CROSS_SITE_MESSAGE);
    const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (type === 'application/json') return;
    if (type === 'multipart/form-data' && request.routeOptions.config.uploads) return;
    throw forbidden(CROSS_SITE_MESSAGE);
  });
}
