import { sign } from '@fastify/cookie';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateCounters, users } from '../src/db/schema.ts';
import { DEVICE_COOKIE } from '../src/modules/auth/device-cookie.ts';
import { ACCOUNT_LIMITS } from '../src/modules/auth/limits.ts';
import { AUTH_MESSAGES as M } from '../src/modules/auth/messages.ts';
import * as a from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where parallel logins really race.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WRONG = 'Wrong1!x';
const PER_ADDRESS = ACCOUNT_LIMITS.loginPerAddress.max;

async function verifiedUser() {
  const user = await a.signup(t);
  await a.verifyEmail(t, user.email);
  return user;
}

describe('login limits', () => {
  it('checks at most the limit of 40 parallel wrong passwords from one address', async () => {
    const user = await verifiedUser();
    const ip = a.nextIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => a.login(t, user.email, WRONG, ip)),
    );
    const statuses = answers.map((res) => res.statusCode);
    // 401 means the password was checked; 429 means it was refused before argon2.
    expect(statuses.filter((s) => s === 401)).toHaveLength(PER_ADDRESS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - PER_ADDRESS);
  });

  it('refuses even the right password from an address that used up its tries', async () => {
    const user = await verifiedUser();
    const ip = a.nextIp();
    for (let i = 0; i < PER_ADDRESS; i++) await a.login(t, user.email, WRONG, ip);
    const res = await a.login(t, user.email, a.PASSWORD, ip);
    expect([res.statusCode, res.json()]).toEqual([429, { message: M.tooManyLogins }]);
  });

  it('lets the owner in from their own address after ten failures from another', async () => {
    const user = await verifiedUser();
    const attacker = a.nextIp();
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await a.login(t, user.email, WRONG, attacker)).statusCode).toBe(401);
    }
    expect((await a.login(t, user.email, WRONG, attacker)).statusCode).toBe(429);
    expect((await a.login(t, user.email, a.PASSWORD, a.nextIp())).statusCode).toBe(200);
  });

  it('refuses 80 wrong passwords from 80 addresses after 20 checks, the owner’s device gets in', async () => {
    const user = await verifiedUser();
    const device = deviceCookie(await a.login(t, user.email, a.PASSWORD, a.nextIp()));
    const statuses: number[] = [];
    for (let i = 0; i < 80; i++) {
      statuses.push((await a.login(t, user.email, WRONG, a.nextIp())).statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(UNTRUSTED);
    expect(statuses.slice(UNTRUSTED)).toEqual(Array(80 - UNTRUSTED).fill(429));

    const stranger = await a.login(t, user.email, a.PASSWORD, a.nextIp());
    expect([stranger.statusCode, stranger.json()]).toEqual([429, { message: M.tooManyLogins }]);
    const owner = await loginWith(user.email, a.PASSWORD, device);
    expect(owner.statusCode).toBe(200);
    // Each good login hands the browser a fresh device cookie, which works as well.
    expect((await loginWith(user.email, a.PASSWORD, deviceCookie(owner))).statusCode).toBe(200);
  });

  it('checks at most 20 of 40 parallel wrong passwords from 40 addresses', async () => {
    const user = await verifiedUser();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => a.login(t, user.email, WRONG, a.nextIp())),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(UNTRUSTED);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - UNTRUSTED);
  });

  it('limits a device cookie’s own wrong passwords per device, sparing other devices', async () => {
    const user = await verifiedUser();
    const mine = deviceCookie(await a.login(t, user.email));
    const other = deviceCookie(await a.login(t, user.email));
    for (let i = 0; i < PER_DEVICE; i++) {
      expect((await loginWith(user.email, WRONG, mine)).statusCode).toBe(401);
    }
    expect((await loginWith(user.email, a.PASSWORD, mine)).statusCode).toBe(429);
    expect((await loginWith(user.email, a.PASSWORD, other)).statusCode).toBe(200);
    // The device's failures are its own: strangers still have the account's whole allowance.
    expect((await a.login(t, user.email, a.PASSWORD, a.nextIp())).statusCode).toBe(200);
  });

  it('gives no way past the lock to a forged cookie or another account’s device cookie', async () => {
    const user = await verifiedUser();
    const otherUser = await verifiedUser();
    const othersDevice = deviceCookie(await a.login(t, otherUser.email));
    const [row] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, user.email));
    const forged = `${DEVICE_COOKIE}=${row!.id}.${'A'.repeat(22)}`;
    const signedElsewhere = sign(
      `${row!.id}.${'A'.repeat(22)}`,
      'another-shop-secret-0123456789abcdef',
    );
    const resigned = `${DEVICE_COOKIE}=${encodeURIComponent(signedElsewhere)}`;
    await lockOut(user.email);
    for (const cookie of [othersDevice, forged, resigned]) {
      expect((await loginWith(user.email, a.PASSWORD, cookie)).statusCode).toBe(429);
    }
  });

  it('lets a password reset through during the lock, and the reset lifts it', async () => {
    const user = await verifiedUser();
    await lockOut(user.email);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      remoteAddress: a.nextIp(),
    });
    expect(forgot.statusCode).toBe(200);
    const token = a.resetTokenFrom(await a.readOutbox(t, 'reset-password', user.email));
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${token}`,
      payload: { newPassword: 'Fresh2@pass' },
      remoteAddress: a.nextIp(),
    });
    expect(reset.statusCode).toBe(200);
    expect((await a.login(t, user.email, 'Fresh2@pass', a.nextIp())).statusCode).toBe(200);
  });

  it('keeps the lock for a whole window after the last tries, then lifts it', async () => {
    const user = await verifiedUser();
    await lockOut(user.email);
    // Time passes for the account's counter: its rows move windows into the past.
    const windowsPass = (count: number) =>
      t.db
        .update(rateCounters)
        .set({
          windowStart: sql`${rateCounters.windowStart} - make_interval(secs => ${(count * WINDOW) / 1000})`,
        })
        .where(eq(rateCounters.key, `login-untrusted:${user.email}`));
    // The next window still counts the one before: no fresh allowance at its edge.
    await windowsPass(1);
    expect((await a.login(t, user.email, a.PASSWORD, a.nextIp())).statusCode).toBe(429);
    // Two at once: no row lands where another still is.
    await windowsPass(2);
    expect((await a.login(t, user.email, a.PASSWORD, a.nextIp())).statusCode).toBe(200);
  });

  it('sets the device cookie signed, httpOnly, for a year, and only for the login route', async () => {
    const user = await verifiedUser();
    const res = await a.login(t, user.email);
    const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/login' });
    expect(cookie!.maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(t.app.unsignCookie(cookie!.value).valid).toBe(true);
  });
});

const UNTRUSTED = ACCOUNT_LIMITS.loginUntrusted.max;
const PER_DEVICE = ACCOUNT_LIMITS.loginPerDevice.max;
const WINDOW = ACCOUNT_LIMITS.loginUntrusted.windowMs;

function deviceCookie(res: { statusCode: number; cookies: { name: string; value: string }[] }) {
  const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (res.statusCode !== 200 || !cookie) throw new Error('no device cookie from that login');
  return `${DEVICE_COOKIE}=${cookie.value}`;
}

function loginWith(email: string, password: string, cookie: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { cookie },
    remoteAddress: a.nextIp(),
  });
}

/** Wrong passwords from fresh addresses until strangers are refused. */
async function lockOut(email: string) {
  for (let i = 0; i < UNTRUSTED; i++) {
    expect((await a.login(t, email, WRONG, a.nextIp())).statusCode).toBe(401);
  }
  expect((await a.login(t, email, a.PASSWORD, a.nextIp())).statusCode).toBe(429);
}
