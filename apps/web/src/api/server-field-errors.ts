import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './client.ts';

/**
 * Puts each field message of a refused call under its field, where it stays until the field is
 * changed (the form's own check then takes over). True when at least one field got a message.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let isShown = false;
  for (const field of fields) {
    const message = error.errors[field];
    if (!message) continue;
    setError(field, { type: 'server', message });
    isShown = true;
  }
  return isShown;
}
