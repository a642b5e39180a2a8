import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import type { z } from 'zod';
import { forgotPasswordSchema } from '@labshop/domain/validation/login';
import type { ForgotPasswordInput } from '@labshop/domain/validation/login';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form-field.tsx';
import { useAlert } from '../../components/alert-provider.tsx';
import { forgotPasswordErrorMessage, useForgotPassword } from './api.ts';

type ForgotPasswordFormProps = {
  defaultEmail: string;
  /** A successful request returns to login mode (docs/product/accounts.md). */
  onSent: (email: string) => void;
  onBack: (email: string) => void;
};

export function ForgotPasswordForm({ defaultEmail, onSent, onBack }: ForgotPasswordFormProps) {
  const { showAlert } = useAlert();
  const forgotPassword = useForgotPassword();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof forgotPasswordSchema>, unknown, ForgotPasswordInput>({
    mode: 'onChange',
    defaultValues: { email: defaultEmail },
    resolver: zodResolver(forgotPasswordSchema),
  });

  async function submit(input: ForgotPasswordInput) {
    try {
      const result = await forgotPassword.mutateAsync(input);
      showAlert('success', result.message);
      onSent(input.email);
    } catch (error) {
      showAlert('error', forgotPasswordErrorMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-5">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        aria-required="true"
        autoFocus
        error={errors.email?.message}
        {...register('email')}
      />
      <Button
        type="submit"
        isBusy={isSubmitting}
        busyLabel="Sending…"
        icon={<Send aria-hidden="true" className="size-4" />}
        className="w-full"
      >
        Reset Password
      </Button>
      <p className="text-center text-sm">
        <Button variant="link" onClick={() => onBack(getValues('email') ?? '')}>
          Back to Login
        </Button>
      </p>
    </form>
  );
}
