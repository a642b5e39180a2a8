import type { Limit } from '../../platform/rate-counters.ts';

const MINUTE = 60_000;

// Per client address, for @fastify/rate-limit's route config.
export const IP_LIMITS = {
  signup: { max: 20, timeWindow: 15 * MINUTE },
  login: { max: 50, timeWindow: 15 * MINUTE },
  resendOtp: { max: 10, timeWindow: 15 * MINUTE },
  verifyOtp: { max: 30, timeWindow: 15 * MINUTE },
  forgotPassword: { max: 10, timeWindow: 15 * MINUTE },
  resetPassword: { max: 20, timeWindow: 15 * MINUTE },
} as const;

/**
 * Per account, counted in the database (rate_counters), so every process shares them and a
 * burst of parallel requests is counted exactly.
 */
export const ACCOUNT_LIMITS = {
  /** Password checks per account and client address, counted before the check. */
  loginPerAddress: { max: 10, windowMs: 15 * MINUTE },
  /**
   * Password checks of one account by every client without its device cookie together,
   * counted before the check over this window and the one before (hitRollingCounter): past
   * `max`, they all wait until the tries of the last two windows fall back under it.
   */
  loginUntrusted: { max: 20, windowMs: 15 * MINUTE },
  /** Password checks from one browser holding the account's device cookie. */
  loginPerDevice: { max: 10, windowMs: 15 * MINUTE },
  /** Signup and resend mails per email. */
  emailCodes: { max: 5, windowMs: 15 * MINUTE },
  /** Wrong codes per email, mirroring the per-code lock so unknown emails lock alike. */
  emailCodeTries: { max: 5, windowMs: 15 * MINUTE },
  phoneCodes: { max: 5, windowMs: 15 * MINUTE },
  resetMails: { max: 3, windowMs: 60 * MINUTE },
} as const satisfies Record<string, Limit>;

export const counterKeys = {
  loginAddress: (email: string, ip: string) => `login:${email}|${ip}`,
  loginAddressPrefix: (email: string) => `login:${email}|`,
  loginUntrusted: (email: string) => `login-untrusted:${email}`,
  loginDevice: (userId: string, nonce: string) => `login-device:${userId}|${nonce}`,
  emailCodes: (email: string) => `email-codes:${email}`,
  emailCodeTries: (email: string) => `email-code-tries:${email}`,
  phoneCodes: (userId: string) => `phone-codes:${userId}`,
  resetMails: (email: string) => `reset-mails:${email}`,
};
