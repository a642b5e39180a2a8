import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.ts';
import { boundedString } from './rules.ts';
import { EMAIL_REQUIRED_MESSAGE, INVALID_EMAIL_MESSAGE, emailSchema } from './email.ts';

export const LOGIN_MESSAGES = {
  emailRequired: EMAIL_REQUIRED_MESSAGE,
  emailInvalid: INVALID_EMAIL_MESSAGE,
} as const;

// The spec does not mark the password required: a wrong or empty one is the server's "Login failed".
export const loginSchema = z.object({
  email: emailSchema(LOGIN_MESSAGES.emailRequired),
  password: boundedString(TEXT_LIMITS.password).default(''),
});
export type LoginInput = z.output<typeof loginSchema>;

/** Body of POST /api/auth/forgot-password. */
export const forgotPasswordSchema = z.object({ email: emailSchema(LOGIN_MESSAGES.emailRequired) });
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;
