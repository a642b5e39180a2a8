import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Save } from 'lucide-react';
import type { Profile } from '@labshop/domain/api/account';
import type { ProfileInput } from '@labshop/domain/validation/profile';
import { errorMessage } from '../../api/client.ts';
import { showServerFieldErrors } from '../../api/server-field-errors.ts';
import { Button } from '../../components/button.tsx';
import { FormError, TextField } from '../../components/form-field.tsx';
import { useAlert } from '../../components/alert-provider.tsx';
import { useUpdateProfile } from './api.ts';
import { PhoneVerification } from './phone-verification.tsx';
import { profileResolver } from './profile-resolver.ts';
import type { ProfileFormValues } from './profile-resolver.ts';

/** Name, read-only email and phone, with phone verification under the form. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { showAlert } = useAlert();
  const update = useUpdateProfile();
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<ProfileFormValues, unknown, ProfileInput>({
    mode: 'onChange',
    values: { name: profile.name, phoneNumber: profile.phoneNumber },
    // A refetch in the background must not wipe what the user is typing.
    resetOptions: { keepDirtyValues: true },
    resolver: profileResolver,
  });

  async function submit(input: ProfileInput) {
    setServerProblem(null);
    try {
      const result = await update.mutateAsync(input);
      showAlert('success', result.message);
    } catch (error) {
      const message = errorMessage(error, 'Failed to update profile. Please try again.');
      showAlert('error', message);
      // The reason stays beside its field, or under the form, after the alert has gone.
      const isOnField = showServerFieldErrors(error, ['name', 'phoneNumber'], setError);
      if (!isOnField) setServerProblem(message);
    }
  }

  return (
    <section
      aria-labelledby="profile-details-heading"
      className="rounded-ui border border-slate-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="profile-details-heading" className="text-lg font-semibold text-slate-900">
        Your details
      </h2>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
        className="mt-5 grid gap-5"
      >
        <TextField
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          value={profile.email}
          readOnly
          hint="Your login email cannot be changed here."
        />
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <FormError message={serverProblem} isAnnounced={false} />
        <Button
          type="submit"
          isBusy={isSubmitting}
          busyLabel="Updating…"
          icon={<Save aria-hidden="true" className="size-4" />}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          Update Profile
        </Button>
      </form>
      <PhoneVerification
        phoneNumber={profile.phoneNumber}
        isVerified={profile.phoneVerified}
        hasUnsavedNumber={Boolean(dirtyFields.phoneNumber)}
      />
    </section>
  );
}
