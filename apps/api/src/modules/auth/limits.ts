import { AttemptLimiter } from './attempt-limiter.ts';

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

/** Per account; one set per app instance so tests and processes do not share counts. */
export function createAccountLimiters() {
  return {
    failedLogins: new AttemptLimiter(10, 15 * MINUTE),
    emailCodes: new AttemptLimiter(5, 15 * MINUTE),
    phoneCodes: new AttemptLimiter(5, 15 * MINUTE),
    resetMails: new AttemptLimiter(3, 60 * MINUTE),
  };
}
export type AccountLimiters = ReturnType<typeof createAccountLimiters>;
