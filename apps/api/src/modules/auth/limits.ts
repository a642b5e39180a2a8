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
  /** Failures of one account from anywhere; past `max`, addresses that failed wait a backoff. */
  loginFailures: { max: 30, windowMs: 60 * MINUTE },
  /** Signup and resend mails per email. */
  emailCodes: { max: 5, windowMs: 15 * MINUTE },
  /** Wrong codes per email, mirroring the per-code lock so unknown emails lock alike. */
  emailCodeTries: { max: 5, windowMs: 15 * MINUTE },
  phoneCodes: { max: 5, windowMs: 15 * MINUTE },
  resetMails: { max: 3, windowMs: 60 * MINUTE },
} as const satisfies Record<string, Limit>;

/** 1 s after the ceiling, doubling with each further failure, at most 15 minutes. */
export function loginBackoffMs(failures: number): number {
  const over = failures - ACCOUNT_LIMITS.loginFailures.max;
  return over < 0 ? 0 : Math.min(1000 * 2 ** Math.min(over, 20), 15 * MINUTE);
}

export const counterKeys = {
  loginAddress: (email: string, ip: string) => `login:${email}|${ip}`,
  loginAddressPrefix: (email: string) => `login:${email}|`,
  loginFailures: (email: string) => `login-failures:${email}`,
  emailCodes: (email: string) => `email-codes:${email}`,
  emailCodeTries: (email: string) => `email-code-tries:${email}`,
  phoneCodes: (userId: string) => `phone-codes:${userId}`,
  resetMails: (email: string) => `reset-mails:${email}`,
};
