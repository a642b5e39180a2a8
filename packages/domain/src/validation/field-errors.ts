import type { z } from 'zod';

/**
 * First message per field, keyed by the dotted path ('name', 'variants.0.price');
 * '' holds form-level messages. Forms show these above their inputs.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
