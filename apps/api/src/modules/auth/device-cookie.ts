import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// OWASP's "device cookie": proof that this browser once logged in to the account. Signed with
// the session secret, so nobody can make one without the account's password; login attempts
// carrying one meet their own small limit instead of the account's lockout.

export const DEVICE_COOKIE = 'labshop_device';
const DEVICE_COOKIE_DAYS = 365;
const VALUE = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{22})$/;

export interface Device {
  userId: string;
  /** Random per login: names this browser's own attempt counter. */
  nonce: string;
}

export function setDeviceCookie(reply: FastifyReply, userId: string, secure: boolean) {
  const nonce = randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, `${userId}.${nonce}`, {
    // Only the login route reads it: no other request carries it.
    path: '/api/auth/login',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    signed: true,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}

/** The device the request's cookie names, if its signature holds; null otherwise. */
export function readDeviceCookie(request: FastifyRequest): Device | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  const match = unsigned.valid && unsigned.value ? VALUE.exec(unsigned.value) : null;
  return match ? { userId: match[1]!, nonce: match[2]! } : null;
}
