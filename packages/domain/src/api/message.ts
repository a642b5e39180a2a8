import { z } from 'zod';

// Answers every module gives, so the API's routes and the web's client share one spelling.

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Every error answer (apps/api/src/error-handler.ts): the message, and per-field messages. */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
