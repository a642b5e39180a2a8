import { COUNT_LIMITS } from '@labshop/domain/limits';

// Server answers the spec does not word.
export const PROFILE_ANSWERS = {
  profileUpdated: 'Profile updated successfully',
  addressesUpdated: 'Addresses updated successfully',
  addressAdded: 'Address added successfully!',
  addressUpdated: 'Address updated successfully',
  addressDeleted: 'Address deleted successfully',
  addressNotFound: 'Address not found',
  onePrimary: 'Only one address can be primary.',
  duplicateAddress: 'Each address can appear only once.',
  tooManyAddresses: 'You can keep at most 20 addresses.',
  noPhone: 'Please add a phone number to your profile first.',
  phoneAlreadyVerified: 'Your phone number is already verified.',
  phoneCodeSent: 'We have sent a 6-digit code to your phone.',
  smsFailed: 'We could not send the SMS. Please try again in a few minutes.',
  phoneVerified: 'Phone number verified successfully.',
  tooManyCodes: 'Too many codes requested. Please wait a few minutes and try again.',
  gstNumberUpdated: 'GST Number updated successfully.',
  notCorporate: 'Only a corporate account can have a GST Number.',
} as const;

export const MAX_ADDRESSES = COUNT_LIMITS.addresses;
