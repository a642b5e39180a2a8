import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, passwordResetTokens, sessions, users } from '../src/db/schema.ts';
import { AUTH_MESSAGES as M } from '../src/modules/auth/messages.ts';
import * as a from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: a.nextIp() });
const userRow = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0]!;
const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('mass assignment', () => {
  it('ignores role and verified flags sent at signup', async () => {
    const body = await a.signup(t, { role: 'admin', emailVerified: true, phoneVerified: true });
    expect(await userRow(body.email)).toMatchObject({
      role: 'user',
      emailVerified: false,
      phoneVerified: false,
    });
    expect((await a.login(t, body.email)).statusCode).toBe(403);
  });

  it('ignores role and verified flags sent with a profile update', async () => {
    const user = await a.loggedInUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { cookie: user.cookie },
      payload: {
        name: 'Asha',
        phoneNumber: '9000000003',
        role: 'admin',
        phoneVerified: true,
        email: 'x@y.in',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await userRow(user.email)).toMatchObject({
      role: 'user',
      phoneVerified: false,
      email: user.email,
    });
  });
});

describe('one-time codes', () => {
  it('locks after five wrong tries, even for the right code', async () => {
    const { email } = await a.signup(t);
    const code = a.emailCodeFrom(await a.readOutbox(t, 'verify-email', email));
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        (await post('/api/auth/verify-email', { email, otp: otherCode(code) })).json().message,
      );
    }
    expect(answers).toEqual([...Array(4).fill(M.invalidCode), M.codeLocked]);
    const right = await post('/api/auth/verify-email', { email, otp: code });
    expect([right.statusCode, right.json()]).toEqual([400, { message: M.codeLocked }]);
    // A new code starts over.
    await post('/api/auth/resend-otp', { email });
    expect((await a.verifyEmail(t, email)).statusCode).toBe(200);
  });

  it('stores codes hashed', async () => {
    const { email } = await a.signup(t);
    const code = a.emailCodeFrom(await a.readOutbox(t, 'verify-email', email));
    const rows = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a code used once already', async () => {
    const { email } = await a.signup(t);
    const code = a.emailCodeFrom(await a.readOutbox(t, 'verify-email', email));
    expect((await post('/api/auth/verify-email', { email, otp: code })).statusCode).toBe(200);
    const again = await post('/api/auth/verify-email', { email, otp: code });
    expect([again.statusCode, again.json()]).toEqual([400, { message: M.invalidCode }]);
  });

  it('refuses an expired code', async () => {
    const { email } = await a.signup(t);
    const code = a.emailCodeFrom(await a.readOutbox(t, 'verify-email', email));
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.target, email));
    const res = await post('/api/auth/verify-email', { email, otp: code });
    expect([res.statusCode, res.json()]).toEqual([400, { message: M.invalidCode }]);
  });

  it('lets only one of several parallel tries with the right code pass', async () => {
    const { email } = await a.signup(t);
    const code = a.emailCodeFrom(await a.readOutbox(t, 'verify-email', email));
    const tries = await Promise.all(
      Array.from({ length: 4 }, () => post('/api/auth/verify-email', { email, otp: code })),
    );
    expect(tries.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400]);
  });

  it('counts parallel wrong tries exactly, so a burst cannot exceed five', async () => {
    const { email } = await a.signup(t);
    const code = a.emailCodeFrom(await a.readOutbox(t, 'verify-email', email));
    await Promise.all(
      Array.from({ length: 8 }, () =>
        post('/api/auth/verify-email', { email, otp: otherCode(code) }),
      ),
    );
    const [row] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, email));
    expect(row!.attempts).toBe(5);
    expect((await post('/api/auth/verify-email', { email, otp: code })).json().message).toBe(
      M.codeLocked,
    );
  });
});

describe('password reset tokens', () => {
  async function requestToken(email: string) {
    await post('/api/auth/forgot-password', { email });
    return a.resetTokenFrom(await a.readOutbox(t, 'reset-password', email));
  }

  it('refuses a token used once already', async () => {
    const user = await a.loggedInUser(t);
    const token = await requestToken(user.email);
    const url = `/api/auth/reset-password/${token}`;
    expect((await post(url, { newPassword: 'First1!x' })).statusCode).toBe(200);
    const again = await post(url, { newPassword: 'Second2!x' });
    expect([again.statusCode, again.json()]).toEqual([400, { message: M.resetInvalid }]);
    expect((await a.login(t, user.email, 'First1!x')).statusCode).toBe(200);
  });

  it('refuses an expired token, and stores only its hash', async () => {
    const user = await a.loggedInUser(t);
    const token = await requestToken(user.email);
    const { id } = await userRow(user.email);
    const rows = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, id));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, id));
    const res = await post(`/api/auth/reset-password/${token}`, { newPassword: 'First1!x' });
    expect([res.statusCode, res.json()]).toEqual([400, { message: M.resetInvalid }]);
  });

  it('kills an older link when a newer one is mailed', async () => {
    const user = await a.loggedInUser(t);
    const first = await requestToken(user.email);
    await requestToken(user.email);
    const res = await post(`/api/auth/reset-password/${first}`, { newPassword: 'First1!x' });
    expect(res.statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('refuses the old cookie after logout with 401', async () => {
    const user = await a.loggedInUser(t);
    await post('/api/auth/logout', {}, { cookie: user.cookie });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(401);
  });

  it('issues a new session id at login and drops the one the browser had', async () => {
    const user = await a.loggedInUser(t);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: a.PASSWORD },
      headers: { cookie: user.cookie },
    });
    expect(a.sessionCookie(again)).not.toBe(user.cookie);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/status',
      headers: { cookie: user.cookie },
    });
    expect(old.json().loggedIn).toBe(false);
    const { id } = await userRow(user.email);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(1);
  });

  it('limits requests per address with a clear 429', async () => {
    const ip = a.nextIp();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/resend-otp',
        payload: { email: a.uniqueEmail() },
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().message).toMatch(/Too many attempts/);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses a state-changing request from a foreign origin with 403', async () => {
    const res = await post(
      '/api/auth/login',
      { email: 'a@b.in', password: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
  });

  it('marks the cookie Secure when PUBLIC_URL is https, and CORS allows only WEB_ORIGIN', async () => {
    const web = 'https://shop-web.example';
    const secure = await createTestApp({ PUBLIC_URL: 'https://shop.example', WEB_ORIGIN: web });
    try {
      const user = await a.signup(secure);
      await a.verifyEmail(secure, user.email);
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: a.PASSWORD },
        headers: { origin: web },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'labshop_sid')?.secure).toBe(true);
      expect(res.headers['access-control-allow-origin']).toBe(web);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      const foreign = await secure.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(foreign.headers['access-control-allow-origin']).not.toBe('https://evil.example');
    } finally {
      await secure.close();
    }
  });
});
