import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE } from '../src/http/same-origin-writes.ts';
import * as a from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let user: Awaited<ReturnType<typeof a.loggedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  user = await a.loggedInUser(t);
});
afterAll(() => t.close());

const status = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } })).json()
    .loggedIn as boolean;

describe('state changes from other sites', () => {
  it.each(['/api/auth/logout', '/api/user/phone/send-otp'])(
    'refuses %s as text/plain without an Origin',
    async (url) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: user.cookie, 'content-type': 'text/plain' },
        payload: 'x',
      });
      expect([res.statusCode, res.json()]).toEqual([403, { message: CROSS_SITE_MESSAGE }]);
      expect(await status(user.cookie)).toBe(true);
    },
  );

  it('refuses a body-less write from another site by Sec-Fetch-Site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: user.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('checks an absolute-form request line like any other', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: 'http://localhost:3000/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@b.in', password: 'x' },
    });
    expect(res.statusCode).toBe(403);
    const plain = await t.app.inject({
      method: 'POST',
      url: 'http://localhost:3000/api/auth/logout',
      headers: { cookie: user.cookie, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(plain.statusCode).toBe(403);
    expect(await status(user.cookie)).toBe(true);
  });

  it('accepts a body-less write from our own pages and a JSON write without Origin', async () => {
    const other = await a.loggedInUser(t);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/user/wishlist',
      headers: { cookie: other.cookie },
      payload: { productId: 'not-a-product' },
    });
    expect(json.statusCode).toBe(404);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: a.fromOurPages(t, { cookie: other.cookie }),
    });
    expect(logout.statusCode).toBe(200);
    expect(await status(other.cookie)).toBe(false);
  });
});
