import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MESSAGES,
  newPasswordSchema,
  passwordProblem,
  resetPasswordSchema,
} from './password.ts';

function schemaMessages(value: unknown): string[] {
  const result = newPasswordSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('new password', () => {
  it.each([
    ['', PASSWORD_MESSAGES.empty, 'Password cannot be empty.'],
    ['abc', PASSWORD_MESSAGES.uppercase, 'Password must include at least one uppercase letter.'],
    ['ABC', PASSWORD_MESSAGES.lowercase, 'Password must include at least one lowercase letter.'],
    ['Abc', PASSWORD_MESSAGES.number, 'Password must include at least one number.'],
    [
      'Abc1',
      PASSWORD_MESSAGES.special,
      'Password must include at least one special character (@ $ ! % * ? &).',
    ],
    ['Ab1@', PASSWORD_MESSAGES.tooShort, 'Password must be at least 6 characters long.'],
  ])('reports %j with the spec message only', (value, constant, spelled) => {
    expect(constant).toBe(spelled);
    expect(passwordProblem(value)).toBe(spelled);
    expect(schemaMessages(value)).toEqual([spelled]);
  });

  it('checks uppercase before length, so "abc" asks for an uppercase letter', () => {
    expect(passwordProblem('abc')).toBe(PASSWORD_MESSAGES.uppercase);
  });

  it('accepts each listed special character', () => {
    for (const special of '@$!%*?&') expect(passwordProblem(`Abcd1${special}`)).toBeNull();
  });

  it('does not count other symbols as special characters', () => {
    expect(passwordProblem('Abcd1#')).toBe(PASSWORD_MESSAGES.special);
  });

  it('accepts a password of exactly 6 characters meeting every rule', () => {
    expect(passwordProblem('Abc12!')).toBeNull();
    expect(newPasswordSchema.parse('Abc12!')).toBe('Abc12!');
  });

  it('does not trim the password', () => {
    expect(newPasswordSchema.parse(' Abc12! ')).toBe(' Abc12! ');
  });

  it('treats a missing newPassword in the reset body as empty', () => {
    const result = resetPasswordSchema.safeParse({});
    expect(result.error?.issues).toMatchObject([
      { path: ['newPassword'], message: PASSWORD_MESSAGES.empty },
    ]);
  });
});
