import type { z } from 'zod';
import { fieldErrors } from '@labshop/domain/validation/field-errors';
import { AppError } from '../../errors.ts';
import type { MultipartForm, ReceivedFile } from '../../platform/uploads/multipart-form.ts';

/** Parses with a domain schema; a failure is a 400 with the first message and every field's. */
export function parseForm<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw invalid(fieldErrors(result.error));
}

export function invalid(errors: Record<string, string>): AppError {
  const message = Object.values(errors)[0] ?? 'Invalid input';
  return new AppError('INVALID_INPUT', message, 400, errors);
}

/** The files sent under `image` or `images`: clients written to the old spec use both names. */
export function imageFiles(form: MultipartForm): ReceivedFile[] {
  return form.files.filter((file) => file.fieldname === 'image' || file.fieldname === 'images');
}
