import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from './http/database-unavailable.ts';
import { RETRY_AFTER_SECONDS } from './http/overload.ts';

// One place turns every failure into { message, errors? }; 5xx details stay in the log.
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply
      .code(error.statusCode)
      .send(
        error.errors
          ? { message: error.message, errors: error.errors }
          : { message: error.message },
      );
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      errors[field] ??= issue.message ?? 'Invalid value';
    }
    const first = error.validation[0]?.message ?? 'Invalid request';
    return reply.code(400).send({ message: first, errors });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ message: DATABASE_UNAVAILABLE_MESSAGE });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ message: 'Something went wrong. Please try again.' });
  }
  if (status === 429) {
    return reply
      .code(429)
      .send({ message: 'Too many attempts. Please wait a moment and try again.' });
  }
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return reply.code(413).send({ message: 'The upload is too large.' });
  }
  return reply.code(status).send({ message: error.message });
}
