import { z } from 'zod';
import { PHONE_DIGITS } from '../constants.ts';
import { gstinRule, normaliseGstin } from '../gst/gstin.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { boundedString, isBlank, requiredRule, ruledText } from './rules.ts';
import { SIGNUP_MESSAGES } from './signup.ts';

export const PROFILE_MESSAGES = {
  empty: 'Name and Phone Number cannot be empty',
  name: 'Name must only contain letters and should not have consecutive spaces',
  phone: 'Phone Number must contain exactly 10 digits and no spaces',
} as const;

export interface ProfileValues {
  readonly name: string;
  readonly phoneNumber: string;
}

interface ProfileIssue {
  readonly path: readonly ('name' | 'phoneNumber')[];
  readonly message: string;
}

const NAME_PATTERN = /^[\p{L}\p{M}]+( [\p{L}\p{M}]+)*$/u;
const PHONE_PATTERN = new RegExp(`^[0-9]{${PHONE_DIGITS}}$`);

// The spec shows one message at a time, in this order.
function firstProfileIssue({ name, phoneNumber }: ProfileValues): ProfileIssue | null {
  if (isBlank(name) || isBlank(phoneNumber)) return { path: [], message: PROFILE_MESSAGES.empty };
  if (!NAME_PATTERN.test(name.trim())) return { path: ['name'], message: PROFILE_MESSAGES.name };
  if (!PHONE_PATTERN.test(phoneNumber))
    return { path: ['phoneNumber'], message: PROFILE_MESSAGES.phone };
  return null;
}

/** The single message the profile form shows, or null when it may be sent. */
export function profileProblem(values: ProfileValues): string | null {
  return firstProfileIssue(values)?.message ?? null;
}

/** Body of PUT /api/user/profile for a profile update. */
export const profileSchema = z
  .object({
    name: boundedString(TEXT_LIMITS.name).default(''),
    phoneNumber: boundedString(TEXT_LIMITS.phone).default(''),
  })
  .superRefine((values, ctx) => {
    const issue = firstProfileIssue(values);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [...issue.path] });
  })
  .transform(({ name, phoneNumber }) => ({ name: name.trim(), phoneNumber }));

export type ProfileInput = z.output<typeof profileSchema>;

/** Body of PUT /api/user/profile/gst-number: a corporate account's GSTIN, checked as at signup. */
export const gstNumberUpdateSchema = z.object({
  gstNumber: ruledText(
    [requiredRule(SIGNUP_MESSAGES.gstRequired), gstinRule],
    TEXT_LIMITS.gstNumber,
  ).transform(normaliseGstin),
});
export type GstNumberUpdateInput = z.output<typeof gstNumberUpdateSchema>;
