import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@labshop/domain/validation/profile';
import { SIGNUP_MESSAGES } from '@labshop/domain/validation/signup';
import { users } from '../src/db/schema.ts';
import { AUTH_MESSAGES } from '../src/modules/auth/messages.ts';
import { PROFILE_ANSWERS as M } from '../src/modules/profile/messages.ts';
import * as a from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: a.fromOurPages(t, cookie ? { cookie } : {}) });

const address = (overrides: Record<string, unknown> = {}) => ({
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560001',
  landmark: 'Opposite the metro',
  addressType: 'Office',
  isPrimary: false,
  ...overrides,
});

async function verifyPhone(cookie: string, phone: string) {
  expect((await call('POST', '/api/user/phone/send-otp', cookie)).statusCode).toBe(200);
  const otp = await a.phoneCodeFrom(t, phone);
  return call('POST', '/api/user/phone/verify', cookie, { otp });
}

describe('GET /api/user/profile', () => {
  it('asks a guest to log in', async () => {
    const res = await call('GET', '/api/user/profile');
    expect([res.statusCode, res.json()]).toEqual([401, { message: 'Please log in to continue.' }]);
  });

  it('returns the profile fields and an empty address list', async () => {
    const user = await a.loggedInUser(t);
    const res = await call('GET', '/api/user/profile', user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'Asha Rao',
      email: user.email,
      phoneNumber: '9876543210',
      phoneVerified: false,
      isCorporate: false,
      addresses: [],
    });
  });

  it('returns the corporate details of a corporate account', async () => {
    const corporateDetails = {
      gstNumber: '29ABCDE1234F1ZW',
      tradeName: 'Rao Labs',
      companyScale: 'large',
    };
    const user = await a.loggedInUser(t, { isCorporate: true, corporateDetails });
    const res = await call('GET', '/api/user/profile', user.cookie);
    expect(res.json()).toMatchObject({ isCorporate: true, corporateDetails });
  });
});

describe('PUT /api/user/profile', () => {
  it('updates name and phone number', async () => {
    const user = await a.loggedInUser(t);
    const res = await call('PUT', '/api/user/profile', user.cookie, {
      name: 'Asha Devi Rao',
      phoneNumber: '9123456780',
    });
    expect([res.statusCode, res.json()]).toEqual([200, { message: M.profileUpdated }]);
    const profile = (await call('GET', '/api/user/profile', user.cookie)).json();
    expect(profile).toMatchObject({ name: 'Asha Devi Rao', phoneNumber: '9123456780' });
  });

  it.each([
    [{ name: '', phoneNumber: '9123456780' }, '_', PROFILE_MESSAGES.empty],
    [{ name: 'Asha', phoneNumber: ' ' }, '_', PROFILE_MESSAGES.empty],
    [{ name: 'Asha  Rao', phoneNumber: '9123456780' }, 'name', PROFILE_MESSAGES.name],
    [{ name: 'Asha 2', phoneNumber: '9123456780' }, 'name', PROFILE_MESSAGES.name],
    [{ name: 'Asha', phoneNumber: '91234 6780' }, 'phoneNumber', PROFILE_MESSAGES.phone],
    [{ name: 'Asha', phoneNumber: '912345678' }, 'phoneNumber', PROFILE_MESSAGES.phone],
  ])('refuses %j with the spec message', async (body, field, message) => {
    const user = await a.loggedInUser(t);
    const res = await call('PUT', '/api/user/profile', user.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: message } });
  });

  it('makes a changed phone number unverified again, and keeps an unchanged one verified', async () => {
    const user = await a.loggedInUser(t);
    expect((await verifyPhone(user.cookie, '9876543210')).statusCode).toBe(200);
    await call('PUT', '/api/user/profile', user.cookie, {
      name: 'Asha',
      phoneNumber: '9876543210',
    });
    let profile = (await call('GET', '/api/user/profile', user.cookie)).json();
    expect(profile.phoneVerified).toBe(true);
    await call('PUT', '/api/user/profile', user.cookie, {
      name: 'Asha',
      phoneNumber: '9000000001',
    });
    profile = (await call('GET', '/api/user/profile', user.cookie)).json();
    expect([profile.phoneNumber, profile.phoneVerified]).toEqual(['9000000001', false]);
  });

  it('replaces the whole address list when the body carries addresses', async () => {
    const user = await a.loggedInUser(t);
    const first = await call('PUT', '/api/user/profile', user.cookie, {
      addresses: [
        address({ isPrimary: true }),
        address({ street: '3 Park St', addressType: 'Home' }),
      ],
    });
    expect(first.statusCode).toBe(200);
    const saved = first.json().user.addresses;
    expect(first.json().message).toBe(M.addressesUpdated);
    expect(saved.map((x: { street: string }) => x.street)).toEqual(['12 MG Road', '3 Park St']);
    // Keep the second, now primary; drop the first; add a new one.
    const second = await call('PUT', '/api/user/profile', user.cookie, {
      addresses: [{ ...saved[1], isPrimary: true }, address({ street: '9 Lake View' })],
    });
    const now = second.json().user.addresses;
    expect(now).toHaveLength(2);
    expect(now[0]).toMatchObject({ _id: saved[1]._id, isPrimary: true });
    expect(now[1]).toMatchObject({ street: '9 Lake View', isPrimary: false });
  });

  it('refuses two primary addresses and a missing landmark in the list', async () => {
    const user = await a.loggedInUser(t);
    const two = await call('PUT', '/api/user/profile', user.cookie, {
      addresses: [address({ isPrimary: true }), address({ isPrimary: true })],
    });
    expect([two.statusCode, two.json()]).toEqual([400, { message: M.onePrimary }]);
    const noLandmark = await call('PUT', '/api/user/profile', user.cookie, {
      addresses: [address({ landmark: '' })],
    });
    expect(noLandmark.statusCode).toBe(400);
    expect(noLandmark.json().errors).toEqual({ 'addresses.0.landmark': 'Landmark is required' });
  });
});

describe('PUT /api/user/profile/gst-number', () => {
  const corporate = {
    isCorporate: true,
    corporateDetails: {
      gstNumber: '29ABCDE1234F1ZW',
      tradeName: 'Rao Labs',
      companyScale: 'small',
    },
  };
  const put = (cookie: string | undefined, payload: object) =>
    call('PUT', '/api/user/profile/gst-number', cookie, payload);

  it('lets a corporate buyer change their GSTIN, kept upper case without spaces', async () => {
    const user = await a.loggedInUser(t, corporate);
    const res = await put(user.cookie, { gstNumber: ' 32aaacr5055k1zg ' });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { message: M.gstNumberUpdated, gstNumber: '32AAACR5055K1ZG' },
    ]);
    const profile = (await call('GET', '/api/user/profile', user.cookie)).json();
    expect(profile.corporateDetails).toEqual({
      ...corporate.corporateDetails,
      gstNumber: '32AAACR5055K1ZG',
    });
  });

  it.each([
    ['', SIGNUP_MESSAGES.gstRequired],
    ['   ', SIGNUP_MESSAGES.gstRequired],
    ['32AAACR5055K1ZH', 'Please enter a valid GST Number.'],
    ['99AAACR5055K1ZG', 'Please enter a valid GST Number.'],
    ['G'.repeat(21), 'Please enter a valid GST Number.'],
  ])(
    'refuses the GSTIN %j by its checksum, as signup does, and keeps the old one',
    async (gstNumber, message) => {
      const user = await a.loggedInUser(t, corporate);
      const res = await put(user.cookie, { gstNumber });
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { message, errors: { gstNumber: message } },
      ]);
      const profile = (await call('GET', '/api/user/profile', user.cookie)).json();
      expect(profile.corporateDetails.gstNumber).toBe('29ABCDE1234F1ZW');
    },
  );

  it('refuses an individual account and an admin with 403, and a guest with 401', async () => {
    const individual = await a.loggedInUser(t);
    const res = await put(individual.cookie, { gstNumber: '32AAACR5055K1ZG' });
    expect([res.statusCode, res.json()]).toEqual([403, { message: M.notCorporate }]);
    const [row] = await t.db.select().from(users).where(eq(users.email, individual.email));
    expect(row?.gstNumber).toBeNull();

    const admin = await a.loggedInUser(t, corporate);
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.email, admin.email));
    expect((await put(admin.cookie, { gstNumber: '32AAACR5055K1ZG' })).statusCode).toBe(403);

    expect((await put(undefined, { gstNumber: '32AAACR5055K1ZG' })).statusCode).toBe(401);
  });
});

describe('phone verification', () => {
  it('sends a 6-digit code by SMS and marks the phone verified', async () => {
    const user = await a.loggedInUser(t);
    const sent = await call('POST', '/api/user/phone/send-otp', user.cookie);
    expect([sent.statusCode, sent.json()]).toEqual([200, { message: M.phoneCodeSent }]);
    const otp = await a.phoneCodeFrom(t, '9876543210');
    const res = await call('POST', '/api/user/phone/verify', user.cookie, { otp });
    expect([res.statusCode, res.json()]).toEqual([200, { message: M.phoneVerified }]);
    expect((await call('GET', '/api/user/profile', user.cookie)).json().phoneVerified).toBe(true);
    const again = await call('POST', '/api/user/phone/send-otp', user.cookie);
    expect([again.statusCode, again.json()]).toEqual([400, { message: M.phoneAlreadyVerified }]);
  });

  it('refuses a wrong code, a malformed code, and a user without a phone number', async () => {
    const user = await a.loggedInUser(t);
    await call('POST', '/api/user/phone/send-otp', user.cookie);
    const otp = await a.phoneCodeFrom(t, '9876543210');
    const wrong = await call('POST', '/api/user/phone/verify', user.cookie, {
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { message: AUTH_MESSAGES.invalidCode }]);
    const malformed = await call('POST', '/api/user/phone/verify', user.cookie, { otp: '12345' });
    expect(malformed.json().message).toBe(SIGNUP_MESSAGES.otpInvalid);
    const [row] = await t.db.select().from(users).where(eq(users.email, user.email));
    await t.db.update(users).set({ phoneNumber: null }).where(eq(users.id, row!.id));
    const none = await call('POST', '/api/user/phone/send-otp', user.cookie);
    expect([none.statusCode, none.json()]).toEqual([400, { message: M.noPhone }]);
  });

  it('refuses a code sent to the number before it was changed', async () => {
    const user = await a.loggedInUser(t);
    await call('POST', '/api/user/phone/send-otp', user.cookie);
    const otp = await a.phoneCodeFrom(t, '9876543210');
    await call('PUT', '/api/user/profile', user.cookie, {
      name: 'Asha',
      phoneNumber: '9000000002',
    });
    const res = await call('POST', '/api/user/phone/verify', user.cookie, { otp });
    expect([res.statusCode, res.json()]).toEqual([400, { message: AUTH_MESSAGES.invalidCode }]);
  });

  it('asks a guest to log in', async () => {
    expect((await call('POST', '/api/user/phone/send-otp')).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/user/phone/verify', undefined, { otp: '123456' })).statusCode,
    ).toBe(401);
  });
});
