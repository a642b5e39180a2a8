import type { Resolver } from 'react-hook-form';
import { profileSchema } from '@labshop/domain/validation/profile';
import type { ProfileInput, ProfileValues } from '@labshop/domain/validation/profile';

export type ProfileFormValues = { name: string; phoneNumber: string };

/**
 * The domain gives one message at a time; a blank-field message has no path of its own,
 * so it goes under the first blank field.
 */
export const profileResolver: Resolver<ProfileFormValues, unknown, ProfileInput> = (values) => {
  const parsed = profileSchema.safeParse(values satisfies ProfileValues);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const issue = parsed.error.issues[0];
  const path = issue?.path[0];
  const field: keyof ProfileFormValues =
    path === 'name' || path === 'phoneNumber'
      ? path
      : values.name.trim() === ''
        ? 'name'
        : 'phoneNumber';
  return {
    values: {},
    errors: { [field]: { type: 'custom', message: issue?.message ?? '' } },
  };
};
