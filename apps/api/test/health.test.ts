import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressChangeResponseSchema,
  authStatusResponseSchema,
  loginResponseSchema,
  profileResponseSchema,
  profileUpdateResponseSchema,
  signupResponseSchema,
} from '@labshop/domain/api/account';
import {
  homeResponseSchema,
  productDetailResponseSchema,
  productListResponseSchema,
  searchSuggestionSchema,
  wishlistResponseSchema,
  wishlistToggleResponseSchema,
} from '@labshop/domain/api/catalog';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { createLocalStorage } from '../src/platform/storage/local-storage.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok after querying the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe('error');
    await broken.app.close();
    await broken.database.dispose().catch(() => undefined);
  });
});

describe('GET /api/health/ready', () => {
  const ready = async (app = t.app) => {
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    return { status: res.statusCode, body: res.json() as { status: string; reason?: string } };
  };

  it('is ready with the database answering and every migration applied', async () => {
    expect(await ready()).toEqual({
      status: 200,
      body: { status: 'ok', database: t.database.kind },
    });
  });

  it('is not ready, and says why, while a migration is missing', async () => {
    const { rows } = (await t.db.execute(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`,
    )) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    const last = rows[0]!;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const { status, body } = await ready();
      expect(status).toBe(503);
      expect(body.reason).toMatch(/^the database has \d+ of \d+ migrations applied$/);
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    expect((await ready()).status).toBe(200);
  });

  it('is not ready while the storage is out of reach (storage.ready, as a bucket has)', async () => {
    const storage = {
      ...createLocalStorage(`${t.dataDir}/uploads`, `${t.dataDir}/private`),
      ready: () => Promise.reject(new Error('the bucket answered 403')),
    };
    const app = await buildApp({
      config: t.config,
      database: t.database,
      storage,
      webDist: false,
      logger: false,
    });
    try {
      expect(await ready(app)).toEqual({
        status: 503,
        body: {
          status: 'error',
          database: t.database.kind,
          reason: 'the storage is not reachable: the bucket answered 403',
        },
      });
    } finally {
      await app.close();
    }
  });
});

describe('server conventions', () => {
  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('answers an unknown API path with a JSON 404 message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('publishes the OpenAPI document and its reference page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    expect(Object.keys(doc.json().paths)).toContain('/api/health');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  // The answers' schemas live in the domain package; the document must still be built from them.
  const answers: [method: string, path: string, status: string, schema: z.ZodObject][] = [
    ['get', '/api/user/home', '200', homeResponseSchema],
    ['get', '/api/user/products', '200', productListResponseSchema],
    ['get', '/api/user/product/{id}', '200', productDetailResponseSchema],
    ['get', '/api/user/wishlist', '200', wishlistResponseSchema],
    ['post', '/api/user/wishlist', '200', wishlistToggleResponseSchema],
    ['get', '/api/auth/status', '200', authStatusResponseSchema],
    ['post', '/api/auth/signup', '201', signupResponseSchema],
    ['post', '/api/auth/login', '200', loginResponseSchema],
    ['get', '/api/user/profile', '200', profileResponseSchema],
    ['put', '/api/user/profile', '200', profileUpdateResponseSchema],
    ['post', '/api/user/addresses', '201', addressChangeResponseSchema],
  ];

  it.each(answers)('documents the answer of %s %s', async (method, path, status, schema) => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const answer = doc.paths[path][method].responses[status].content['application/json'].schema;
    expect(Object.keys(answer.properties)).toEqual(Object.keys(schema.shape));
  });

  it('documents the search suggestions and the error answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const search = doc.paths['/api/user/products/search'].get.responses['200'];
    const item = search.content['application/json'].schema.items;
    expect(Object.keys(item.properties)).toEqual(Object.keys(searchSuggestionSchema.shape));
    const notFound = doc.paths['/api/user/product/{id}'].get.responses['404'];
    expect(notFound.content['application/json'].schema.required).toEqual(['message']);
  });

  it('reports a logged-out caller on /api/auth/status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/status' });
    expect(res.json()).toEqual({ loggedIn: false, role: null, userId: null, firstName: null });
  });
});
