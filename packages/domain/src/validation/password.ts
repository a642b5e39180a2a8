import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { firstProblem, ruledText, type Rule } from './rules.ts';

export const PASSWORD_MESSAGES = {
  empty: 'Password cannot be empty.',
  uppercase: 'Password must include at least one uppercase letter.',
  lowercase: 'Password must include at least one lowercase letter.',
  number: 'Password must include at least one number.',
  special: 'Password must include at least one special character (@ $ ! % * ? &).',
  tooShort: 'Password must be at least 6 characters long.',
} as const;

/** The two messages that differ between the new-password and the signup forms. */
export interface PasswordRuleWording {
  readonly empty: string;
  readonly tooShort: string;
}

/** The spec's rules in the spec's order; the first failing one is the one shown. */
export function passwordRules(wording: PasswordRuleWording): readonly Rule[] {
  return [
    { fails: (value) => value.length === 0, message: wording.empty },
    { fails: (value) => !/\p{Lu}/u.test(value), message: PASSWORD_MESSAGES.uppercase },
    { fails: (value) => !/\p{Ll}/u.test(value), message: PASSWORD_MESSAGES.lowercase },
    { fails: (value) => !/[0-9]/.test(value), message: PASSWORD_MESSAGES.number },
    { fails: (value) => !/[@$!%*?&]/.test(value), message: PASSWORD_MESSAGES.special },
    // Counted in code points so an emoji is one character, as the user sees it.
    { fails: (value) => [...value].length < PASSWORD_MIN_LENGTH, message: wording.tooShort },
  ];
}

const NEW_PASSWORD_RULES = passwordRules(PASSWORD_MESSAGES);

export const newPasswordSchema = ruledText(NEW_PASSWORD_RULES, TEXT_LIMITS.password);

/** For live checking while the user types. */
export function passwordProblem(value: string): string | null {
  return firstProblem(value, NEW_PASSWORD_RULES);
}

/** Body of POST /api/auth/reset-password/{token}. */
export const resetPasswordSchema = z.object({ newPassword: newPasswordSchema });
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
