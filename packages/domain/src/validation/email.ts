import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.ts';
import { isBlank, requiredRule, ruledText, type Rule } from './rules.ts';

export const EMAIL_REQUIRED_MESSAGE = 'Email is required.';
export const INVALID_EMAIL_MESSAGE = 'Invalid email format.';

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Signup and login word the blank case differently, so the required message is a parameter. */
export function emailRules(requiredMessage: string): readonly Rule[] {
  return [
    requiredRule(requiredMessage),
    {
      fails: (value) => !isBlank(value) && !z.regexes.email.test(value.trim()),
      message: INVALID_EMAIL_MESSAGE,
    },
  ];
}

export function emailSchema(requiredMessage: string = EMAIL_REQUIRED_MESSAGE) {
  return ruledText(emailRules(requiredMessage), TEXT_LIMITS.email).transform(normaliseEmail);
}
