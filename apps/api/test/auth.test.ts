import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@labshop/domain/validation/password';
import { SIGNUP_MESSAGES } from '@labshop/domain/validation/signup';
import { users } from '../src/db/schema.ts';
import { ensureAdmin } from '../src/modules/auth/ensure-admin.ts';
import { AUTH_MESSAGES as M } from '../src/modules/auth/messages.ts';
import * as a from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: a.nextIp(),
  });

describe('POST /api/auth/signup', () => {
  it('creates an individual account, lowercases the email and mails a 6-digit code', async () => {
    const email = a.uniqueEmail('Mixed').replace('mixed', 'MiXeD');
    const res = await post('/api/auth/signup', a.signupBody({ email }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: M.signedUp });
    await t.runJobs();
    const [row] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row).toMatchObject({ role: 'user', emailVerified: false, isCorporate: false });
    const mail = await a.readOutbox(t, 'verify-email', email.toLowerCase());
    expect(mail).toMatch(/^Subject: LabShop/m);
    expect(mail).toMatch(/Content-Type: text\/plain[\s\S]*Content-Type: text\/html/);
    expect(a.emailCodeFrom(mail)).toMatch(/^\d{6}$/);
  });

  it('creates a corporate account with its details', async () => {
    const corporateDetails = {
      gstNumber: '29ABCDE1234F1ZW',
      tradeName: 'Rao Labs',
      companyScale: 'small',
    };
    const body = a.signupBody({ isCorporate: true, corporateDetails });
    expect((await post('/api/auth/signup', body)).statusCode).toBe(201);
    await t.runJobs();
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({
      isCorporate: true,
      gstNumber: '29ABCDE1234F1ZW',
      companyScale: 'small',
    });
  });

  it("refuses a corporate signup without details, with each of the spec's messages", async () => {
    const res = await post(
      '/api/auth/signup',
      a.signupBody({ isCorporate: true, corporateDetails: {} }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      'corporateDetails.gstNumber': SIGNUP_MESSAGES.gstRequired,
      'corporateDetails.tradeName': SIGNUP_MESSAGES.tradeNameRequired,
      'corporateDetails.companyScale': SIGNUP_MESSAGES.companyScaleRequired,
    });
  });

  it('refuses a GST number that fails its checksum, with the issue’s message', async () => {
    const corporateDetails = {
      gstNumber: '29ABCDE1234F1ZX',
      tradeName: 'Rao Analytical Labs',
      companyScale: 'small',
    };
    const res = await post(
      '/api/auth/signup',
      a.signupBody({ isCorporate: true, corporateDetails }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'corporateDetails.gstNumber': 'Please enter a valid GST Number.',
    });
  });

  it('answers an empty form with the required messages, the first as message', async () => {
    const res = await post('/api/auth/signup', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: SIGNUP_MESSAGES.nameRequired,
      errors: {
        name: SIGNUP_MESSAGES.nameRequired,
        email: SIGNUP_MESSAGES.emailRequired,
        password: SIGNUP_MESSAGES.passwordRequired,
        phoneNumber: SIGNUP_MESSAGES.phoneRequired,
      },
    });
  });

  it.each([
    ['name', 'Al', SIGNUP_MESSAGES.nameTooShort],
    ['name', 'Asha 2', SIGNUP_MESSAGES.nameCharacters],
    ['email', 'not-an-email', SIGNUP_MESSAGES.emailInvalid],
    ['phoneNumber', '98765432101', SIGNUP_MESSAGES.phoneTooLong],
    ['phoneNumber', '98765', SIGNUP_MESSAGES.phoneTooShort],
    ['password', 'secret1!', PASSWORD_MESSAGES.uppercase],
    ['password', 'SECRET1!', PASSWORD_MESSAGES.lowercase],
    ['password', 'Secret!!', PASSWORD_MESSAGES.number],
    ['password', 'Secret11', PASSWORD_MESSAGES.special],
    ['password', 'Se1!', SIGNUP_MESSAGES.passwordTooShort],
  ])('refuses %s %j with %j', async (field, value, message) => {
    const res = await post('/api/auth/signup', a.signupBody({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: message } });
  });

  it('answers a second signup with the same email in any case exactly like a new one', async () => {
    const first = await a.signup(t);
    const res = await post('/api/auth/signup', a.signupBody({ email: first.email.toUpperCase() }));
    expect([res.statusCode, res.json()]).toEqual([201, { success: true, message: M.signedUp }]);
  });
});

describe('POST /api/auth/verify-email and /api/auth/resend-otp', () => {
  it('verifies the email with the mailed code', async () => {
    const { email } = await a.signup(t);
    const res = await a.verifyEmail(t, email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.emailVerified });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(true);
  });

  it('refuses a wrong code, a malformed code and an unknown email', async () => {
    const { email } = await a.signup(t);
    const code = a.emailCodeFrom(await a.readOutbox(t, 'verify-email', email));
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await post('/api/auth/verify-email', { email, otp: wrong });
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: M.invalidCode }]);
    const malformed = await post('/api/auth/verify-email', { email, otp: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(SIGNUP_MESSAGES.otpInvalid);
    const unknown = await post('/api/auth/verify-email', { email: a.uniqueEmail(), otp: code });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { message: M.invalidCode }]);
  });

  it('mails a new code that replaces the old one, and answers unknown emails the same', async () => {
    const { email } = await a.signup(t);
    const oldCode = a.emailCodeFrom(await a.readOutbox(t, 'verify-email', email));
    const res = await post('/api/auth/resend-otp', { email });
    expect([res.statusCode, res.json()]).toEqual([200, { message: M.codeResent }]);
    expect(await a.outboxCount(t, 'verify-email', email)).toBe(2);
    const newCode = a.emailCodeFrom(await a.readOutbox(t, 'verify-email', email));
    if (oldCode !== newCode) {
      const old = await post('/api/auth/verify-email', { email, otp: oldCode });
      expect(old.statusCode).toBe(400);
    }
    expect((await post('/api/auth/verify-email', { email, otp: newCode })).statusCode).toBe(200);
    const unknown = await post('/api/auth/resend-otp', { email: a.uniqueEmail() });
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { message: M.codeResent }]);
  });

  it('limits code mails per account', async () => {
    const { email } = await a.signup(t);
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push((await post('/api/auth/resend-otp', { email })).statusCode);
    }
    // The signup mail counts too: four resends pass, the fifth is refused.
    expect(answers).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('POST /api/auth/login, GET /api/auth/status, POST /api/auth/logout', () => {
  it('logs a verified user in with an httpOnly SameSite=Lax cookie and reports the status', async () => {
    const { email } = await a.signup(t);
    await a.verifyEmail(t, email);
    const res = await a.login(t, email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.loggedIn, role: 'user' });
    const cookie = res.cookies.find((c) => c.name === 'labshop_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/auth/status',
      headers: { cookie: a.sessionCookie(res) },
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(status.json()).toEqual({
      loggedIn: true,
      role: 'user',
      userId: row?.id,
      firstName: 'Asha',
    });
  });

  it('gives a wrong password and an unknown email the same 401', async () => {
    const { email } = await a.signup(t);
    await a.verifyEmail(t, email);
    const wrong = await a.login(t, email, 'Wrong1!x');
    const unknown = await a.login(t, a.uniqueEmail());
    expect([wrong.statusCode, wrong.json()]).toEqual([401, { message: M.invalidLogin }]);
    expect([unknown.statusCode, unknown.json()]).toEqual([401, { message: M.invalidLogin }]);
  });

  it('tells an unverified user to verify first', async () => {
    const { email } = await a.signup(t);
    const res = await a.login(t, email);
    expect([res.statusCode, res.json()]).toEqual([403, { message: M.unverified }]);
  });

  it('checks the email field with the login messages', async () => {
    const blank = await post('/api/auth/login', { email: '', password: 'x' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, 'Email is required.']);
    const bad = await post('/api/auth/login', { email: 'nope', password: 'x' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Invalid email format.']);
  });

  it('logs an admin in with role admin', async () => {
    await ensureAdmin(t.db, { email: 'boss@labshop.in', password: a.PASSWORD });
    const res = await a.login(t, 'boss@labshop.in');
    expect(res.json()).toEqual({ message: M.loggedIn, role: 'admin' });
  });

  it('logs out: the session row is deleted and the status is logged-out', async () => {
    const user = await a.loggedInUser(t);
    const res = await post('/api/auth/logout', {}, { cookie: user.cookie });
    expect([res.statusCode, res.json()]).toEqual([200, { message: M.loggedOut }]);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/auth/status',
      headers: { cookie: user.cookie },
    });
    expect(status.json().loggedIn).toBe(false);
    expect((await post('/api/auth/logout', {})).statusCode).toBe(200);
  });
});

describe('POST /api/auth/forgot-password and /api/auth/reset-password/{token}', () => {
  it('answers the same for known and unknown emails and mails a link only to the known one', async () => {
    const user = await a.loggedInUser(t);
    const known = await post('/api/auth/forgot-password', { email: user.email });
    const unknownEmail = a.uniqueEmail();
    const unknown = await post('/api/auth/forgot-password', { email: unknownEmail });
    expect([known.statusCode, known.json()]).toEqual([200, { message: M.resetSent }]);
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { message: M.resetSent }]);
    expect(await a.readOutbox(t, 'reset-password', user.email)).toContain(
      'http://localhost:3000/reset-password/',
    );
    expect(await a.outboxCount(t, 'reset-password', unknownEmail)).toBe(0);
  });

  it('sets the new password and ends the other sessions', async () => {
    const user = await a.loggedInUser(t);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = a.resetTokenFrom(await a.readOutbox(t, 'reset-password', user.email));
    const res = await post(`/api/auth/reset-password/${token}`, { newPassword: 'Fresh2@pass' });
    expect([res.statusCode, res.json()]).toEqual([200, { message: M.resetDone }]);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/auth/status',
      headers: { cookie: user.cookie },
    });
    expect(status.json().loggedIn).toBe(false);
    expect((await a.login(t, user.email)).statusCode).toBe(401);
    expect((await a.login(t, user.email, 'Fresh2@pass')).statusCode).toBe(200);
  });

  it.each([
    ['', PASSWORD_MESSAGES.empty],
    ['fresh2@pass', PASSWORD_MESSAGES.uppercase],
    ['FRESH2@PASS', PASSWORD_MESSAGES.lowercase],
    ['Fresh@pass', PASSWORD_MESSAGES.number],
    ['Fresh2pass', PASSWORD_MESSAGES.special],
    ['Fr2@', PASSWORD_MESSAGES.tooShort],
  ])('refuses the new password %j with %j', async (newPassword, message) => {
    const res = await post('/api/auth/reset-password/whatever', { newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { newPassword: message } });
  });

  it('refuses an unknown token', async () => {
    const res = await post('/api/auth/reset-password/not-a-token', { newPassword: 'Fresh2@pass' });
    expect([res.statusCode, res.json()]).toEqual([400, { message: M.resetInvalid }]);
  });
});
