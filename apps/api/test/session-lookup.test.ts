import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromOurPages } from './support/accounts.ts';
import { createLoggedInUser, loginAs } from './support/login-as.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Every API request passes the session hook; a guest's must cost no database read, a signed-in
// shopper's one read per session every few seconds, and the security headers, computed once,
// must still reach every kind of answer.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe('the session lookup', () => {
  it('does not run for a guest without a cookie, and runs once per session kept a few seconds', async () => {
    const cookie = await loginAs(t);
    const notYetLooked = await loginAs(t);
    const cart = (c: string) =>
      t.app.inject({ method: 'GET', url: '/api/user/cart', headers: { cookie: c } });
    expect((await cart(cookie)).statusCode).toBe(200);
    // With the sessions table out of reach, any session read would fail the request.
    await t.db.execute(sql`alter table sessions rename to sessions_away`);
    try {
      const guestUrls = [
        '/api/user/home',
        '/api/user/products/search?query=mic',
        '/api/user/products',
      ];
      for (const url of guestUrls) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/user/cart' })).statusCode).toBe(401);
      // The session just found is kept: no read. One not seen yet is read, and fails here.
      expect((await cart(cookie)).statusCode).toBe(200);
      expect((await cart(notYetLooked)).statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table sessions_away rename to sessions`);
    }
    expect((await cart(notYetLooked)).statusCode).toBe(200);
    const home = await t.app.inject({ method: 'GET', url: '/api/user/home', headers: { cookie } });
    expect(home.json().user).toMatchObject({ name: 'Test Shopper' });
  });

  it('forgets a kept session at once when it ends or its user changes', async () => {
    const shopper = await createLoggedInUser(t);
    const other = await loginAs(t, { role: 'user' });
    const get = (url: string, cookie: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect((await get('/api/user/cart', shopper.cookie)).statusCode).toBe(200);
    expect((await get('/api/user/cart', other)).statusCode).toBe(200);

    // A new name shows on the next answer, not after the session's few kept seconds.
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: fromOurPages(t, { cookie: shopper.cookie }),
      payload: { name: 'Renamed Shopper', phoneNumber: '9123456780' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await get('/api/user/home', shopper.cookie)).json().user.name).toBe('Renamed Shopper');

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: fromOurPages(t, { cookie: shopper.cookie }),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await get('/api/user/cart', shopper.cookie)).statusCode).toBe(401);
    // Another shopper's kept session is only forgotten, not ended: read again, still good.
    expect((await get('/api/user/cart', other)).statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('reach answers, refusals and unknown paths alike', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/user/home' }),
      t.app.inject({ method: 'GET', url: '/api/user/cart' }),
      t.app.inject({ method: 'GET', url: '/api/user/products?page=abc' }),
      t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 400, 404]);
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});
