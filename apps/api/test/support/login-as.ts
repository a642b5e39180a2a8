import { randomBytes } from 'node:crypto';
import type { Role } from '@labshop/domain/constants';
import { users } from '../../src/db/schema.ts';
import { SESSION_COOKIE } from '../../src/modules/auth/session-plugin.ts';
import { createSession } from '../../src/modules/auth/session-store.ts';
import type { TestApp } from './test-app.ts';

export interface LoggedIn {
  /** Send as the `cookie` header: the session cookie signed as the app signs it. */
  cookie: string;
  userId: string;
  email: string;
}

/**
 * The cookie header of a fresh verified user with an open session, without going through
 * signup and login: `const cookie = await loginAs(t)` then `headers: { cookie }`.
 */
export async function loginAs(t: TestApp, options: { role?: Role } = {}): Promise<string> {
  return (await createLoggedInUser(t, options)).cookie;
}

/** As loginAs, also telling the new user's id and email. */
export async function createLoggedInUser(
  t: TestApp,
  options: { role?: Role; name?: string } = {},
): Promise<LoggedIn> {
  const email = `test-${randomBytes(6).toString('hex')}@example.in`;
  const [user] = await t.db
    .insert(users)
    .values({
      name: options.name ?? 'Test Shopper',
      email,
      // Not a real hash: nobody logs in with a password as this user.
      passwordHash: 'x',
      role: options.role ?? 'user',
      emailVerified: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('could not create the test user');
  const token = await createSession(t.db, user.id);
  const cookie = `${SESSION_COOKIE}=${encodeURIComponent(t.app.signCookie(token))}`;
  return { cookie, userId: user.id, email };
}
