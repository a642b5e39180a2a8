import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

export const INPUT_GUARD_MESSAGE = 'The request contains a character or a number we cannot accept.';

/** JSON bodies of ordinary forms; a route that needs more says so with its own bodyLimit. */
export const JSON_BODY_LIMIT = 16 * 1024;

/**
 * A NUL character (PostgreSQL text refuses it) or a number no field can hold (beyond 2^53,
 * Infinity): the first one found, or null. Walks with a stack, so depth costs no recursion.
 */
export function findUnacceptable(input: unknown): 'nul' | 'number' | null {
  const stack: unknown[] = [input];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'nul';
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) return 'number';
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return 'nul';
        stack.push(item);
      }
    }
  }
  return null;
}

// Parsed JSON, query strings (their objects have a prototype of their own) and params; not
// uploads, whose files and streams are checked by the upload code.
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

function guard(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    if (findUnacceptable(part) !== null) {
      throw new AppError('UNACCEPTABLE_INPUT', INPUT_GUARD_MESSAGE, 400);
    }
  }
}

/** Refuses NUL bytes and numbers that do not fit with a 400, before validation and the handler. */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => guard(request));
}

/** PostgreSQL's class 22 (data exception: bad text encoding, out-of-range value): the input's fault. */
export function isDataException(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}
