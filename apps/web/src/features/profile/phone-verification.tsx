import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, ShieldAlert, Smartphone } from 'lucide-react';
import { z } from 'zod';
import { otpSchema } from '@labshop/domain/validation/signup';
import { errorMessage } from '../../api/client.ts';
import { serverMessage } from '../../api/server-message.ts';
import { Button } from '../../components/button.tsx';
import { FormError, TextField } from '../../components/form-field.tsx';
import { useAlert } from '../../components/alert-provider.tsx';
import { useSendPhoneCode, useVerifyPhone } from './api.ts';

const codeSchema = z.object({ otp: otpSchema });

type PhoneVerificationProps = {
  phoneNumber: string;
  isVerified: boolean;
  /** The phone input holds a number not saved yet: the code would go to the old one. */
  hasUnsavedNumber: boolean;
};

export function PhoneVerification({
  phoneNumber,
  isVerified,
  hasUnsavedNumber,
}: PhoneVerificationProps) {
  const { showAlert } = useAlert();
  const [isCodeOpen, setIsCodeOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const sendCode = useSendPhoneCode();
  const verify = useVerifyPhone();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({
    mode: 'onChange',
    defaultValues: { otp: '' },
    resolver: zodResolver(codeSchema),
  });

  function requestCode() {
    sendCode.mutate(undefined, {
      onSuccess: (result) => {
        showAlert('success', result.message);
        setIsCodeOpen(true);
      },
      onError: (error) => showAlert('error', errorMessage(error, 'Could not send the code.')),
    });
  }

  async function submit({ otp }: { otp: string }) {
    setFormError(null);
    try {
      const result = await verify.mutateAsync({ otp });
      showAlert('success', result.message);
      setIsCodeOpen(false);
      reset();
    } catch (error) {
      setFormError(`OTP verification failed: ${serverMessage(error) ?? 'Server error'}`);
    }
  }

  if (isVerified && !hasUnsavedNumber) {
    return (
      <p className="mt-6 flex items-center gap-2 border-t border-slate-100 pt-5 text-sm text-primary-800">
        <BadgeCheck aria-hidden="true" className="size-5 text-primary-700" />
        Phone number verified
      </p>
    );
  }

  return (
    <div className="mt-6 border-t border-slate-100 pt-5">
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sale-600" />
        <span>
          {hasUnsavedNumber
            ? 'Save your new number with Update Profile, then verify it.'
            : `Your phone number ${phoneNumber} is not verified. Checkout needs a verified phone.`}
        </span>
      </p>
      {!isCodeOpen && (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={hasUnsavedNumber || !phoneNumber}
          isBusy={sendCode.isPending}
          busyLabel="Sending code…"
          icon={<Smartphone aria-hidden="true" className="size-4" />}
          onClick={requestCode}
        >
          Verify Now
        </Button>
      )}
      {isCodeOpen && !hasUnsavedNumber && (
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(submit)(event)}
          className="mt-4 grid gap-4"
        >
          <TextField
            label="SMS code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            hint={`Enter the 6-digit code we sent to ${phoneNumber}.`}
            error={errors.otp?.message}
            {...register('otp')}
          />
          <FormError message={formError} />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" isBusy={isSubmitting} busyLabel="Verifying…">
              Verify phone
            </Button>
            <Button
              variant="secondary"
              isBusy={sendCode.isPending}
              busyLabel="Sending…"
              onClick={requestCode}
            >
              Resend code
            </Button>
            <Button
              variant="link"
              onClick={() => {
                setIsCodeOpen(false);
                setFormError(null);
                reset();
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
