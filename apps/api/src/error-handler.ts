import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { isDataException } from './http/input-guard.ts';
import { safeError } from './http/safe-error.ts';

/** An error answer lists at most this many fields, so a huge bad body gets a short answer. */
export const MAX_FIELD_ERRORS = 20;

// Fastify's own 4xx carry messages that may quote the input (a JSON parse error does): each
// gets a fixed wording instead.
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length is wrong.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
};

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
    let count = 0;
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      if (field in errors) continue;
      if (count >= MAX_FIELD_ERRORS) break;
      errors[field] = issue.message ?? 'Invalid value';
      count += 1;
    }
    const first = error.validation[0]?.message ?? 'Invalid request';
    return reply.code(400).send({ message: first, errors });
  }
  // A value PostgreSQL could not take (class 22) came from the request: a 400, never a 500.
  if (isDataException(error)) {
    request.log.warn({ err: safeError(error) }, 'request refused by the database');
    return reply.code(400).send({ message: 'Invalid request.' });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: safeError(error) }, 'request failed');
    return reply.code(status).send({ message: 'Something went wrong. Please try again.' });
  }
  if (status === 429) {
    return reply
      .code(429)
      .send({ message: 'Too many attempts. Please wait a moment and try again.' });
  }
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return reply.code(413).send({ message: 'The upload is too large.' });
  }
  if (status === 413)
    return reply.code(413).send({ message: FRAMEWORK_MESSAGES.FST_ERR_CTP_BODY_TOO_LARGE });
  const known = FRAMEWORK_MESSAGES[error.code];
  if (known) return reply.code(status).send({ message: known });
  // Other framework 4xx (a malformed header, a bad URL) say nothing about the input.
  return reply
    .code(status)
    .send({ message: error.code?.startsWith('FST_') ? 'Invalid request.' : error.message });
}
