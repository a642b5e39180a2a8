import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { UserPlus } from 'lucide-react';
import type { SignupInput } from '@labshop/domain/validation/signup';
import { showServerFieldErrors } from '../../api/server-field-errors.ts';
import { Button } from '../../components/button.tsx';
import { CheckboxField, FormError, TextField } from '../../components/form-field.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { signupErrorMessage, useSignup } from './api.ts';
import { CorporateFields } from './corporate-fields.tsx';
import { SIGNUP_DEFAULTS, signupResolver } from './signup-resolver.ts';
import type { SignupFormValues } from './signup-resolver.ts';

const SIGNUP_FIELDS = [
  'name',
  'email',
  'password',
  'phoneNumber',
  'corporateDetails.gstNumber',
  'corporateDetails.tradeName',
  'corporateDetails.companyScale',
] as const;

type SignupFormProps = {
  /** Called with the normalised email and the server's message once the code is mailed. */
  onSignedUp: (email: string, message: string) => void;
};

export function SignupForm({ onSignedUp }: SignupFormProps) {
  const corporateId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const signup = useSignup();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormValues, unknown, SignupInput>({
    mode: 'onChange',
    defaultValues: SIGNUP_DEFAULTS,
    resolver: signupResolver,
  });
  const isCorporate = watch('isCorporate');

  async function submit(input: SignupInput) {
    setFormError(null);
    try {
      const result = await signup.mutateAsync(input);
      onSignedUp(input.email, result.message);
    } catch (error) {
      setFormError(signupErrorMessage(error));
      // A field the server refused also says so beside it, until it is changed.
      showServerFieldErrors(error, SIGNUP_FIELDS, setError);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-5">
      <TextField
        label="Full name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint="10 digits, without +91 or spaces."
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 6 characters with an uppercase and a lowercase letter, a number and one of @ $ ! % * ? &."
        error={errors.password?.message}
        {...register('password')}
      />
      <CheckboxField
        label="I am buying for a company (corporate account)"
        description="Add your GST number and trade name for business invoices."
        aria-controls={isCorporate ? corporateId : undefined}
        {...register('isCorporate')}
      />
      {isCorporate && (
        <CorporateFields id={corporateId} register={register} errors={errors.corporateDetails} />
      )}
      <FormError message={formError} />
      <Button
        type="submit"
        isBusy={isSubmitting}
        busyLabel="Creating account…"
        icon={<UserPlus aria-hidden="true" className="size-4" />}
        className="w-full"
      >
        Create account
      </Button>
    </form>
  );
}
