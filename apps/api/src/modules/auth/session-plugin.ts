import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../../app.ts';
import { forbidden, unauthorized } from '../../errors.ts';
import { SESSION_TTL_DAYS, findSessionUser, type SessionUser } from './session-store.ts';

export const SESSION_COOKIE = 'labshop_sid';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Resolves the session cookie once per request and refuses cross-site writes.
export const sessionPlugin = fp<AppDeps>(async (app, { db, config }) => {
  const allowedOrigins = new Set([new URL(config.publicUrl).origin]);
  if (config.webOrigin) allowedOrigins.add(config.webOrigin);

  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    // SameSite=Lax already stops most CSRF; this also stops same-site subdomains and old browsers.
    if (UNSAFE_METHODS.has(request.method) && origin && !isAllowedOrigin(origin, request)) {
      throw forbidden('Cross-site requests are not allowed.');
    }
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return;
    request.user = await findSessionUser(db, unsigned.value);
  });

  function isAllowedOrigin(origin: string, request: FastifyRequest) {
    if (allowedOrigins.has(origin)) return true;
    // Same origin as the request itself, whatever name the browser used to reach us.
    return origin === `${request.protocol}://${request.host}`;
  }
});

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
