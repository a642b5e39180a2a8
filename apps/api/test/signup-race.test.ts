import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema.ts';
import { ACCOUNT_JOBS } from '../src/modules/auth/account-jobs.ts';
import * as a from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A squatter and the owner sign up for one email seconds apart. Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL, where the two signup jobs really run at the same time.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SQUATTER = { name: 'Squatter Name', password: 'Squat1!pass', phoneNumber: '9000000001' };
const OWNER = { name: 'Owner Name', password: a.PASSWORD, phoneNumber: '9876543210' };

function signUp(email: string, who: typeof OWNER) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: a.signupBody({ email, ...who }),
    remoteAddress: a.nextIp(),
  });
}

/** Every verify-email mail to `email`, oldest first, decoded: the name it greets and its code. */
async function codeMails(email: string) {
  await t.runJobs();
  const dir = path.join(t.dataDir, 'outbox');
  return readdirSync(dir)
    .filter((file) => file.includes(`-verify-email-${email}.`))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '');
      return { name: /Hello ([^,]+),/.exec(text)?.[1], code: a.emailCodeFrom(text) };
    });
}

function verify(email: string, otp: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { email, otp },
    remoteAddress: a.nextIp(),
  });
}

/** After verifying: whose password opens the account, and whose name its profile shows. */
async function expectOwnersAccount(email: string) {
  expect((await a.login(t, email, SQUATTER.password)).statusCode).toBe(401);
  const login = await a.login(t, email, OWNER.password);
  expect(login.statusCode).toBe(200);
  const profile = await t.app.inject({
    method: 'GET',
    url: '/api/user/profile',
    headers: { cookie: a.sessionCookie(login) },
  });
  expect(profile.json()).toMatchObject({ name: OWNER.name, phoneNumber: OWNER.phoneNumber });
}

describe('two signups for one email', () => {
  it('keeps the owner’s later signup when the squatter’s older job runs last', async () => {
    const email = a.uniqueEmail('race');
    expect((await signUp(email, SQUATTER)).statusCode).toBe(201);
    expect((await signUp(email, OWNER)).statusCode).toBe(201);
    // The squatter's job is held back (a busy or restarted worker) and runs after the owner's.
    await t.db
      .update(jobs)
      .set({ runAt: sql`now() + interval '1 minute'` })
      .where(
        and(eq(jobs.kind, ACCOUNT_JOBS.signup), sql`${jobs.payload}->>'name' = ${SQUATTER.name}`),
      );
    await t.runJobs();
    await t.runJobs(new Date(Date.now() + 2 * 60_000));

    // The older job changed nothing and mailed nothing: one code, the owner's.
    const mails = await codeMails(email);
    expect(mails.map((m) => m.name)).toEqual([OWNER.name]);
    expect((await verify(email, mails[0]!.code)).statusCode).toBe(200);
    await expectOwnersAccount(email);
  });

  it('ends with the owner’s details and code when both jobs run at once', async () => {
    const email = a.uniqueEmail('race');
    expect((await signUp(email, SQUATTER)).statusCode).toBe(201);
    expect((await signUp(email, OWNER)).statusCode).toBe(201);
    await t.runJobs();
    // A job that lost the insert to the other one is retried later.
    await t.runJobs(new Date(Date.now() + 10 * 60_000));

    const mails = await codeMails(email);
    const owners = mails.filter((m) => m.name === OWNER.name);
    expect(owners).toHaveLength(1);
    // A code mailed for the squatter's details, if its job went first, died with them.
    for (const mail of mails.filter((m) => m.name === SQUATTER.name)) {
      expect((await verify(email, mail.code)).statusCode).toBe(400);
    }
    expect((await verify(email, owners[0]!.code)).statusCode).toBe(200);
    await expectOwnersAccount(email);
  });
});
