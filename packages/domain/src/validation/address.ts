import { z } from 'zod';
import {
  ADDRESS_TYPES,
  DEFAULT_ADDRESS_TYPE,
  PHONE_DIGITS,
  PIN_CODE_DIGITS,
} from '../constants.ts';
import { indianStateNamed } from '../gst/states.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { isPinCodeInState } from '../pin-codes.ts';
import { PROFILE_MESSAGES } from './profile.ts';
import {
  collapseSpaces,
  countLetters,
  firstProblem,
  isBlank,
  requiredRule,
  ruledText,
  type Rule,
} from './rules.ts';

export const ADDRESS_MESSAGES = {
  street: 'Street is required',
  city: 'City is required',
  cityLetters: 'City must contain letters',
  state: 'State is required',
  // Invoices name the place of supply for GST by the state, so only the official list will do.
  stateUnknown: 'Choose a state or union territory from the list',
  zipcode: 'PIN code must be 6 digits',
  // A PIN code of another state would put the wrong place of supply, and tax, on the invoice.
  pinNotInState: (state: string) => `This PIN code is not in ${state}.`,
  landmark: 'Landmark is required',
  incomplete: 'Please fill all address fields',
  addressType: 'Address type must be Home or Office',
  isPrimary: 'Primary must be true or false',
  recipientNameLetters: 'Recipient name must contain letters',
  // The spec's rule and wording for a phone number (the profile's).
  phone: PROFILE_MESSAGES.phone,
} as const;

export const ADDRESS_REQUIRED_FIELDS = ['street', 'city', 'state', 'zipcode', 'landmark'] as const;
export type AddressRequiredField = (typeof ADDRESS_REQUIRED_FIELDS)[number];

const PIN_CODE_PATTERN = new RegExp(`^[0-9]{${PIN_CODE_DIGITS}}$`);

function lettersRule(message: string): Rule {
  return { fails: (value) => !isBlank(value) && countLetters(value) === 0, message };
}

// Landmark takes the stricter of the spec's two readings: required everywhere.
const ADDRESS_FIELD_RULES: Record<AddressRequiredField, readonly Rule[]> = {
  street: [requiredRule(ADDRESS_MESSAGES.street)],
  city: [requiredRule(ADDRESS_MESSAGES.city), lettersRule(ADDRESS_MESSAGES.cityLetters)],
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

/** The address's own message when its PIN code is not one India Post gives its state. */
export function pinCodeStateProblem(zipcode: string, state: string): string | null {
  const official = indianStateNamed(state);
  const pin = zipcode.trim();
  // A blank or malformed field already has its own message.
  if (!official || !PIN_CODE_PATTERN.test(pin)) return null;
  return isPinCodeInState(pin, official.name)
    ? null
    : ADDRESS_MESSAGES.pinNotInState(official.name);
}

const PHONE_PATTERN = new RegExp(`^[0-9]{${PHONE_DIGITS}}$`);

// Optional ship-to details: '' when the account holder receives the parcel.
const SHIP_TO_RULES = {
  recipientName: [lettersRule(ADDRESS_MESSAGES.recipientNameLetters)],
  phone: [
    {
      fails: (value: string) => !isBlank(value) && !PHONE_PATTERN.test(value.trim()),
      message: ADDRESS_MESSAGES.phone,
    },
  ],
  company: [],
} satisfies Record<string, readonly Rule[]>;

export type ShipToField = keyof typeof SHIP_TO_RULES;

export function shipToFieldProblem(field: ShipToField, value: string): string | null {
  return firstProblem(value, SHIP_TO_RULES[field]);
}

const addressShape = {
  street: addressText('street'),
  city: addressText('city'),
  // 'tamil nadu' or 'Orissa' is kept as the official 'Tamil Nadu' or 'Odisha' the invoice needs.
  state: addressText('state').transform((value) => indianStateNamed(value)?.name ?? value),
  zipcode: addressText('zipcode'),
  landmark: addressText('landmark'),
  addressType: z
    .enum(ADDRESS_TYPES, { error: ADDRESS_MESSAGES.addressType })
    .default(DEFAULT_ADDRESS_TYPE),
  isPrimary: z.boolean({ error: ADDRESS_MESSAGES.isPrimary }).default(false),
  recipientName: ruledText(SHIP_TO_RULES.recipientName, TEXT_LIMITS.name).transform(collapseSpaces),
  phone: ruledText(SHIP_TO_RULES.phone, TEXT_LIMITS.phone).transform((value) => value.trim()),
  company: ruledText(SHIP_TO_RULES.company, TEXT_LIMITS.tradeName).transform(collapseSpaces),
};

function checkPinCodeState(
  address: { zipcode: string; state: string },
  ctx: z.RefinementCtx,
): void {
  const message = pinCodeStateProblem(address.zipcode, address.state);
  if (message !== null) ctx.addIssue({ code: 'custom', message, path: ['zipcode'] });
}

export const addressSchema = z.object(addressShape).superRefine(checkPinCodeState);
export type AddressInput = z.output<typeof addressSchema>;

/** An address as the profile PUT sends it back: the saved ones carry their _id. */
export const savedAddressSchema = z
  .object({ ...addressShape, _id: z.string().min(1).max(TEXT_LIMITS.id).optional() })
  .superRefine(checkPinCodeState);
export type SavedAddressInput = z.output<typeof savedAddressSchema>;
