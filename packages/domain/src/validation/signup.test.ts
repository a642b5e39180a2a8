import { describe, expect, it } from 'vitest';
import {
  SIGNUP_MESSAGES,
  otpSchema,
  signupFieldProblem,
  signupSchema,
  verifyEmailSchema,
} from './signup.ts';

const valid = {
  name: 'Asha Rao',
  email: 'asha@lab.in',
  password: 'Abc12!',
  phoneNumber: '9876543210',
};

function issuesOf(input: unknown) {
  const result = signupSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
}

describe('signup name', () => {
  it('requires the name on submit', () => {
    expect(signupFieldProblem('name', '   ')).toBe('Name is required.');
    expect(issuesOf({ ...valid, name: '' })).toEqual([
      { path: ['name'], message: 'Name is required.' },
    ]);
  });

  it('rejects digits with the spec message', () => {
    expect(signupFieldProblem('name', 'Asha2')).toBe(
      'Name cannot contain numbers or special characters.',
    );
  });

  it('rejects special characters before counting letters', () => {
    expect(signupFieldProblem('name', 'A-')).toBe(SIGNUP_MESSAGES.nameCharacters);
  });

  it('rejects a name of two letters with the spec message', () => {
    expect(signupFieldProblem('name', 'A  b')).toBe('Name must be at least 3 letters.');
  });

  it('collapses consecutive spaces and trims in the output', () => {
    expect(signupSchema.parse({ ...valid, name: '  Asha   Devi  Rao ' }).name).toBe(
      'Asha Devi Rao',
    );
  });

  it('accepts letters outside ASCII', () => {
    expect(signupFieldProblem('name', 'José Nuñez')).toBeNull();
  });
});

describe('signup phone', () => {
  it('requires the phone on submit', () => {
    expect(signupFieldProblem('phoneNumber', '')).toBe('Phone number is required.');
  });

  it('rejects a phone of 11 digits with the spec message', () => {
    expect(signupFieldProblem('phoneNumber', '98765432101')).toBe(
      'Mobile number cannot exceed 10 digits.',
    );
  });

  it('rejects a phone of 9 digits with the spec message', () => {
    expect(signupFieldProblem('phoneNumber', '987654321')).toBe(
      'Mobile number must be exactly 10 digits.',
    );
  });

  it('rejects non-digits before checking the length', () => {
    expect(signupFieldProblem('phoneNumber', '98765-43210')).toBe(
      'Mobile number must contain digits only.',
    );
  });
});

describe('signup email', () => {
  it('uses the spec wording for a blank email', () => {
    expect(signupFieldProblem('email', ' ')).toBe('Email number is required.');
  });

  it('rejects a malformed email with the spec message', () => {
    expect(signupFieldProblem('email', 'asha.lab.in')).toBe('Invalid email format.');
  });

  it('trims and lowercases the email in the output', () => {
    expect(signupSchema.parse({ ...valid, email: ' Asha@Lab.IN ' }).email).toBe('asha@lab.in');
  });
});

describe('signup password', () => {
  it.each([
    ['', 'Password is required.'],
    ['abc', 'Password must include at least one uppercase letter.'],
    ['ABC', 'Password must include at least one lowercase letter.'],
    ['Abc', 'Password must include at least one number.'],
    ['Abc1', 'Password must include at least one special character (@ $ ! % * ? &).'],
    ['Ab1@', 'Password must be at least 6 characters.'],
  ])('reports %j with %j', (value, message) => {
    expect(signupFieldProblem('password', value)).toBe(message);
    expect(issuesOf({ ...valid, password: value })).toEqual([{ path: ['password'], message }]);
  });
});

describe('signup payload', () => {
  it('reports every blank field on submit, one message each', () => {
    expect(issuesOf({})).toEqual([
      { path: ['name'], message: SIGNUP_MESSAGES.nameRequired },
      { path: ['email'], message: SIGNUP_MESSAGES.emailRequired },
      { path: ['password'], message: SIGNUP_MESSAGES.passwordRequired },
      { path: ['phoneNumber'], message: SIGNUP_MESSAGES.phoneRequired },
    ]);
  });

  it('strips unknown keys such as role and emailVerified', () => {
    const parsed = signupSchema.parse({ ...valid, role: 'admin', emailVerified: true });
    expect(parsed).not.toHaveProperty('role');
    expect(parsed).not.toHaveProperty('emailVerified');
  });

  it('ignores corporate fields, blank or not, for an individual', () => {
    const parsed = signupSchema.parse({
      ...valid,
      isCorporate: false,
      corporateDetails: { gstNumber: '', tradeName: 'X', companyScale: '' },
    });
    expect(parsed).toEqual({ ...valid, isCorporate: false, corporateDetails: undefined });
  });

  it('requires each corporate field with the spec message when corporate', () => {
    expect(issuesOf({ ...valid, isCorporate: true })).toEqual([
      { path: ['corporateDetails', 'gstNumber'], message: 'GST Number is required.' },
      { path: ['corporateDetails', 'tradeName'], message: 'Trade name is required.' },
      {
        path: ['corporateDetails', 'companyScale'],
        message: 'Company scale selection is required.',
      },
    ]);
  });

  it('refuses a GST number whose check character or state code is wrong', () => {
    const corporate = (gstNumber: string) => ({
      ...valid,
      isCorporate: true,
      corporateDetails: { gstNumber, tradeName: 'Rao Labs', companyScale: 'small' },
    });
    const gstIssue = {
      path: ['corporateDetails', 'gstNumber'],
      message: 'Please enter a valid GST Number.',
    };
    expect(issuesOf(corporate('33AAAAA0000A1Z8'))).toEqual([gstIssue]);
    expect(issuesOf(corporate('99AAAAA0000A1Z9'))).toEqual([gstIssue]);
    expect(issuesOf(corporate('33AAAAA0000A1Z9'))).toEqual([]);
    expect(signupFieldProblem('gstNumber', '33AAAAA0000A1Z')).toBe(
      'Please enter a valid GST Number.',
    );
  });

  it('rejects a company scale outside micro, small, medium and large', () => {
    expect(signupFieldProblem('companyScale', 'huge')).toBe(SIGNUP_MESSAGES.companyScaleRequired);
    expect(signupFieldProblem('companyScale', 'medium')).toBeNull();
  });

  it('shows corporate errors together with other field errors', () => {
    const paths = issuesOf({ ...valid, name: '1', isCorporate: true }).map(({ path }) =>
      path.join('.'),
    );
    expect(paths).toEqual([
      'name',
      'corporateDetails.gstNumber',
      'corporateDetails.tradeName',
      'corporateDetails.companyScale',
    ]);
  });

  it('keeps trimmed corporate details for a corporate signup', () => {
    const parsed = signupSchema.parse({
      ...valid,
      isCorporate: true,
      corporateDetails: {
        gstNumber: ' 33aaaaa0000a1z9 ',
        tradeName: ' Rao Labs ',
        companyScale: 'small',
      },
    });
    expect(parsed.corporateDetails).toEqual({
      gstNumber: '33AAAAA0000A1Z9',
      tradeName: 'Rao Labs',
      companyScale: 'small',
    });
  });
});

describe('OTP', () => {
  it.each(['12345', '1234567', '12a456', ''])('rejects %j with the spec message', (otp) => {
    expect(otpSchema.safeParse(otp).error?.issues[0]?.message).toBe('Enter a valid 6-digit OTP.');
  });

  it('accepts exactly 6 digits', () => {
    expect(otpSchema.parse(' 012345 ')).toBe('012345');
  });

  it('validates the verify-email body', () => {
    expect(verifyEmailSchema.parse({ email: 'A@b.in', otp: '123456' })).toEqual({
      email: 'a@b.in',
      otp: '123456',
    });
  });
});
