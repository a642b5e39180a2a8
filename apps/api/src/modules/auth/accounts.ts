import { eq, sql } from 'drizzle-orm';
import { PENDING_SIGNUP_DAYS } from '@labshop/domain/constants';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

const DAY = 24 * 60 * 60 * 1000;

/** A signup never verified, older than PENDING_SIGNUP_DAYS: as if it did not exist. */
export function isExpiredPending(user: UserRow, now = new Date()): boolean {
  return (
    !user.emailVerified && now.getTime() - user.createdAt.getTime() > PENDING_SIGNUP_DAYS * DAY
  );
}

/** The account of that email, if it is verified or a pending signup still in its 7 days. */
export async function findUserByEmail(db: Db, email: string, now = new Date()) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user && !isExpiredPending(user, now) ? user : null;
}

/** Any row holding the email, expired pending signups included (signup replaces those). */
export async function findAnyUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user ?? null;
}
