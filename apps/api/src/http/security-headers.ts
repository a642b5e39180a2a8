import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

// Helmet's headers depend only on its options, yet @fastify/helmet builds its middlewares and
// parses the CSP directives again on every request (it calls helmet(options) per request): on
// a cached catalog answer that was a fifth of the server's CPU. So helmet runs once, here,
// against a stand-in response, and every request gets the headers it set. A route that sends
// a policy of its own (the API reference page) still replaces them, as before.

/** The headers helmet(options) sets on a response, as name -> value. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Sets helmet's headers, computed once, on every response. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
