import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { z } from 'zod';
import { otpSchema } from '@labshop/domain/validation/signup';
import { errorMessage } from '../../api/client.ts';
import { serverMessage } from '../../api/server-message.ts';
import { useAlert } from '../../components/alert-provider.tsx';
import { Button, buttonClass } from '../../components/button.tsx';
import { FormError, TextField } from '../../components/form-field.tsx';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { useProfile, useSendPhoneCode, useVerifyPhone } from '../profile/api.ts';

const codeSchema = z.object({ otp: otpSchema });

type PhoneVerifyDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The phone is verified now: checkout carries on to payment. */
  onVerified: () => void;
};

/**
 * Checkout needs a verified phone. Instead of sending the buyer to their profile (and back
 * through every step), the code is sent and entered here, and payment follows.
 */
export function PhoneVerifyDialog({ isOpen, onClose, onVerified }: PhoneVerifyDialogProps) {
  return (
    <ModalDialog
      isOpen={isOpen}
      title="Verify your phone"
      subtitle="A verified phone is needed to pay. It takes one SMS code."
      onClose={onClose}
    >
      <PhoneCodeSteps onClose={onClose} onVerified={onVerified} />
    </ModalDialog>
  );
}

function PhoneCodeSteps({ onClose, onVerified }: Omit<PhoneVerifyDialogProps, 'isOpen'>) {
  const { showAlert } = useAlert();
  const profile = useProfile({ enabled: true });
  const phoneNumber = profile.data?.phoneNumber ?? '';
  const [isCodeSent, setIsCodeSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const sendCode = useSendPhoneCode();
  const verify = useVerifyPhone();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({
    mode: 'onChange',
    defaultValues: { otp: '' },
    resolver: zodResolver(codeSchema),
  });

  function requestCode() {
    setFormError(null);
    sendCode.mutate(undefined, {
      onSuccess: (result) => {
        showAlert('success', result.message);
        setIsCodeSent(true);
      },
      onError: (error) => setFormError(errorMessage(error, 'Could not send the code.')),
    });
  }

  async function submit({ otp }: { otp: string }) {
    setFormError(null);
    try {
      const result = await verify.mutateAsync({ otp });
      showAlert('success', result.message);
      onVerified();
    } catch (error) {
      setFormError(`OTP verification failed: ${serverMessage(error) ?? 'Server error'}`);
    }
  }

  const changeNumber = (
    <p className="text-sm text-slate-600">
      Wrong number?{' '}
      <Link to="/user/profile" className="font-semibold text-primary-700 hover:underline">
        Change it in your profile
      </Link>
    </p>
  );

  if (profile.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading...
      </p>
    );
  }
  if (!phoneNumber) {
    return (
      <div className="grid gap-4">
        <p className="text-sm text-slate-700">Your profile has no phone number yet.</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/user/profile" className={buttonClass('primary')}>
            Add it in your profile
          </Link>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }
  if (!isCodeSent) {
    return (
      <div className="grid gap-4">
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
          <span>
            We will send a 6-digit code by SMS to{' '}
            <span className="font-semibold text-slate-900">{phoneNumber}</span>.
          </span>
        </p>
        {changeNumber}
        <FormError message={formError} />
        <div className="flex flex-wrap gap-3">
          <Button isBusy={sendCode.isPending} busyLabel="Sending code…" onClick={requestCode}>
            Send code
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4">
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
          Verify and pay
        </Button>
        <Button
          variant="secondary"
          isBusy={sendCode.isPending}
          busyLabel="Sending…"
          onClick={requestCode}
        >
          Resend code
        </Button>
        <Button variant="link" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
