import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { loginAs } from './support/login-as.ts';

let t: TestApp;
let shopper: string;
let routes: { method: string; url: string }[];

const SOME_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  shopper = await loginAs(t, { role: 'user' });
  // Every admin route the OpenAPI document lists: a new route without the check fails here.
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, SOME_ID),
      })),
    );
});
afterAll(() => t.close());

describe('every /api/admin route', () => {
  it('is listed in the OpenAPI document', () => {
    const listed = routes.map((route) => `${route.method} ${route.url}`);
    for (const expected of [
      'GET /api/admin/categories',
      'POST /api/admin/categories',
      `PUT /api/admin/categories/${SOME_ID}`,
      `DELETE /api/admin/categories/${SOME_ID}`,
      'GET /api/admin/products',
      'POST /api/admin/add-product',
      `PUT /api/admin/update-product/${SOME_ID}`,
      `DELETE /api/admin/delete-product/${SOME_ID}`,
      'GET /api/admin/banners',
      'POST /api/admin/banners',
      `PUT /api/admin/update-banner/${SOME_ID}`,
      `DELETE /api/admin/delete-banner/${SOME_ID}`,
    ]) {
      expect(listed).toContain(expected);
    }
  });

  it('answers 401 without a session and 403 to a shopper, route by route', async () => {
    for (const route of routes) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const guest = await t.app.inject({ method, url: route.url, payload: {} });
      expect(guest.statusCode, `${route.method} ${route.url} as a guest`).toBe(401);
      const user = await t.app.inject({
        method,
        url: route.url,
        payload: {},
        headers: { cookie: shopper },
      });
      expect(user.statusCode, `${route.method} ${route.url} as a shopper`).toBe(403);
      expect(user.json()).toEqual({ message: expect.any(String) });
    }
  });
});
