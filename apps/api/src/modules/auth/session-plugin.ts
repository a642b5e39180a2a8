import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../../deps.ts';
import type { Config } from '../../config.ts';
import { forbidden, unauthorized } from '../../errors.ts';
import { keepSession, keptSession, sessionGeneration } from './session-cache.ts';
import { SESSION_TTL_DAYS, findSessionUser, type SessionUser } from './session-store.ts';

export const SESSION_COOKIE = 'labshop_sid';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

// Resolves the session cookie once per request; cross-site writes are refused before this
// (http/same-origin-writes.ts).
export const sessionPlugin = fp<AppDeps>(async (app, { db }) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    // By the matched route, not the request line, which may be absolute (http://host/api/...).
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return;
    // Kept by the signed cookie itself: a cookie seen before is not verified and hashed again.
    const now = Date.now();
    const kept = keptSession<SessionUser>(db, raw, now);
    if (kept) {
      request.user = kept;
      return;
    }
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return;
    const startedAt = sessionGeneration();
    const found = await findSessionUser(db, unsigned.value, new Date(now));
    if (!found) return;
    keepSession(db, startedAt, raw, found.user, found.expiresAt, now);
    request.user = found.user;
  });
});

/** https in PUBLIC_URL, or a request that reached the trusted proxy over https. */
export function isSecureRequest(request: FastifyRequest, config: Config): boolean {
  return config.publicUrl.startsWith('https:') || request.protocol === 'https';
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: SESSION_TTL_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
}

export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'admin') throw forbidden();
}

/** For handlers behind requireUser: the user, typed as present. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
