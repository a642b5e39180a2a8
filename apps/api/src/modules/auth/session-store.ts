import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Role } from '@labshop/domain/constants';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema.ts';
import { sessionsChanged } from './session-cache.ts';

export const SESSION_TTL_DAYS = 30;

export interface SessionUser {
  id: string;
  role: Role;
  name: string;
  email: string;
  sessionId: string;
}

// The cookie carries 256 random bits; the table keeps only their hash.
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
  return token;
}

// Every signed-in request runs this, so it is prepared once.
const sessionUserStatement = preparedPerDb((db) =>
  db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_session_user'),
);

/** The signed-in user of a session cookie's token; null for an unknown or expired session. */
export async function findSessionUser(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ user: SessionUser; expiresAt: Date } | null> {
  const sessionId = hashToken(token);
  const [row] = await sessionUserStatement(db).execute({ sessionId, now });
  if (!row) return null;
  const { expiresAt, ...user } = row;
  return { user: { ...user, sessionId }, expiresAt };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  sessionsChanged(db);
}

/** Ends every session of a user, or every one but `keepSessionId`. */
export async function deleteUserSessions(db: Db, userId: string, keepSessionId?: string) {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
  sessionsChanged(db);
}
