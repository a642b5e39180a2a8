import { and, eq, sql } from 'drizzle-orm';
import type { GstNumberUpdateInput, ProfileInput } from '@labshop/domain/validation/profile';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { listAddresses } from './addresses.ts';
import { PROFILE_ANSWERS as M } from './messages.ts';
import { sessionsChanged } from '../auth/session-cache.ts';

export async function getProfile(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  const corporateDetails =
    user.isCorporate && user.companyScale
      ? {
          gstNumber: user.gstNumber ?? '',
          tradeName: user.tradeName ?? '',
          companyScale: user.companyScale,
        }
      : undefined;
  return {
    name: user.name,
    email: user.email,
    phoneNumber: user.phoneNumber ?? '',
    phoneVerified: user.phoneVerified,
    isCorporate: user.isCorporate,
    ...(corporateDetails ? { corporateDetails } : {}),
    addresses: await listAddresses(db, userId),
  };
}

export async function updateProfile(db: Db, userId: string, input: ProfileInput) {
  // Decided in the UPDATE itself, so a new number is never left marked as verified.
  await db
    .update(users)
    .set({
      name: input.name,
      phoneNumber: input.phoneNumber,
      phoneVerified: sql`case when ${users.phoneNumber} = ${input.phoneNumber} then ${users.phoneVerified} else false end`,
    })
    .where(eq(users.id, userId));
  // Sessions carry the name.
  sessionsChanged(db);
  return { message: M.profileUpdated };
}

/**
 * A corporate account adds or changes its GSTIN. Invoices already issued keep the one they
 * were issued with; the next one carries this.
 */
export async function updateGstNumber(db: Db, userId: string, input: GstNumberUpdateInput) {
  const updated = await db
    .update(users)
    .set({ gstNumber: input.gstNumber })
    .where(and(eq(users.id, userId), eq(users.isCorporate, true), eq(users.role, 'user')))
    .returning({ gstNumber: users.gstNumber });
  if (updated.length === 0) throw new AppError('NOT_CORPORATE', M.notCorporate, 403);
  return { message: M.gstNumberUpdated, gstNumber: input.gstNumber };
}
