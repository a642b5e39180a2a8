import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { safeError } from '../../http/safe-error.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { verifyPhoneSms } from '../../platform/mail/templates.ts';
import type { SmsSender } from '../../platform/sms/sms.ts';
import { takeHit } from '../../platform/rate-counters.ts';
import { ACCOUNT_LIMITS, counterKeys } from '../auth/limits.ts';
import { checkCode, issueCode } from '../auth/one-time-codes.ts';
import { assertCodeAccepted } from '../auth/service.ts';
import { PROFILE_ANSWERS as M } from './messages.ts';

export interface PhoneContext {
  db: Db;
  config: Config;
  sms: SmsSender;
  log: FastifyBaseLogger;
}

async function findPhone(db: Db, userId: string) {
  const [row] = await db
    .select({ phoneNumber: users.phoneNumber, phoneVerified: users.phoneVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function sendPhoneCode(ctx: PhoneContext, userId: string) {
  const user = await findPhone(ctx.db, userId);
  const phone = user?.phoneNumber;
  if (!phone) throw new AppError('NO_PHONE', M.noPhone, 400);
  if (user.phoneVerified) throw new AppError('PHONE_VERIFIED', M.phoneAlreadyVerified, 400);
  if (!(await takeHit(ctx.db, counterKeys.phoneCodes(userId), ACCOUNT_LIMITS.phoneCodes)))
    throw new AppError('TOO_MANY_ATTEMPTS', M.tooManyCodes, 429);
  const subject = { userId, purpose: 'phone' as const, target: phone };
  const code = await issueCode(ctx.db, ctx.config.sessionSecret, subject);
  try {
    await ctx.sms.send({ kind: 'verify-phone', to: phone, message: verifyPhoneSms(code) });
  } catch (err) {
    ctx.log.error({ err: safeError(err) }, 'SMS could not be sent');
    throw new AppError('SMS_FAILED', M.smsFailed, 502);
  }
  return { message: M.phoneCodeSent };
}

export async function verifyPhone(ctx: PhoneContext, userId: string, otp: string) {
  const user = await findPhone(ctx.db, userId);
  const phone = user?.phoneNumber;
  if (!phone) throw new AppError('NO_PHONE', M.noPhone, 400);
  // The code is bound to the number it went to, so a number changed since then fails here.
  const subject = { userId, purpose: 'phone' as const, target: phone };
  assertCodeAccepted(await checkCode(ctx.db, ctx.config.sessionSecret, subject, otp));
  await ctx.db
    .update(users)
    .set({ phoneVerified: true })
    .where(and(eq(users.id, userId), eq(users.phoneNumber, phone)));
  return { message: M.phoneVerified };
}
