// Errors that mean "the database is not there right now" rather than "this request is wrong":
// the shop answers them with 503 and Retry-After, and recovers by itself when it returns
// (the pool opens new connections on the next request).

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The shop cannot reach its database right now. Please try again in a moment.';

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
// SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown,
// crash shutdown, cannot connect now).
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3])$/;
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'the database system is starting up',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((text) => message.includes(text))) return true;
    current = cause;
  }
  return false;
}
