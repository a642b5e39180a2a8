import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { sessionsChanged } from './session-cache.ts';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD make an admin, or update the existing account of that email:
 * the operator's way in on a fresh install, and the way back in after a lost password.
 */
export async function ensureAdmin(db: Db, admin: { email: string; password: string }) {
  const email = admin.email.trim().toLowerCase();
  const passwordHash = await hashPassword(admin.password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (existing) {
    await db
      .update(users)
      .set({ role: 'admin', passwordHash, emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    // Its sessions carry the role.
    sessionsChanged(db);
    return { created: false };
  }
  await db.insert(users).values({
    name: 'Administrator',
    email,
    passwordHash,
    role: 'admin',
    emailVerified: true,
  });
  return { created: true };
}
