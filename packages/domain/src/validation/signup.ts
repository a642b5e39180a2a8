import { z } from 'zod';
import { COMPANY_SCALES, NAME_MIN_LETTERS, OTP_DIGITS, PHONE_DIGITS } from '../constants.ts';
import { gstinRule, normaliseGstin } from '../gst/gstin.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { INVALID_EMAIL_MESSAGE, emailRules, emailSchema, normaliseEmail } from './email.ts';
import { passwordRules } from './password.ts';
import {
  collapseSpaces,
  countLetters,
  firstProblem,
  isDigits,
  isLettersAndSpaces,
  requiredRule,
  boundedString,
  ruledText,
  type Rule,
} from './rules.ts';

export const SIGNUP_MESSAGES = {
  nameRequired: 'Name is required.',
  nameCharacters: 'Name cannot contain numbers or special characters.',
  nameTooShort: 'Name must be at least 3 letters.',
  // The spec gives no wording for a non-digit; the form may also just drop them while typing.
  phoneDigitsOnly: 'Mobile number must contain digits only.',
  phoneRequired: 'Phone number is required.',
  phoneTooLong: 'Mobile number cannot exceed 10 digits.',
  phoneTooShort: 'Mobile number must be exactly 10 digits.',
  // Sic: the spec's wording, kept so the screens match it.
  emailRequired: 'Email number is required.',
  emailInvalid: INVALID_EMAIL_MESSAGE,
  passwordRequired: 'Password is required.',
  passwordTooShort: 'Password must be at least 6 characters.',
  gstRequired: 'GST Number is required.',
  tradeNameRequired: 'Trade name is required.',
  companyScaleRequired: 'Company scale selection is required.',
  otpInvalid: 'Enter a valid 6-digit OTP.',
} as const;

export type SignupField =
  'name' | 'email' | 'password' | 'phoneNumber' | 'gstNumber' | 'tradeName' | 'companyScale';

const SIGNUP_FIELD_RULES: Record<SignupField, readonly Rule[]> = {
  name: [
    requiredRule(SIGNUP_MESSAGES.nameRequired),
    {
      fails: (value) => !isLettersAndSpaces(collapseSpaces(value)),
      message: SIGNUP_MESSAGES.nameCharacters,
    },
    {
      fails: (value) => countLetters(value) < NAME_MIN_LETTERS,
      message: SIGNUP_MESSAGES.nameTooShort,
    },
  ],
  email: emailRules(SIGNUP_MESSAGES.emailRequired),
  password: passwordRules({
    empty: SIGNUP_MESSAGES.passwordRequired,
    tooShort: SIGNUP_MESSAGES.passwordTooShort,
  }),
  phoneNumber: [
    requiredRule(SIGNUP_MESSAGES.phoneRequired),
    { fails: (value) => !isDigits(value.trim()), message: SIGNUP_MESSAGES.phoneDigitsOnly },
    { fails: (value) => value.trim().length > PHONE_DIGITS, message: SIGNUP_MESSAGES.phoneTooLong },
    {
      fails: (value) => value.trim().length < PHONE_DIGITS,
      message: SIGNUP_MESSAGES.phoneTooShort,
    },
  ],
  gstNumber: [requiredRule(SIGNUP_MESSAGES.gstRequired), gstinRule],
  tradeName: [requiredRule(SIGNUP_MESSAGES.tradeNameRequired)],
  companyScale: [
    {
      fails: (value) => !COMPANY_SCALES.some((scale) => scale === value),
      message: SIGNUP_MESSAGES.companyScaleRequired,
    },
  ],
};

/** Live check of one signup field while typing; the same rules the schema applies on submit. */
export function signupFieldProblem(field: SignupField, value: string): string | null {
  return firstProblem(value, SIGNUP_FIELD_RULES[field]);
}

const CORPORATE_FIELDS = ['gstNumber', 'tradeName', 'companyScale'] as const;

// Corporate fields stay loose here: the form keeps them (possibly blank) when the box is unticked.
const corporateDetailsSchema = z
  .object({
    gstNumber: boundedString(TEXT_LIMITS.gstNumber).default(''),
    tradeName: boundedString(TEXT_LIMITS.tradeName).default(''),
    companyScale: boundedString(TEXT_LIMITS.choice).default(''),
  })
  .prefault({});

/** Body of POST /api/auth/signup. Unknown keys (role, emailVerified...) are stripped. */
export const signupSchema = z
  .object({
    name: ruledText(SIGNUP_FIELD_RULES.name, TEXT_LIMITS.name).transform(collapseSpaces),
    email: ruledText(SIGNUP_FIELD_RULES.email, TEXT_LIMITS.email).transform(normaliseEmail),
    password: ruledText(SIGNUP_FIELD_RULES.password, TEXT_LIMITS.password),
    phoneNumber: ruledText(SIGNUP_FIELD_RULES.phoneNumber, TEXT_LIMITS.phone).transform((value) =>
      value.trim(),
    ),
    isCorporate: z.boolean().default(false),
    corporateDetails: corporateDetailsSchema,
  })
  .superRefine((signup, ctx) => {
    if (!signup.isCorporate) return;
    for (const field of CORPORATE_FIELDS) {
      const message = signupFieldProblem(field, signup.corporateDetails[field]);
      if (message !== null) {
        ctx.addIssue({ code: 'custom', message, path: ['corporateDetails', field] });
      }
    }
  })
  .transform(({ corporateDetails, ...signup }) => {
    const companyScale = COMPANY_SCALES.find((scale) => scale === corporateDetails.companyScale);
    return {
      ...signup,
      corporateDetails:
        signup.isCorporate && companyScale
          ? {
              gstNumber: normaliseGstin(corporateDetails.gstNumber),
              tradeName: corporateDetails.tradeName.trim(),
              companyScale,
            }
          : undefined,
    };
  });

export type SignupInput = z.output<typeof signupSchema>;

export const otpSchema = ruledText(
  [
    {
      fails: (value) => !new RegExp(`^[0-9]{${OTP_DIGITS}}$`).test(value.trim()),
      message: SIGNUP_MESSAGES.otpInvalid,
    },
  ],
  TEXT_LIMITS.otp,
).transform((value) => value.trim());

/** Body of POST /api/auth/verify-email. */
export const verifyEmailSchema = z.object({
  email: emailSchema(),
  otp: otpSchema,
});
export type VerifyEmailInput = z.output<typeof verifyEmailSchema>;
