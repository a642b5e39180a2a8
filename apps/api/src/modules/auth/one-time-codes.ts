import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { OTP_DIGITS, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '@labshop/domain/constants';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes, type OTP_PURPOSES } from '../../db/schema.ts';

export type CodePurpose = (typeof OTP_PURPOSES)[number];

export interface CodeSubject {
  userId: string;
  purpose: CodePurpose;
  /** The email or phone number the code was sent to. */
  target: string;
}

export type CodeCheck = 'ok' | 'invalid' | 'locked';

// Keyed with the server secret: a leaked table cannot be brute-forced offline (10^6 codes).
function hashCode(secret: string, code: string): string {
  return createHmac('sha256', secret).update(code).digest('hex');
}

/** A fresh code for the subject; any earlier unused code of the same purpose stops working. */
export async function issueCode(db: Db, secret: string, subject: CodeSubject): Promise<string> {
  const code = randomInt(0, 10 ** OTP_DIGITS)
    .toString()
    .padStart(OTP_DIGITS, '0');
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(oneTimeCodes.userId, subject.userId),
          eq(oneTimeCodes.purpose, subject.purpose),
          isNull(oneTimeCodes.consumedAt),
        ),
      );
    await tx.insert(oneTimeCodes).values({
      ...subject,
      codeHash: hashCode(secret, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
    });
  });
  return code;
}

/**
 * Checks a code against the subject's latest live one. Every try first takes one of the
 * OTP_MAX_ATTEMPTS slots in a single UPDATE, and a match is consumed by another single
 * UPDATE ... WHERE consumed_at IS NULL, so parallel tries can neither exceed the limit nor
 * both succeed.
 */
export async function checkCode(
  db: Db,
  secret: string,
  subject: CodeSubject,
  code: string,
): Promise<CodeCheck> {
  const now = new Date();
  const live = and(
    eq(oneTimeCodes.userId, subject.userId),
    eq(oneTimeCodes.purpose, subject.purpose),
    eq(oneTimeCodes.target, subject.target),
    isNull(oneTimeCodes.consumedAt),
    gt(oneTimeCodes.expiresAt, now),
  );
  const [latest] = await db
    .select({ id: oneTimeCodes.id, attempts: oneTimeCodes.attempts })
    .from(oneTimeCodes)
    .where(live)
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!latest) return 'invalid';

  const [claimed] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, latest.id), live, lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ codeHash: oneTimeCodes.codeHash, attempts: oneTimeCodes.attempts });
  if (!claimed) return 'locked';

  const expected = Buffer.from(claimed.codeHash, 'hex');
  const given = Buffer.from(hashCode(secret, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    return claimed.attempts >= OTP_MAX_ATTEMPTS ? 'locked' : 'invalid';
  }
  const [consumed] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, latest.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return consumed ? 'ok' : 'invalid';
}
