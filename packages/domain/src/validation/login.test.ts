import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, forgotPasswordSchema, loginSchema } from './login.ts';

describe('login', () => {
  it('requires the email', () => {
    const result = loginSchema.safeParse({ email: '  ', password: 'x' });
    expect(result.error?.issues).toMatchObject([
      { path: ['email'], message: 'Email is required.' },
    ]);
    expect(LOGIN_MESSAGES.emailRequired).toBe('Email is required.');
  });

  it('rejects an email without a domain', () => {
    const result = loginSchema.safeParse({ email: 'lab@', password: 'x' });
    expect(result.error?.issues).toMatchObject([
      { path: ['email'], message: 'Invalid email format.' },
    ]);
    expect(LOGIN_MESSAGES.emailInvalid).toBe('Invalid email format.');
  });

  it('trims and lowercases the email', () => {
    expect(loginSchema.parse({ email: ' Buyer@Lab.IN ', password: 'p' }).email).toBe(
      'buyer@lab.in',
    );
  });

  it('does not require the password', () => {
    expect(loginSchema.parse({ email: 'a@b.in' })).toEqual({ email: 'a@b.in', password: '' });
  });

  it('validates the forgot-password email the same way', () => {
    expect(forgotPasswordSchema.safeParse({}).error?.issues[0]?.message).toBe('Email is required.');
  });
});
