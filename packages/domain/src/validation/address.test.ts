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

  it.each(['', '1234', '1234567', '60003a'])(
    'rejects zipcode %j with the spec message',
    (zipcode) => {
      expect(messageAt({ ...valid, zipcode }, 'zipcode')).toBe(
        'Enter a valid Zipcode (5-6 digits)',
      );
    },
  );

  it('accepts 5 and 6 digit zipcodes', () => {
    expect(addressFieldProblem('zipcode', '60003')).toBeNull();
    expect(addressFieldProblem('zipcode', '600032')).toBeNull();
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
