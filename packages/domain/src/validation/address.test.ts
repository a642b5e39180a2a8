import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  addressFieldProblem,
  addressFormProblem,
  addressSchema,
  savedAddressSchema,
} from './address.ts';

const valid = {
  street: '12 Industrial Estate',
  city: 'Chennai',
  state: 'Tamil Nadu',
  zipcode: '600032',
  landmark: 'Near the bus depot',
};

function messageAt(input: unknown, field: string) {
  const result = addressSchema.safeParse(input);
  return result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;
}

describe('address form', () => {
  it.each([
    ['street', 'Street is required'],
    ['city', 'City is required'],
    ['state', 'State is required'],
    ['landmark', 'Landmark is required'],
  ] as const)('rejects a blank %s with the spec message', (field, message) => {
    expect(messageAt({ ...valid, [field]: '  ' }, field)).toBe(message);
    expect(addressFieldProblem(field, '')).toBe(message);
  });

  it.each(['', '1234', '60003', '1234567', '60003a', '600 032'])(
    'rejects PIN code %j: six digits only',
    (zipcode) => {
      expect(messageAt({ ...valid, zipcode }, 'zipcode')).toBe('PIN code must be 6 digits');
    },
  );

  it('accepts a 6-digit PIN code, trimmed', () => {
    expect(addressFieldProblem('zipcode', '600032')).toBeNull();
    expect(addressSchema.parse({ ...valid, zipcode: ' 600032 ' }).zipcode).toBe('600032');
  });

  it.each(['Narnia', 'Tamil', 'Other Territory', 'Madras'])(
    'rejects the state %j: not one of the 28 states and 8 union territories',
    (state) => {
      expect(messageAt({ ...valid, state }, 'state')).toBe(
        'Choose a state or union territory from the list',
      );
    },
  );

  it.each([
    ['Tamil Nadu', 'Tamil Nadu', '600032'],
    ['  karnataka ', 'Karnataka', '560001'],
    ['Orissa', 'Odisha', '751001'],
    ['Andaman & Nicobar Islands', 'Andaman and Nicobar Islands', '744101'],
    ['Ladakh', 'Ladakh', '194101'],
  ])('keeps the state %j as its official name %j', (state, official, zipcode) => {
    expect(addressSchema.parse({ ...valid, state, zipcode }).state).toBe(official);
  });

  it('refuses a PIN code of another state at the PIN code, naming the state', () => {
    const kerala = { ...valid, city: 'Pune', state: 'Kerala', zipcode: '411026' };
    expect(addressSchema.safeParse(kerala).error?.issues).toEqual([
      expect.objectContaining({ path: ['zipcode'], message: 'This PIN code is not in Kerala.' }),
    ]);
    expect(messageAt({ ...valid, state: 'maharashtra', zipcode: '682001' }, 'zipcode')).toBe(
      'This PIN code is not in Maharashtra.',
    );
    expect(savedAddressSchema.safeParse({ ...kerala, _id: 'a1' }).success).toBe(false);
    expect(addressSchema.parse({ ...kerala, state: 'Maharashtra' }).state).toBe('Maharashtra');
  });

  it('leaves the PIN code check to the field messages while state or PIN is not valid', () => {
    expect(messageAt({ ...valid, zipcode: '41102' }, 'zipcode')).toBe(ADDRESS_MESSAGES.zipcode);
    const unknownState = addressSchema.safeParse({ ...valid, state: 'Narnia' });
    expect(unknownState.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['state']);
  });

  it.each(['12345', '  --  ', '560/001'])(
    'refuses the city %j: it must contain letters',
    (city) => {
      expect(messageAt({ ...valid, city }, 'city')).toBe('City must contain letters');
      expect(addressFieldProblem('city', city)).toBe(ADDRESS_MESSAGES.cityLetters);
    },
  );

  it.each(['Navi Mumbai', 'Sector 62, Noida', 'बेंगलूरु', 'Tiruchirappalli'])(
    'accepts the city %j',
    (city) => {
      expect(addressFieldProblem('city', city)).toBeNull();
    },
  );

  it('gives the form-level message when any required field is blank', () => {
    expect(addressFormProblem({ ...valid, landmark: '' })).toBe('Please fill all address fields');
    expect(ADDRESS_MESSAGES.incomplete).toBe('Please fill all address fields');
    expect(addressFormProblem(valid)).toBeNull();
  });

  it('defaults to a Home address that is not primary, with no ship-to details', () => {
    expect(addressSchema.parse(valid)).toEqual({
      ...valid,
      addressType: 'Home',
      isPrimary: false,
      recipientName: '',
      phone: '',
      company: '',
    });
  });

  it('keeps the optional recipient name, phone and company, trimmed', () => {
    const shipTo = {
      recipientName: ' Dr  Meena Iyer ',
      phone: ' 9876543210 ',
      company: ' Kaveri  Labs ',
    };
    expect(addressSchema.parse({ ...valid, ...shipTo })).toMatchObject({
      recipientName: 'Dr Meena Iyer',
      phone: '9876543210',
      company: 'Kaveri Labs',
    });
  });

  it.each(['98765', '98765432101', '98765 43210', '+919876543210'])(
    'refuses the recipient phone %j with the spec phone message',
    (phone) => {
      expect(messageAt({ ...valid, phone }, 'phone')).toBe(
        'Phone Number must contain exactly 10 digits and no spaces',
      );
    },
  );

  it('refuses a recipient name without letters, and overlong ship-to details', () => {
    expect(messageAt({ ...valid, recipientName: '1234' }, 'recipientName')).toBe(
      ADDRESS_MESSAGES.recipientNameLetters,
    );
    expect(messageAt({ ...valid, recipientName: 'a'.repeat(81) }, 'recipientName')).toBe(
      'Must be at most 80 characters.',
    );
    expect(messageAt({ ...valid, company: 'a'.repeat(121) }, 'company')).toBe(
      'Must be at most 120 characters.',
    );
  });

  it('rejects an address type other than Home or Office', () => {
    expect(messageAt({ ...valid, addressType: 'Lab' }, 'addressType')).toBe(
      ADDRESS_MESSAGES.addressType,
    );
  });

  it('words a primary flag that is not true or false', () => {
    expect(messageAt({ ...valid, isPrimary: 'yes' }, 'isPrimary')).toBe(
      'Primary must be true or false',
    );
  });

  it('keeps the _id of a saved address', () => {
    expect(savedAddressSchema.parse({ ...valid, _id: 'a1' })._id).toBe('a1');
  });
});
