import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { COMPANY_SCALES } from '@labshop/domain/constants';
import { SelectField, TextField } from '../../components/form-field.tsx';
import type { SignupFormValues } from './signup-resolver.ts';

type CorporateFieldsProps = {
  id: string;
  register: UseFormRegister<SignupFormValues>;
  errors: FieldErrors<SignupFormValues>['corporateDetails'];
};

const SCALE_LABELS: Record<(typeof COMPANY_SCALES)[number], string> = {
  micro: 'Micro',
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};

/** GST number, trade name and company scale, shown while "corporate" is ticked. */
export function CorporateFields({ id, register, errors }: CorporateFieldsProps) {
  return (
    <fieldset
      id={id}
      className="grid gap-4 rounded-ui border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2"
    >
      <legend className="-ml-1 px-1 text-sm font-semibold text-slate-900">Company details</legend>
      <TextField
        label="GST Number"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="e.g. 33AAAAA0000A1Z9"
        error={errors?.gstNumber?.message}
        {...register('corporateDetails.gstNumber')}
      />
      <TextField
        label="Trade name"
        autoComplete="organization"
        error={errors?.tradeName?.message}
        {...register('corporateDetails.tradeName')}
      />
      <SelectField
        label="Company scale"
        className="sm:col-span-2"
        error={errors?.companyScale?.message}
        {...register('corporateDetails.companyScale')}
      >
        <option value="">Select company scale</option>
        {COMPANY_SCALES.map((scale) => (
          <option key={scale} value={scale}>
            {SCALE_LABELS[scale]}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
