import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SignupInput } from '@labshop/domain/validation/signup';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, conflict } from '../../errors.ts';
import type { MailMessage, Mailer } from '../../platform/mail/mailer.ts';
import { resetPasswordMail, verifyEmailMail } from '../../platform/mail/templates.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { AccountLimiters } from './limits.ts';
import { AUTH_MESSAGES as M } from './messages.ts';
import { checkCode, issueCode, type CodeCheck } from './one-time-codes.ts';
import { consumeResetToken, issueResetToken } from './reset-tokens.ts';
import { createSession, deleteSession, deleteUserSessions } from './session-store.ts';

export interface AuthContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  limiters: AccountLimiters;
  log: FastifyBaseLogger;
}

const tooMany = (message: string) => new AppError('TOO_MANY_ATTEMPTS', message, 429);

/** Throws the answer for a failed code check; shared by email and phone verification. */
export function assertCodeAccepted(result: CodeCheck): void {
  if (result === 'locked') throw new AppError('OTP_LOCKED', M.codeLocked, 400);
  if (result === 'invalid') throw new AppError('OTP_INVALID', M.invalidCode, 400);
}

async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user ?? null;
}

async function sendMail(ctx: AuthContext, message: MailMessage, failure: string) {
  try {
    await ctx.mailer.send(message);
  } catch (err) {
    ctx.log.error({ err, kind: message.kind }, 'mail could not be sent');
    throw new AppError('MAIL_FAILED', failure, 502);
  }
}

async function sendEmailCode(
  ctx: AuthContext,
  user: { id: string; name: string; email: string },
  failure: string = M.mailFailed,
) {
  const target = user.email;
  const code = await issueCode(ctx.db, ctx.config.sessionSecret, {
    userId: user.id,
    purpose: 'email',
    target,
  });
  await sendMail(
    ctx,
    { kind: 'verify-email', to: target, ...verifyEmailMail(user.name, code) },
    failure,
  );
}

export async function signup(ctx: AuthContext, input: SignupInput) {
  if (await findUserByEmail(ctx.db, input.email)) throw conflict(M.emailTaken);
  const corporate = input.isCorporate ? input.corporateDetails : undefined;
  // Only these columns are written: role and the verified flags keep their database defaults.
  const values = {
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    phoneNumber: input.phoneNumber,
    isCorporate: Boolean(corporate),
    gstNumber: corporate?.gstNumber ?? null,
    tradeName: corporate?.tradeName ?? null,
    companyScale: corporate?.companyScale ?? null,
  };
  let user: { id: string; name: string; email: string } | undefined;
  try {
    [user] = await ctx.db
      .insert(users)
      .values(values)
      .returning({ id: users.id, name: users.name, email: users.email });
  } catch (err) {
    // Two signups racing with one email: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(err)) throw conflict(M.emailTaken);
    throw err;
  }
  if (!user) throw new Error('insert returned no row');
  ctx.limiters.emailCodes.record(user.email);
  await sendEmailCode(ctx, user, M.signupMailFailed);
  return { success: true as const, message: M.signedUp };
}

export async function verifyEmail(ctx: AuthContext, email: string, otp: string) {
  const user = await findUserByEmail(ctx.db, email);
  // Unknown and already verified accounts get the same answer as a wrong code.
  if (!user || user.emailVerified) throw new AppError('OTP_INVALID', M.invalidCode, 400);
  const subject = { userId: user.id, purpose: 'email' as const, target: user.email };
  assertCodeAccepted(await checkCode(ctx.db, ctx.config.sessionSecret, subject, otp));
  await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return { message: M.emailVerified };
}

export async function resendOtp(ctx: AuthContext, email: string) {
  if (!ctx.limiters.emailCodes.take(email)) throw tooMany(M.tooManyCodes);
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.emailVerified) await sendEmailCode(ctx, user);
  return { message: M.codeResent };
}

// Unknown emails still pay for one argon2 verification, so timing does not tell them apart.
let dummyHash: Promise<string> | undefined;

export async function login(
  ctx: AuthContext,
  input: { email: string; password: string },
  previousSessionId?: string,
) {
  const { email, password } = input;
  if (ctx.limiters.failedLogins.isBlocked(email)) throw tooMany(M.tooManyLogins);
  const user = await findUserByEmail(ctx.db, email);
  dummyHash ??= hashPassword('not-a-real-password');
  const isMatch = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  if (!user || !isMatch) {
    ctx.limiters.failedLogins.record(email);
    throw new AppError('INVALID_LOGIN', M.invalidLogin, 401);
  }
  if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', M.unverified, 403);
  ctx.limiters.failedLogins.reset(email);
  // A fresh id at every login: a session id planted before login is worth nothing after it.
  if (previousSessionId) await deleteSession(ctx.db, previousSessionId);
  const token = await createSession(ctx.db, user.id);
  return { token, role: user.role, message: M.loggedIn };
}

export async function logout(ctx: AuthContext, sessionId?: string) {
  if (sessionId) await deleteSession(ctx.db, sessionId);
  return { message: M.loggedOut };
}

export async function forgotPassword(ctx: AuthContext, email: string) {
  if (!ctx.limiters.resetMails.take(email)) throw tooMany(M.tooManyResets);
  const user = await findUserByEmail(ctx.db, email);
  if (user) {
    const token = await issueResetToken(ctx.db, user.id);
    const link = `${ctx.config.publicUrl}/reset-password/${token}`;
    await sendMail(
      ctx,
      { kind: 'reset-password', to: user.email, ...resetPasswordMail(user.name, link) },
      M.mailFailed,
    );
  }
  return { message: M.resetSent };
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
  // The link came by mail, which proves the address: an unverified signup becomes verified.
  const [user] = await ctx.db
    .update(users)
    .set({ passwordHash, emailVerified: true })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  if (user) ctx.limiters.failedLogins.reset(user.email);
  const keep = current?.userId === userId ? current.sessionId : undefined;
  await deleteUserSessions(ctx.db, userId, keep);
  return { message: M.resetDone };
}
