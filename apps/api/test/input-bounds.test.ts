import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS, tooLongMessage } from '@labshop/domain/limits';
import { MAX_FIELD_ERRORS } from '../src/error-handler.ts';
import { findUnacceptable, INPUT_GUARD_MESSAGE, isDataException } from '../src/http/input-guard.ts';
import * as a from './support/accounts.ts';
import { loginAs } from './support/login-as.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t);
});
afterAll(() => t.close());

const address = (overrides: Record<string, unknown> = {}) => ({
  street: '12 MG Road',
  city: 'Chennai',
  state: 'Tamil Nadu',
  zipcode: '600032',
  landmark: 'Near the bus stand',
  ...overrides,
});

const putProfile = (payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: { cookie },
    payload: payload as object,
  });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('oversized input', () => {
  it('refuses 249,000 empty addresses at once, with a short answer', async () => {
    const res = await putProfile({ addresses: Array.from({ length: 249_000 }, () => ({})) });
    expect(res.statusCode).toBe(413);
    expect(res.body.length).toBeLessThan(200);
  });

  it('refuses 21 addresses by the schema, before any address is looked at', async () => {
    const res = await putProfile({ addresses: Array.from({ length: 21 }, () => ({})) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can keep at most 20 addresses.');
  });

  it('lists at most 20 field errors and never echoes the input', async () => {
    const secret = 'ZZsecretZZ';
    const bad = Array.from({ length: 20 }, () =>
      address({ street: '', city: '', state: '', zipcode: secret, landmark: '' }),
    );
    const res = await putProfile({ addresses: bad });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).length).toBe(MAX_FIELD_ERRORS);
    expect(res.body).not.toContain(secret);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email": "${secret}`,
      remoteAddress: a.nextIp(),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).not.toContain(secret);
  });

  it('refuses a 900,000-character street and a 201-character one', async () => {
    const huge = await putProfile({ addresses: [address({ street: 'x'.repeat(900_000) })] });
    expect(huge.statusCode).toBe(413);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/user/addresses',
      headers: { cookie },
      payload: address({ street: 'x'.repeat(TEXT_LIMITS.street + 1) }),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.street).toBe(tooLongMessage(TEXT_LIMITS.street));
  });

  it('refuses a 200-character profile name, keeping the spec message first', async () => {
    const long = await putProfile({ name: 'a'.repeat(200), phoneNumber: '9876543210' });
    expect(long.statusCode).toBe(400);
    const spec = await putProfile({ name: '1'.repeat(200), phoneNumber: '9876543210' });
    expect(spec.statusCode).toBe(400);
    expect(spec.json().message).toBe(tooLongMessage(TEXT_LIMITS.name));
  });

  it('keeps the spec message first when a signup name breaks a rule and is too long', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: a.signupBody({ name: '1'.repeat(TEXT_LIMITS.name + 1) }),
      remoteAddress: a.nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toBe('Name cannot contain numbers or special characters.');
  });

  it('refuses a 300,000-character signup name and mails nothing', async () => {
    const body = a.signupBody({ name: 'a'.repeat(300_000) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: body,
      remoteAddress: a.nextIp(),
    });
    expect(res.statusCode).toBe(413);
    await t.runJobs();
    expect(await a.outboxCount(t, 'verify-email', body.email)).toBe(0);
  });
});

describe('values the database cannot take', () => {
  it.each([
    '/api/user/products?page=1e300',
    '/api/user/products?page=9007199254740993',
    '/api/user/products?minPrice=1e308',
    '/api/user/products?maxPrice=1e10',
    '/api/user/products/search?query=%00abc',
    '/api/user/products?category=a%00b',
    '/api/user/product/%00',
  ])('answers %s with 400, not 500', async (url) => {
    expect((await get(url)).statusCode).toBe(400);
  });

  it('answers a NUL in an address field or a GST number with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/addresses',
      headers: { cookie },
      payload: address({ landmark: 'gate\u0000 2' }),
    });
    expect([res.statusCode, res.json().message]).toEqual([400, INPUT_GUARD_MESSAGE]);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: a.signupBody({
        isCorporate: true,
        corporateDetails: {
          gstNumber: '33AABCL4821K1Z\u0000',
          tradeName: 'X',
          companyScale: 'micro',
        },
      }),
      remoteAddress: a.nextIp(),
    });
    expect(signup.statusCode).toBe(400);
  });

  it('finds NULs in keys and values and numbers beyond 2^53 at any depth', () => {
    expect(findUnacceptable({ a: [{ b: 'ok' }] })).toBeNull();
    expect(findUnacceptable({ a: [{ b: 'n\u0000' }] })).toBe('nul');
    expect(findUnacceptable({ 'k\u0000': 1 })).toBe('nul');
    expect(findUnacceptable([1, 2, [3, 1e300]])).toBe('number');
    expect(findUnacceptable({ n: 2 ** 53 + 2 })).toBe('number');
    expect(findUnacceptable({ n: -(2 ** 53 - 1) })).toBeNull();
  });

  it('refuses JSON numbers too big for any field before the handler', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/wishlist',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"productId": "x", "n": 1e308}',
    });
    expect([res.statusCode, res.json().message]).toEqual([400, INPUT_GUARD_MESSAGE]);
  });

  it('takes PostgreSQL data exceptions (class 22) for the input’s fault', () => {
    const pgError = Object.assign(new Error('invalid byte sequence'), { code: '22021' });
    expect(isDataException(new Error('Failed query', { cause: pgError }))).toBe(true);
    const unique = Object.assign(new Error('duplicate'), { code: '23505' });
    expect(isDataException(new Error('Failed query', { cause: unique }))).toBe(false);
  });
});
