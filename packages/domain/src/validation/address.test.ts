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
    ['Tamil Nadu', 'Tamil Nadu'],
    ['  karnataka ', 'Karnataka'],
    ['Orissa', 'Odisha'],
    ['Andaman & Nicobar Islands', 'Andaman and Nicobar Islands'],
    ['Ladakh', 'Ladakh'],
  ])('keeps the state %j as its official name %j', (state, official) => {
    expect(addressSchema.parse({ ...valid, state }).state).toBe(official);
  });

  it('gives the form-level message when any required field is blank', () => {
    expect(addressFormProblem({ ...valid, landmark: '' })).toBe('Please fill all address fields');
    expect(ADDRESS_MESSAGES.incomplete).toBe('Please fill all address fields');
    expect(addressFormProblem(valid)).toBeNull();
  });

  it('defaults to a Home address that is not primary', () => {
    expect(addressSchema.parse(valid)).toEqual({ ...valid, addressType: 'Home', isPrimary: false });
  });

  it('rejects an address type other than Home or Office', () => {
    expect(messageAt({ ...valid, addressType: 'Lab' }, 'addressType')).toBe(
      ADDRESS_MESSAGES.addressType,
    );
  });

  it('keeps the _id of a saved address', () => {
    expect(savedAddressSchema.parse({ ...valid, _id: 'a1' })._id).toBe('a1');
  });
});
