import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, Save } from 'lucide-react';
import type { z } from 'zod';
import type { Profile } from '@labshop/domain/api/account';
import { gstNumberUpdateSchema } from '@labshop/domain/validation/profile';
import type { GstNumberUpdateInput } from '@labshop/domain/validation/profile';
import { errorMessage } from '../../api/client.ts';
import { showServerFieldErrors } from '../../api/server-field-errors.ts';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form-field.tsx';
import { useAlert } from '../../components/alert-provider.tsx';
import { useUpdateGstNumber } from './api.ts';

const SCALE_LABELS = { micro: 'Micro', small: 'Small', medium: 'Medium', large: 'Large' } as const;

/** A corporate account's company, and its GSTIN, which can be added or changed after signup. */
export function CompanyDetails({ profile }: { profile: Profile }) {
  const { showAlert } = useAlert();
  const update = useUpdateGstNumber();
  const details = profile.corporateDetails;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof gstNumberUpdateSchema>, unknown, GstNumberUpdateInput>({
    mode: 'onChange',
    values: { gstNumber: details?.gstNumber ?? '' },
    resetOptions: { keepDirtyValues: true },
    resolver: zodResolver(gstNumberUpdateSchema),
  });

  async function submit(input: GstNumberUpdateInput) {
    try {
      const result = await update.mutateAsync(input);
      // The field shows the number as kept: upper case, without the spaces it was typed with.
      setValue('gstNumber', result.gstNumber);
      showAlert('success', result.message);
    } catch (error) {
      const message = errorMessage(error, 'Failed to update the GST Number. Please try again.');
      showAlert('error', message);
      if (!showServerFieldErrors(error, ['gstNumber'], setError)) {
        setError('gstNumber', { type: 'server', message });
      }
    }
  }

  return (
    <section
      aria-labelledby="company-details-heading"
      className="rounded-ui border border-slate-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2
        id="company-details-heading"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <Building2 aria-hidden="true" className="size-5 text-primary-700" />
        Company details
      </h2>
      {details && (
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">Trade name</dt>
          <dd className="min-w-0 break-words text-slate-900">{details.tradeName}</dd>
          <dt className="text-slate-500">Company scale</dt>
          <dd className="text-slate-900">{SCALE_LABELS[details.companyScale]}</dd>
        </dl>
      )}
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
        className="mt-5 grid gap-5"
      >
        <TextField
          label="GST Number"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. 33AAAAA0000A1Z9"
          hint="Printed on your tax invoices from the next order on."
          error={errors.gstNumber?.message}
          {...register('gstNumber')}
        />
        <Button
          type="submit"
          variant="secondary"
          isBusy={isSubmitting}
          busyLabel="Saving…"
          icon={<Save aria-hidden="true" className="size-4" />}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          Save GST Number
        </Button>
      </form>
    </section>
  );
}
