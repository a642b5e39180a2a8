import type { FastifyRequest } from 'fastify';

const CENSOR = '[redacted]';

// Paths pino blanks in every log line: secrets that a handler or plugin might log one day.
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.passwordHash',
  '*.otp',
  '*.code',
  '*.token',
  '*.sessionId',
  '*.params',
  'body',
  '*.body',
];

const SECRET_QUERY_KEYS = /^(token|otp|code|password|session|sid)$/i;

/** The request URL with the reset token in its path and secret query values blanked. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(/(\/reset-password\/)[^/]+/i, `$1${CENSOR}`);
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const [key = '', ...rest] = pair.split('=');
      return rest.length > 0 && SECRET_QUERY_KEYS.test(key) ? `${key}=${CENSOR}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/** The logger's request serializer: where the request went, never its secrets. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

export const loggerRedaction = {
  redact: { paths: REDACT_PATHS, censor: CENSOR },
  serializers: { req: serializeRequest },
};
