import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn, MailWarning } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { LOGIN_REDIRECT_DELAY_MS } from '@labshop/domain/constants';
import { loginSchema } from '@labshop/domain/validation/login';
import type { LoginInput } from '@labshop/domain/validation/login';
import { Button } from '../../components/button.tsx';
import { FormError, TextField } from '../../components/form-field.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { useAlert } from '../../components/alert-provider.tsx';
import { destinationAfterLogin, isUnverifiedEmail, loginErrorMessage, useLogin } from './api.ts';

type LoginFormProps = {
  defaultEmail: string;
  autoFocus: boolean;
  onForgotPassword: (email: string) => void;
  /** A same-site path a guest's Log in link asked to come back to (already checked). */
  returnTo?: string | null;
};

export function LoginForm({
  defaultEmail,
  autoFocus,
  onForgotPassword,
  returnTo = null,
}: LoginFormProps) {
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const login = useLogin();
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // The spec's 'Login failed: ...' alert goes after 3 seconds; this copy stays under the form.
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof loginSchema>, unknown, LoginInput>({
    mode: 'onChange',
    defaultValues: { email: defaultEmail, password: '' },
    resolver: zodResolver(loginSchema),
  });

  // Wait LOGIN_REDIRECT_DELAY_MS after a successful login (accounts.md), then go by role (or
  // back to the product a guest's Log in link came from).
  useEffect(() => {
    if (!redirectTo) return;
    const timer = window.setTimeout(
      () => void navigate(redirectTo, { replace: true }),
      LOGIN_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [redirectTo, navigate]);

  async function submit(input: LoginInput) {
    setUnverifiedEmail(null);
    setFailure(null);
    try {
      const result = await login.mutateAsync(input);
      showAlert('success', result.message);
      setRedirectTo(destinationAfterLogin(result.role, returnTo));
    } catch (error) {
      const message = loginErrorMessage(error);
      showAlert('error', message);
      if (isUnverifiedEmail(error)) setUnverifiedEmail(input.email);
      else setFailure(message);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-5">
      {unverifiedEmail && (
        <div className="rounded-ui border border-sale-200 bg-sale-50 p-4 text-sm text-sale-800">
          <p className="flex items-start gap-2 font-medium">
            <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Your email address is not verified yet.
          </p>
          <p className="mt-1 text-slate-700">
            We will send a new 6-digit code to {unverifiedEmail}.
          </p>
          <Button
            variant="secondary"
            className="mt-3 h-9!"
            onClick={() => void navigate('/signup', { state: { verifyEmail: unverifiedEmail } })}
          >
            Verify email now
          </Button>
        </div>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        aria-required="true"
        autoFocus={autoFocus}
        error={errors.email?.message}
        {...register('email')}
      />
      <div>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="mt-2 text-right text-sm">
          <Button variant="link" onClick={() => onForgotPassword(getValues('email') ?? '')}>
            Forgot Password?
          </Button>
        </div>
      </div>
      <Button
        type="submit"
        isBusy={isSubmitting || redirectTo !== null}
        busyLabel={redirectTo ? 'Signed in, redirecting…' : 'Logging in…'}
        icon={<LogIn aria-hidden="true" className="size-4" />}
        className="w-full"
      >
        Login
      </Button>
      <FormError message={failure} isAnnounced={false} />
    </form>
  );
}
