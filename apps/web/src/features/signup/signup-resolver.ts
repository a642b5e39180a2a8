import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { signupFieldProblem, signupSchema } from '@labshop/domain/validation/signup';
import type { SignupInput } from '@labshop/domain/validation/signup';

export type SignupFormValues = {
  name: string;
  email: string;
  password: string;
  phoneNumber: string;
  isCorporate: boolean;
  corporateDetails: { gstNumber: string; tradeName: string; companyScale: string };
};

export const SIGNUP_DEFAULTS: SignupFormValues = {
  name: '',
  email: '',
  password: '',
  phoneNumber: '',
  isCorporate: false,
  corporateDetails: { gstNumber: '', tradeName: '', companyScale: '' },
};

const CORPORATE_FIELDS = ['gstNumber', 'tradeName', 'companyScale'] as const;

const schemaResolver = zodResolver<z.input<typeof signupSchema>, unknown, SignupInput>(
  signupSchema,
);

/**
 * The domain schema checks the corporate fields only once the personal ones pass; the form
 * checks them alongside, so one submit shows every message.
 */
export const signupResolver: Resolver<SignupFormValues, unknown, SignupInput> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options as never);
  if (!values.isCorporate || Object.keys(result.errors).length === 0) {
    return result as Awaited<ReturnType<Resolver<SignupFormValues, unknown, SignupInput>>>;
  }
  const corporate: Record<string, { type: string; message: string }> = {};
  for (const field of CORPORATE_FIELDS) {
    const message = signupFieldProblem(field, values.corporateDetails[field]);
    if (message !== null) corporate[field] = { type: 'custom', message };
  }
  const errors = { ...result.errors, corporateDetails: corporate } as FieldErrors<SignupFormValues>;
  return { values: {}, errors };
};
