import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { normaliseEmail } from '@labshop/domain/validation/email';
import type { SignupInput } from '@labshop/domain/validation/signup';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { clearCounter, hitCounter, takeHit } from '../../platform/rate-counters.ts';
import { ACCOUNT_JOBS, type SignupJob } from './account-jobs.ts';
import { findUserByEmail } from './accounts.ts';
import { ACCOUNT_LIMITS as L, counterKeys as K } from './limits.ts';
import {
  admitLoginAttempt,
  forgetAccountLoginAttempts,
  forgetLoginAttempts,
  type LoginClient,
} from './login-attempts.ts';
import { AUTH_MESSAGES as M } from './messages.ts';
import { checkCode, type CodeCheck } from './one-time-codes.ts';
import { consumeResetToken } from './reset-tokens.ts';
import { createSession, deleteSession, deleteUserSessions } from './session-store.ts';

export interface AuthContext {
  db: Db;
  config: Config;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

const tooMany = (message: string) => new AppError('TOO_MANY_ATTEMPTS', message, 429);

/** Throws the answer for a failed code check; shared by email and phone verification. */
export function assertCodeAccepted(result: CodeCheck): void {
  if (result === 'locked') throw new AppError('OTP_LOCKED', M.codeLocked, 400);
  if (result === 'invalid') throw new AppError('OTP_INVALID', M.invalidCode, 400);
}

/**
 * Answers the same, after the same work, whether or not the email has an account: the
 * password is hashed here for every signup and the rest happens in a job (account-jobs.ts).
 */
export async function signup(ctx: AuthContext, input: SignupInput, requestedAt: Date) {
  if (!(await takeHit(ctx.db, K.emailCodes(input.email), L.emailCodes))) {
    throw tooMany(M.tooManyCodes);
  }
  const job: SignupJob = {
    requestedAt: requestedAt.toISOString(),
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    phoneNumber: input.phoneNumber,
    corporate: input.corporateDetails ?? null,
  };
  await ctx.jobs.enqueue(ctx.db, ACCOUNT_JOBS.signup, job, { maxAttempts: 15 });
  return { success: true as const, message: M.signedUp };
}

export async function resendOtp(ctx: AuthContext, email: string) {
  if (!(await takeHit(ctx.db, K.emailCodes(email), L.emailCodes))) throw tooMany(M.tooManyCodes);
  // A new code starts the wrong-code count again, for unknown emails as for pending ones.
  await clearCounter(ctx.db, K.emailCodeTries(email));
  await ctx.jobs.enqueue(ctx.db, ACCOUNT_JOBS.resend, { email }, { maxAttempts: 15 });
  return { message: M.codeResent };
}

export async function forgotPassword(ctx: AuthContext, email: string) {
  if (!(await takeHit(ctx.db, K.resetMails(email), L.resetMails))) throw tooMany(M.tooManyResets);
  await ctx.jobs.enqueue(ctx.db, ACCOUNT_JOBS.forgot, { email }, { maxAttempts: 15 });
  return { message: M.resetSent };
}

export async function verifyEmail(ctx: AuthContext, email: string, otp: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.emailVerified) {
    // Unknown and verified emails lock after as many wrong codes as a pending signup does,
    // so "Too many wrong attempts" tells nothing about which signups are pending.
    const tries = await hitCounter(ctx.db, K.emailCodeTries(email), L.emailCodeTries.windowMs);
    throw tries >= L.emailCodeTries.max
      ? new AppError('OTP_LOCKED', M.codeLocked, 400)
      : new AppError('OTP_INVALID', M.invalidCode, 400);
  }
  const subject = { userId: user.id, purpose: 'email' as const, target: user.email };
  assertCodeAccepted(await checkCode(ctx.db, ctx.config.sessionSecret, subject, otp));
  await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return { message: M.emailVerified };
}

// Unknown emails still pay for one argon2 verification, so timing does not tell them apart.
let dummyHash: Promise<string> | undefined;

/**
 * Counted before the password is checked (login-attempts.ts): per address and account, and
 * per account for every client without the account's device cookie; the owner's browser with
 * one only meets its own count. A good password sets a fresh device cookie (the route).
 */
export async function login(
  ctx: AuthContext,
  input: { email: string; password: string },
  client: LoginClient,
  previousSessionId?: string,
) {
  const { email, password } = input;
  const now = new Date();
  const user = await findUserByEmail(ctx.db, email, now);
  if (!(await admitLoginAttempt(ctx.db, email, user?.id, client, now))) {
    throw tooMany(M.tooManyLogins);
  }

  dummyHash ??= hashPassword('not-a-real-password');
  const isMatch = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  if (!user || !isMatch) throw new AppError('INVALID_LOGIN', M.invalidLogin, 401);
  if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', M.unverified, 403);
  await forgetLoginAttempts(ctx.db, email, user.id, client);
  // A fresh id at every login: a session id planted before login is worth nothing after it.
  if (previousSessionId) await deleteSession(ctx.db, previousSessionId);
  const token = await createSession(ctx.db, user.id);
  return { token, userId: user.id, role: user.role, message: M.loggedIn };
}

export async function logout(ctx: AuthContext, sessionId?: string) {
  if (sessionId) await deleteSession(ctx.db, sessionId);
  return { message: M.loggedOut };
}

export async function resetPassword(
  ctx: AuthContext,
  token: string,
  newPassword: string,
  current?: { userId: string; sessionId: string },
) {
  const userId = await consumeResetToken(ctx.db, token);
  if (!userId) throw new AppError('RESET_INVALID', M.resetInvalid, 400);
  const passwordHash = await hashPassword(newPassword);
  const [user] = await ctx.db
    .update(users)
    .set({ passwordHash, emailVerified: true })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  // A reset works during a lockout, and lifts it.
  if (user) await forgetAccountLoginAttempts(ctx.db, normaliseEmail(user.email));
  const keep = current?.userId === userId ? current.sessionId : undefined;
  await deleteUserSessions(ctx.db, userId, keep);
  return { message: M.resetDone };
}
