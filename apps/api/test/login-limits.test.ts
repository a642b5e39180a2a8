import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('past the account ceiling makes addresses that failed wait, but not a fresh one', async () => {
    const user = await verifiedUser();
    const spread = Array.from({ length: ACCOUNT_LIMITS.loginFailures.max }, () => a.nextIp());
    for (const ip of spread) expect((await a.login(t, user.email, WRONG, ip)).statusCode).toBe(401);
    const retry = await a.login(t, user.email, WRONG, spread[0]);
    expect([retry.statusCode, retry.json()]).toEqual([429, { message: M.tooManyLogins }]);
    expect((await a.login(t, user.email, a.PASSWORD, a.nextIp())).statusCode).toBe(200);
  });
});
