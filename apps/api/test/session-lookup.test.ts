import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs } from './support/login-as.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Every API request passes the session hook; a guest's must cost no database read, and the
// security headers, computed once, must still reach every kind of answer.

const lookups = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/modules/auth/session-store.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/modules/auth/session-store.ts')>();
  return {
    ...original,
    findSessionUser: (...args: Parameters<typeof original.findSessionUser>) => {
      lookups.count += 1;
      return original.findSessionUser(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe('the session lookup', () => {
  it('does not run for a guest without a cookie', async () => {
    lookups.count = 0;
    for (const url of [
      '/api/user/home',
      '/api/user/products/search?query=mic',
      '/api/user/products',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/user/cart' })).statusCode).toBe(401);
    expect(lookups.count).toBe(0);
  });

  it('runs once per request for a signed-in shopper, who gets their cart', async () => {
    const cookie = await loginAs(t);
    lookups.count = 0;
    const cart = await t.app.inject({ method: 'GET', url: '/api/user/cart', headers: { cookie } });
    expect(cart.statusCode).toBe(200);
    const home = await t.app.inject({ method: 'GET', url: '/api/user/home', headers: { cookie } });
    expect(home.json().user).toMatchObject({ name: 'Test Shopper' });
    expect(lookups.count).toBe(2);
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
