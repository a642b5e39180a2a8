import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { z } from 'zod';
import { otpSchema } from '@labshop/domain/validation/signup';
import { errorMessage } from '../../api/client.ts';
import { Button } from '../../components/button.tsx';
import { FormError, TextField } from '../../components/form-field.tsx';
import { useAlert } from '../../components/alert-provider.tsx';
import { otpErrorMessage, useResendOtp, useVerifyEmail } from './api.ts';

const otpFormSchema = z.object({ otp: otpSchema });
type OtpFormValues = z.input<typeof otpFormSchema>;
type OtpFormOutput = z.output<typeof otpFormSchema>;

type OtpStepProps = {
  email: string;
  /** Ask for a fresh code on arrival (coming from a login refused for an unverified email). */
  sendOnMount?: boolean;
  onVerified: (message: string) => void;
  onChangeEmail: () => void;
};

export function OtpStep({ email, sendOnMount = false, onVerified, onChangeEmail }: OtpStepProps) {
  const { showAlert } = useAlert();
  const [formError, setFormError] = useState<string | null>(null);
  const verify = useVerifyEmail();
  const resend = useResendOtp();
  const hasSent = useRef(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<OtpFormValues, unknown, OtpFormOutput>({
    mode: 'onChange',
    defaultValues: { otp: '' },
    resolver: zodResolver(otpFormSchema),
  });

  const { mutate: sendCode } = resend;
  function requestCode() {
    sendCode(email, {
      onSuccess: (result) => showAlert('success', result.message),
      onError: (error) => showAlert('error', errorMessage(error, 'Could not send a new code.')),
    });
  }

  useEffect(() => {
    if (!sendOnMount || hasSent.current) return;
    hasSent.current = true;
    requestCode();
    // Only once per arrival; requestCode is stable enough for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sendOnMount]);

  async function submit({ otp }: OtpFormOutput) {
    setFormError(null);
    try {
      const result = await verify.mutateAsync({ email, otp });
      onVerified(result.message);
    } catch (error) {
      setFormError(otpErrorMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-5">
      <TextField
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        placeholder="••••••"
        className="[&_input]:text-center [&_input]:text-lg [&_input]:tracking-[0.5em]"
        error={errors.otp?.message}
        {...register('otp')}
      />
      <FormError message={formError} />
      <Button
        type="submit"
        isBusy={isSubmitting}
        busyLabel="Verifying…"
        icon={<MailCheck aria-hidden="true" className="size-4" />}
        className="w-full"
      >
        Verify email
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
        <p className="text-slate-600">
          No code?{' '}
          <Button
            variant="link"
            isBusy={resend.isPending}
            busyLabel="Sending…"
            onClick={requestCode}
          >
            Resend code
          </Button>
        </p>
        <Button variant="link" onClick={onChangeEmail}>
          Use a different email
        </Button>
      </div>
    </form>
  );
}
