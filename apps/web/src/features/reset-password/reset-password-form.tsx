import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check } from 'lucide-react';
import type { z } from 'zod';
import { resetPasswordSchema } from '@labshop/domain/validation/password';
import type { ResetPasswordInput } from '@labshop/domain/validation/password';
import { Button } from '../../components/button.tsx';
import { FormError } from '../../components/form-field.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { resetPasswordErrorMessage, useResetPassword } from './api.ts';

type ResetPasswordFormProps = {
  token: string;
  onReset: (message: string) => void;
};

export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof resetPasswordSchema>, unknown, ResetPasswordInput>({
    // The spec's rules are checked live, in order, while typing (passwordProblem).
    mode: 'onChange',
    defaultValues: { newPassword: '' },
    resolver: zodResolver(resetPasswordSchema),
  });

  async function submit(input: ResetPasswordInput) {
    setFormError(null);
    try {
      const result = await reset.mutateAsync({ token, ...input });
      onReset(result.message);
    } catch (error) {
      setFormError(resetPasswordErrorMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-5">
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        autoFocus
        hint="At least 6 characters with an uppercase and a lowercase letter, a number and one of @ $ ! % * ? &."
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <FormError message={formError} />
      <Button
        type="submit"
        isBusy={isSubmitting}
        busyLabel="Saving…"
        icon={<Check aria-hidden="true" className="size-4" />}
        className="w-full"
      >
        Set new password
      </Button>
    </form>
  );
}
