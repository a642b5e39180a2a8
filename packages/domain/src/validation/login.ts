import { z } from 'zod';
import { EMAIL_REQUIRED_MESSAGE, INVALID_EMAIL_MESSAGE, emailSchema } from './email.ts';

export const LOGIN_MESSAGES = {
  emailRequired: EMAIL_REQUIRED_MESSAGE,
  emailInvalid: INVALID_EMAIL_MESSAGE,
} as const;

// The spec does not mark the password required: a wrong or empty one is the server's "Login failed".
export const loginSchema = z.object({
  email: emailSchema(LOGIN_MESSAGES.emailRequired),
  password: z.string().default(''),
});
export type LoginInput = z.output<typeof loginSchema>;

/** Body of POST /api/auth/forgot-password. */
export const forgotPasswordSchema = z.object({ email: emailSchema(LOGIN_MESSAGES.emailRequired) });
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;
