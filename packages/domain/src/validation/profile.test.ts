import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, profileProblem, profileSchema } from './profile.ts';

describe('profile update', () => {
  it('rejects an empty name with the spec message', () => {
    expect(profileProblem({ name: ' ', phoneNumber: '9876543210' })).toBe(
      'Name and Phone Number cannot be empty',
    );
  });

  it('rejects an empty phone with the same message, before checking the name', () => {
    expect(profileProblem({ name: 'R2', phoneNumber: '' })).toBe(PROFILE_MESSAGES.empty);
  });

  it('rejects consecutive spaces in the name with the spec message', () => {
    expect(profileProblem({ name: 'Asha  Rao', phoneNumber: '9876543210' })).toBe(
      'Name must only contain letters and should not have consecutive spaces',
    );
  });

  it('rejects digits in the name before checking the phone', () => {
    expect(profileProblem({ name: 'Asha 2', phoneNumber: '12' })).toBe(PROFILE_MESSAGES.name);
  });

  it('rejects a phone of 9 digits with the spec message', () => {
    expect(profileProblem({ name: 'Asha Rao', phoneNumber: '987654321' })).toBe(
      'Phone Number must contain exactly 10 digits and no spaces',
    );
  });

  it('rejects a phone containing a space', () => {
    expect(profileProblem({ name: 'Asha', phoneNumber: '98765 43210' })).toBe(
      PROFILE_MESSAGES.phone,
    );
  });

  it('reports one issue at a time on the failing field', () => {
    const result = profileSchema.safeParse({ name: 'Asha  Rao', phoneNumber: '1' });
    expect(result.error?.issues).toMatchObject([
      { path: ['name'], message: PROFILE_MESSAGES.name },
    ]);
  });

  it('trims the name and strips other keys', () => {
    expect(
      profileSchema.parse({ name: ' Asha Rao ', phoneNumber: '9876543210', email: 'x' }),
    ).toEqual({
      name: 'Asha Rao',
      phoneNumber: '9876543210',
    });
  });
});
