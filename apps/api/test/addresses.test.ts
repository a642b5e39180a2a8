import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '@labshop/domain/validation/address';
import { PROFILE_ANSWERS as M } from '../src/modules/profile/messages.ts';
import * as a from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = (await a.loggedInUser(t)).cookie;
  bob = (await a.loggedInUser(t)).cookie;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: a.fromOurPages(t, cookie ? { cookie } : {}) });

const address = (overrides: Record<string, unknown> = {}) => ({
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560001',
  landmark: 'Opposite the metro',
  addressType: 'Home',
  isPrimary: false,
  ...overrides,
});

// What an address answers when it names no recipient of its own.
const NO_SHIP_TO = { recipientName: '', phone: '', company: '' };

async function addressesOf(cookie: string) {
  return (await call('GET', '/api/user/profile', cookie)).json().addresses as {
    _id: string;
    isPrimary: boolean;
    street: string;
  }[];
}

describe('POST /api/user/addresses', () => {
  it('adds an address; the first one becomes primary', async () => {
    const cookie = (await a.loggedInUser(t)).cookie;
    const res = await call('POST', '/api/user/addresses', cookie, address());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: M.addressAdded,
      address: { _id: expect.any(String), ...address(), ...NO_SHIP_TO, isPrimary: true },
    });
    const second = await call('POST', '/api/user/addresses', cookie, address({ street: '2 B St' }));
    expect(second.json().address.isPrimary).toBe(false);
  });

  it('keeps at most one primary address', async () => {
    const cookie = (await a.loggedInUser(t)).cookie;
    await call('POST', '/api/user/addresses', cookie, address());
    const res = await call(
      'POST',
      '/api/user/addresses',
      cookie,
      address({ isPrimary: true, street: 'New' }),
    );
    expect(res.json().address.isPrimary).toBe(true);
    const list = await addressesOf(cookie);
    expect(list.filter((x) => x.isPrimary).map((x) => x.street)).toEqual(['New']);
  });

  it.each([
    ['street', ADDRESS_MESSAGES.street],
    ['city', ADDRESS_MESSAGES.city],
    ['state', ADDRESS_MESSAGES.state],
    ['zipcode', ADDRESS_MESSAGES.zipcode],
    ['landmark', ADDRESS_MESSAGES.landmark],
  ])('refuses a blank %s with %j', async (field, message) => {
    const res = await call('POST', '/api/user/addresses', alice, address({ [field]: '  ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: message } });
  });

  it.each(['1234', '56001', '1234567', '56OO01'])(
    'refuses the PIN code %j: six digits only',
    async (zipcode) => {
      const res = await call('POST', '/api/user/addresses', alice, address({ zipcode }));
      expect([res.statusCode, res.json().message]).toEqual([400, 'PIN code must be 6 digits']);
    },
  );

  it.each(['Narnia', 'Bangalore', 'Other Territory'])(
    'refuses the state %j: only the 28 states and 8 union territories',
    async (state) => {
      const res = await call('POST', '/api/user/addresses', alice, address({ state }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: ADDRESS_MESSAGES.stateUnknown,
        errors: { state: ADDRESS_MESSAGES.stateUnknown },
      });
    },
  );

  it('saves a state typed loosely under its official name, as invoices need it', async () => {
    const cookie = (await a.loggedInUser(t)).cookie;
    const res = await call(
      'POST',
      '/api/user/addresses',
      cookie,
      address({ city: 'Bhubaneswar', state: ' orissa ', zipcode: '751001' }),
    );
    expect([res.statusCode, res.json().address.state]).toEqual([201, 'Odisha']);
  });

  it('refuses an address type other than Home or Office', async () => {
    const res = await call('POST', '/api/user/addresses', alice, address({ addressType: 'Lab' }));
    expect([res.statusCode, res.json().message]).toEqual([400, ADDRESS_MESSAGES.addressType]);
  });

  it('asks a guest to log in', async () => {
    expect((await call('POST', '/api/user/addresses', undefined, address())).statusCode).toBe(401);
  });

  it('stores SQL-like and HTML input as plain text and returns it unchanged', async () => {
    const cookie = (await a.loggedInUser(t)).cookie;
    const street = "'); DROP TABLE users; --";
    const landmark = '<script>alert("x")</script> & <b>bold</b>';
    const res = await call('POST', '/api/user/addresses', cookie, address({ street, landmark }));
    expect(res.statusCode).toBe(201);
    const [saved] = await addressesOf(cookie);
    expect(saved).toMatchObject({ street, landmark });
    expect((await call('GET', '/api/auth/status', cookie)).json().loggedIn).toBe(true);
  });
});

describe('PUT and DELETE /api/user/addresses/{id}', () => {
  it('updates an own address and can make it primary', async () => {
    const cookie = (await a.loggedInUser(t)).cookie;
    await call('POST', '/api/user/addresses', cookie, address());
    const other = (
      await call('POST', '/api/user/addresses', cookie, address({ street: 'B' }))
    ).json();
    const res = await call(
      'PUT',
      `/api/user/addresses/${other.address._id}`,
      cookie,
      address({
        street: 'B2',
        addressType: 'Office',
        isPrimary: true,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: M.addressUpdated,
      address: {
        ...address({ street: 'B2', addressType: 'Office', isPrimary: true }),
        ...NO_SHIP_TO,
        _id: other.address._id,
      },
    });
    const list = await addressesOf(cookie);
    expect(list.filter((x) => x.isPrimary).map((x) => x._id)).toEqual([other.address._id]);
  });

  it('validates the body of an update with the same messages', async () => {
    const { address: mine } = (await call('POST', '/api/user/addresses', alice, address())).json();
    const res = await call(
      'PUT',
      `/api/user/addresses/${mine._id}`,
      alice,
      address({ landmark: '' }),
    );
    expect([res.statusCode, res.json().message]).toEqual([400, ADDRESS_MESSAGES.landmark]);
    const state = await call(
      'PUT',
      `/api/user/addresses/${mine._id}`,
      alice,
      address({ state: 'Madras Presidency' }),
    );
    expect([state.statusCode, state.json().message]).toEqual([400, ADDRESS_MESSAGES.stateUnknown]);
  });

  it('deletes an own address, then answers 404 for it', async () => {
    const { address: mine } = (await call('POST', '/api/user/addresses', alice, address())).json();
    const res = await call('DELETE', `/api/user/addresses/${mine._id}`, alice);
    expect([res.statusCode, res.json()]).toEqual([200, { message: M.addressDeleted }]);
    const again = await call('DELETE', `/api/user/addresses/${mine._id}`, alice);
    expect([again.statusCode, again.json()]).toEqual([404, { message: M.addressNotFound }]);
  });

  it("cannot edit or delete another user's address (404) and leaves it untouched", async () => {
    const { address: bobs } = (
      await call('POST', '/api/user/addresses', bob, address({ isPrimary: true }))
    ).json();
    const edit = await call(
      'PUT',
      `/api/user/addresses/${bobs._id}`,
      alice,
      address({ street: 'Hacked', isPrimary: true }),
    );
    expect([edit.statusCode, edit.json()]).toEqual([404, { message: M.addressNotFound }]);
    const del = await call('DELETE', `/api/user/addresses/${bobs._id}`, alice);
    expect(del.statusCode).toBe(404);
    const viaList = await call('PUT', '/api/user/profile', alice, {
      addresses: [{ ...address(), _id: bobs._id }],
    });
    expect(viaList.statusCode).toBe(404);
    const list = await addressesOf(bob);
    expect(list.find((x) => x._id === bobs._id)).toMatchObject({
      street: '12 MG Road',
      isPrimary: true,
    });
  });

  it.each(['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1' OR '1'='1"])(
    'answers 404, never 500, for the id %j',
    async (id) => {
      const url = `/api/user/addresses/${encodeURIComponent(id)}`;
      expect((await call('PUT', url, alice, address())).statusCode).toBe(404);
      expect((await call('DELETE', url, alice)).statusCode).toBe(404);
    },
  );

  it('asks a guest to log in', async () => {
    const id = '00000000-0000-0000-0000-000000000000';
    expect((await call('PUT', `/api/user/addresses/${id}`, undefined, address())).statusCode).toBe(
      401,
    );
    expect((await call('DELETE', `/api/user/addresses/${id}`)).statusCode).toBe(401);
  });
});

describe('the PIN code belongs to the state', () => {
  const puneInKerala = address({ city: 'Pune', state: 'Kerala', zipcode: '411026' });
  const refusal = {
    message: 'This PIN code is not in Kerala.',
    errors: { zipcode: 'This PIN code is not in Kerala.' },
  };

  it('refuses a Pune PIN code in Kerala with the exact message and saves nothing', async () => {
    const cookie = (await a.loggedInUser(t)).cookie;
    const res = await call('POST', '/api/user/addresses', cookie, puneInKerala);
    expect([res.statusCode, res.json()]).toEqual([400, refusal]);
    expect(await addressesOf(cookie)).toEqual([]);
    const viaList = await call('PUT', '/api/user/profile', cookie, { addresses: [puneInKerala] });
    expect([viaList.statusCode, viaList.json().message]).toEqual([400, refusal.message]);
    expect(await addressesOf(cookie)).toEqual([]);
  });

  it('refuses to change a saved address to a PIN code of another state and keeps it', async () => {
    const cookie = (await a.loggedInUser(t)).cookie;
    const { address: saved } = (
      await call('POST', '/api/user/addresses', cookie, address())
    ).json();
    const url = `/api/user/addresses/${saved._id}`;
    const res = await call('PUT', url, cookie, address({ zipcode: '682001' }));
    expect([res.statusCode, res.json()]).toEqual([
      400,
      {
        message: 'This PIN code is not in Karnataka.',
        errors: { zipcode: 'This PIN code is not in Karnataka.' },
      },
    ]);
    expect(await addressesOf(cookie)).toEqual([expect.objectContaining({ zipcode: '560001' })]);
  });

  it('accepts the same PIN code with its own state, and union territories by their prefixes', async () => {
    const cookie = (await a.loggedInUser(t)).cookie;
    const pune = await call('POST', '/api/user/addresses', cookie, {
      ...puneInKerala,
      state: 'Maharashtra',
    });
    expect(pune.statusCode).toBe(201);
    const islands = address({ city: 'Kavaratti', state: 'Lakshadweep', zipcode: '682555' });
    expect((await call('POST', '/api/user/addresses', cookie, islands)).statusCode).toBe(201);
    const kochi = address({ city: 'Kochi', state: 'Lakshadweep', zipcode: '682001' });
    const refused = await call('POST', '/api/user/addresses', cookie, kochi);
    expect(refused.json().message).toBe('This PIN code is not in Lakshadweep.');
  });

  it.each(['411026', '12345'])('refuses the city %j: a city has letters', async (city) => {
    const res = await call('POST', '/api/user/addresses', alice, address({ city }));
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { message: 'City must contain letters', errors: { city: 'City must contain letters' } },
    ]);
  });
});

describe('ship-to details of an address', () => {
  const shipTo = { recipientName: 'Dr Meena Iyer', phone: '9876543210', company: 'Kaveri Labs' };

  it('keeps an optional recipient name, phone and company, and answers them with the address', async () => {
    const cookie = (await a.loggedInUser(t)).cookie;
    const res = await call('POST', '/api/user/addresses', cookie, address(shipTo));
    expect(res.statusCode).toBe(201);
    expect(res.json().address).toMatchObject(shipTo);
    const [saved] = await addressesOf(cookie);
    expect(saved).toMatchObject(shipTo);
    const cleared = await call('PUT', `/api/user/addresses/${saved!._id}`, cookie, address());
    expect(cleared.json().address).toMatchObject(NO_SHIP_TO);
  });

  it.each([
    ['phone', '98765', ADDRESS_MESSAGES.phone],
    ['phone', '98765 43210', ADDRESS_MESSAGES.phone],
    ['recipientName', '42', ADDRESS_MESSAGES.recipientNameLetters],
    ['recipientName', 'M'.repeat(81), 'Must be at most 80 characters.'],
    ['company', 'C'.repeat(121), 'Must be at most 120 characters.'],
  ])('refuses the %s %j', async (field, value, message) => {
    const res = await call('POST', '/api/user/addresses', alice, address({ [field]: value }));
    expect([res.statusCode, res.json()]).toEqual([400, { message, errors: { [field]: message } }]);
  });
});
