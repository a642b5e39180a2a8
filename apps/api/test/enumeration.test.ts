import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '../src/db/schema.ts';
import { ACCOUNT_JOBS } from '../src/modules/auth/account-jobs.ts';
import { AUTH_MESSAGES as M } from '../src/modules/auth/messages.ts';
import * as a from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: a.nextIp() });
const userRow = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0];
const pendingJobs = (kind: string) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.state, 'pending')));

async function verifiedUser(overrides: Record<string, unknown> = {}) {
  const user = await a.signup(t, overrides);
  expect((await a.verifyEmail(t, user.email)).statusCode).toBe(200);
  return user;
}

describe('answers that tell nothing about accounts', () => {
  it.each([
    ['/api/auth/signup', ACCOUNT_JOBS.signup],
    ['/api/auth/resend-otp', ACCOUNT_JOBS.resend],
    ['/api/auth/forgot-password', ACCOUNT_JOBS.forgot],
  ])(
    '%s answers alike for a known and an unknown email and only queues a job',
    async (url, kind) => {
      const known = await verifiedUser();
      const unknownEmail = a.uniqueEmail('nobody');
      const body = (email: string) =>
        url.endsWith('signup') ? a.signupBody({ email }) : { email };
      const before = (await pendingJobs(kind)).length;
      const forKnown = await post(url, body(known.email));
      const forUnknown = await post(url, body(unknownEmail));
      expect(forKnown.statusCode).toBe(forUnknown.statusCode);
      expect(forKnown.json()).toEqual(forUnknown.json());
      expect(forKnown.headers['content-length']).toBe(forUnknown.headers['content-length']);
      // Nothing was looked up, written or mailed in the request: the same job for both.
      expect((await pendingJobs(kind)).length).toBe(before + 2);
      expect(await userRow(unknownEmail)).toBeUndefined();
      expect(await a.outboxCount(t, 'verify-email', unknownEmail)).toBe(
        url.endsWith('signup') ? 1 : 0,
      );
    },
  );

  it('mails the owner of a verified account instead of a code, and changes nothing', async () => {
    const owner = await verifiedUser({ name: 'Real Owner' });
    const codes = await a.outboxCount(t, 'verify-email', owner.email);
    const res = await post(
      '/api/auth/signup',
      a.signupBody({ email: owner.email, name: 'Someone Else' }),
    );
    expect([res.statusCode, res.json()]).toEqual([201, { success: true, message: M.signedUp }]);
    expect(await a.readOutbox(t, 'signup-attempt', owner.email)).toContain(
      'Someone tried to sign up with your address',
    );
    expect(await a.outboxCount(t, 'verify-email', owner.email)).toBe(codes);
    expect(await userRow(owner.email)).toMatchObject({ name: 'Real Owner', emailVerified: true });
    expect((await a.login(t, owner.email)).statusCode).toBe(200);
  });

  it('replaces a squatter’s pending signup with the owner’s, details and password included', async () => {
    const email = a.uniqueEmail('victim');
    await a.signup(t, {
      email,
      name: 'Squatter Person',
      phoneNumber: '9000000001',
      password: 'Squat1!x',
      isCorporate: true,
      corporateDetails: {
        gstNumber: '29ABCDE1234F1ZW',
        tradeName: 'Squat Co',
        companyScale: 'large',
      },
    });
    const squatterCode = a.emailCodeFrom(await a.readOutbox(t, 'verify-email', email));
    await a.signup(t, { email, name: 'Real Owner', phoneNumber: '9000000002' });
    expect(await userRow(email)).toMatchObject({
      name: 'Real Owner',
      phoneNumber: '9000000002',
      isCorporate: false,
      gstNumber: null,
      tradeName: null,
      companyScale: null,
      emailVerified: false,
    });
    const ownerCode = a.emailCodeFrom(await a.readOutbox(t, 'verify-email', email));
    if (squatterCode !== ownerCode) {
      expect((await post('/api/auth/verify-email', { email, otp: squatterCode })).statusCode).toBe(
        400,
      );
    }
    expect((await post('/api/auth/verify-email', { email, otp: ownerCode })).statusCode).toBe(200);
    expect((await a.login(t, email, 'Squat1!x')).statusCode).toBe(401);
    expect((await a.login(t, email)).statusCode).toBe(200);
  });

  it('forgets a pending signup after 7 days', async () => {
    const { email } = await a.signup(t);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await t.db.update(users).set({ createdAt: eightDaysAgo }).where(eq(users.email, email));
    const code = a.emailCodeFrom(await a.readOutbox(t, 'verify-email', email));
    const verify = await post('/api/auth/verify-email', { email, otp: code });
    expect([verify.statusCode, verify.json()]).toEqual([400, { message: M.invalidCode }]);
    await post('/api/auth/forgot-password', { email });
    expect(await a.outboxCount(t, 'finish-signup', email)).toBe(0);
    await a.signup(t, { email, name: 'Later Owner' });
    expect(await userRow(email)).toMatchObject({ name: 'Later Owner' });
    expect((await a.verifyEmail(t, email)).statusCode).toBe(200);
  });

  it('answers forgot-password for a pending signup with a "finish signing up" mail', async () => {
    const { email } = await a.signup(t);
    await post('/api/auth/forgot-password', { email });
    expect(await a.readOutbox(t, 'finish-signup', email)).toMatch(/verification code is\s+\d{6}/);
    expect(await a.outboxCount(t, 'reset-password', email)).toBe(0);
  });

  it('locks wrong codes for an unknown email exactly as for a pending signup', async () => {
    const { email } = await a.signup(t);
    const code = a.emailCodeFrom(await a.readOutbox(t, 'verify-email', email));
    const wrong = code === '000000' ? '111111' : '000000';
    const unknown = a.uniqueEmail('nobody');
    const tries = async (target: string) => {
      const answers = [];
      for (let i = 0; i < 6; i++) {
        answers.push((await post('/api/auth/verify-email', { email: target, otp: wrong })).json());
      }
      return answers;
    };
    const pending = await tries(email);
    expect(pending.at(-1)).toEqual({ message: M.codeLocked });
    expect(await tries(unknown)).toEqual(pending);
  });
});
