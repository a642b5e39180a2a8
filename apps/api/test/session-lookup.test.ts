import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './support/login-as.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Every API request passes the session hook; a guest's must cost no database read, and the
// security headers, computed once, must still reach every kind of answer.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe('the session lookup', () => {
  it('does not run for a guest without a cookie, and still does for a signed-in shopper', async () => {
    const cookie = await loginAs(t);
    const cart = () => t.app.inject({ method: 'GET', url: '/api/user/cart', headers: { cookie } });
    expect((await cart()).statusCode).toBe(200);
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
      expect((await cart()).statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table sessions_away rename to sessions`);
    }
    expect((await cart()).statusCode).toBe(200);
    const home = await t.app.inject({ method: 'GET', url: '/api/user/home', headers: { cookie } });
    expect(home.json().user).toMatchObject({ name: 'Test Shopper' });
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
