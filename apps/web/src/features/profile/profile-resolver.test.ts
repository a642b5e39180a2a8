import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { PROFILE_MESSAGES } from '@labshop/domain/validation/profile';
import { profileResolver } from './profile-resolver.ts';
import type { ProfileFormValues } from './profile-resolver.ts';

const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<ProfileFormValues>;

async function errorsOf(values: ProfileFormValues) {
  const result = await profileResolver(values, undefined, options);
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
  );
}

describe('profileResolver', () => {
  it('puts the blank-field message under the first blank field', async () => {
    expect(await errorsOf({ name: ' ', phoneNumber: '9876543210' })).toEqual({
      name: PROFILE_MESSAGES.empty,
    });
    expect(await errorsOf({ name: 'Priya', phoneNumber: '' })).toEqual({
      phoneNumber: PROFILE_MESSAGES.empty,
    });
  });

  it('gives the name and phone rules their own fields, one message at a time', async () => {
    expect(await errorsOf({ name: 'Priya  Raman', phoneNumber: '98765' })).toEqual({
      name: PROFILE_MESSAGES.name,
    });
    expect(await errorsOf({ name: 'Priya Raman', phoneNumber: '98765 43210' })).toEqual({
      phoneNumber: PROFILE_MESSAGES.phone,
    });
  });

  it('passes valid values through trimmed', async () => {
    const result = await profileResolver(
      { name: ' Priya Raman ', phoneNumber: '9876543210' },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ name: 'Priya Raman', phoneNumber: '9876543210' });
  });
});
