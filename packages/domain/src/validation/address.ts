import { z } from 'zod';
import { ADDRESS_TYPES, DEFAULT_ADDRESS_TYPE, PIN_CODE_DIGITS } from '../constants.ts';
import { indianStateNamed } from '../gst/states.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { firstProblem, isBlank, requiredRule, ruledText, type Rule } from './rules.ts';

export const ADDRESS_MESSAGES = {
  street: 'Street is required',
  city: 'City is required',
  state: 'State is required',
  // Invoices name the place of supply for GST by the state, so only the official list will do.
  stateUnknown: 'Choose a state or union territory from the list',
  zipcode: 'PIN code must be 6 digits',
  landmark: 'Landmark is required',
  incomplete: 'Please fill all address fields',
  addressType: 'Address type must be Home or Office',
} as const;

export const ADDRESS_REQUIRED_FIELDS = ['street', 'city', 'state', 'zipcode', 'landmark'] as const;
export type AddressRequiredField = (typeof ADDRESS_REQUIRED_FIELDS)[number];

const PIN_CODE_PATTERN = new RegExp(`^[0-9]{${PIN_CODE_DIGITS}}$`);

// Landmark takes the stricter of the spec's two readings: required everywhere.
const ADDRESS_FIELD_RULES: Record<AddressRequiredField, readonly Rule[]> = {
  street: [requiredRule(ADDRESS_MESSAGES.street)],
  city: [requiredRule(ADDRESS_MESSAGES.city)],
  state: [
    requiredRule(ADDRESS_MESSAGES.state),
    { fails: (value) => !indianStateNamed(value), message: ADDRESS_MESSAGES.stateUnknown },
  ],
  zipcode: [
    { fails: (value) => !PIN_CODE_PATTERN.test(value.trim()), message: ADDRESS_MESSAGES.zipcode },
  ],
  landmark: [requiredRule(ADDRESS_MESSAGES.landmark)],
};

export function addressFieldProblem(field: AddressRequiredField, value: string): string | null {
  return firstProblem(value, ADDRESS_FIELD_RULES[field]);
}

/** The form-level message shown when any required field is still blank. */
export function addressFormProblem(
  values: Partial<Record<AddressRequiredField, string>>,
): string | null {
  const hasBlank = ADDRESS_REQUIRED_FIELDS.some((field) => isBlank(values[field] ?? ''));
  return hasBlank ? ADDRESS_MESSAGES.incomplete : null;
}

function addressText(field: AddressRequiredField) {
  return ruledText(ADDRESS_FIELD_RULES[field], TEXT_LIMITS[field]).transform((value) =>
    value.trim(),
  );
}

export const addressSchema = z.object({
  street: addressText('street'),
  city: addressText('city'),
  // 'tamil nadu' or 'Orissa' is kept as the official 'Tamil Nadu' or 'Odisha' the invoice needs.
  state: addressText('state').transform((value) => indianStateNamed(value)?.name ?? value),
  zipcode: addressText('zipcode'),
  landmark: addressText('landmark'),
  addressType: z
    .enum(ADDRESS_TYPES, { error: ADDRESS_MESSAGES.addressType })
    .default(DEFAULT_ADDRESS_TYPE),
  isPrimary: z.boolean().default(false),
});
export type AddressInput = z.output<typeof addressSchema>;

/** An address as the profile PUT sends it back: the saved ones carry their _id. */
export const savedAddressSchema = addressSchema.extend({
  _id: z.string().min(1).max(TEXT_LIMITS.id).optional(),
});
export type SavedAddressInput = z.output<typeof savedAddressSchema>;
