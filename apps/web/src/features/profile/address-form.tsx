import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Save } from 'lucide-react';
import type { z } from 'zod';
import { ADDRESS_TYPES, DEFAULT_ADDRESS_TYPE, PIN_CODE_DIGITS } from '@labshop/domain/constants';
import type { Address } from '@labshop/domain/api/account';
import { STATE_SELECT_OPTIONS, indianStateNamed } from '@labshop/domain/gst/states';
import { addressFormProblem, addressSchema } from '@labshop/domain/validation/address';
import type { AddressInput } from '@labshop/domain/validation/address';
import { errorMessage } from '../../api/client.ts';
import { Button } from '../../components/button.tsx';
import { CheckboxField, FormError, SelectField, TextField } from '../../components/form-field.tsx';
import { useAlert } from '../../components/alert-provider.tsx';
import { ADDRESS_TEXT, useAddAddress, useUpdateAddress } from './api.ts';

type AddressFormValues = z.input<typeof addressSchema>;

const EMPTY: AddressFormValues = {
  street: '',
  city: '',
  state: '',
  zipcode: '',
  landmark: '',
  addressType: DEFAULT_ADDRESS_TYPE,
  isPrimary: false,
};

function toValues({ street, city, state, zipcode, landmark, addressType, isPrimary }: Address) {
  // An address saved before the State became a list may spell it loosely ('tamil nadu').
  const official = indianStateNamed(state)?.name ?? '';
  return { street, city, state: official, zipcode, landmark, addressType, isPrimary };
}

type AddressFormProps = {
  /** The saved address being edited, or null to add a new one. */
  editing: Address | null;
  onDone: () => void;
};

export function AddressForm({ editing, onDone }: AddressFormProps) {
  const { showAlert } = useAlert();
  const headingId = useId();
  const add = useAddAddress();
  const update = useUpdateAddress();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setFocus,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<AddressFormValues, unknown, AddressInput>({
    mode: 'onChange',
    defaultValues: EMPTY,
    resolver: zodResolver(addressSchema),
  });

  useEffect(() => {
    reset(editing ? toValues(editing) : EMPTY);
    if (editing) setFocus('street');
  }, [editing, reset, setFocus]);

  // SPEC part 5: after a submit, a blank required field also gets the form-level message.
  const formProblem = submitCount > 0 ? addressFormProblem(watch()) : null;

  async function submit(address: AddressInput) {
    try {
      if (editing) {
        const result = await update.mutateAsync({ id: editing._id, address });
        showAlert('success', result.message);
      } else {
        await add.mutateAsync(address);
        showAlert('success', ADDRESS_TEXT.added);
      }
      reset(EMPTY);
      onDone();
    } catch (error) {
      console.error('Address save failed', error);
      showAlert(
        'error',
        editing ? errorMessage(error, ADDRESS_TEXT.addFailed) : ADDRESS_TEXT.addFailed,
      );
    }
  }

  return (
    <section
      id="address-form"
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-ui border border-slate-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {editing ? 'Edit address' : 'Add a new address'}
      </h3>
      <form noValidate onSubmit={handleSubmit(submit)} className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField
          label="Street"
          className="sm:col-span-2"
          autoComplete="address-line1"
          error={errors.street?.message}
          {...register('street')}
        />
        <TextField
          label="Landmark"
          className="sm:col-span-2"
          autoComplete="address-line2"
          error={errors.landmark?.message}
          {...register('landmark')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <SelectField
          label="State"
          autoComplete="address-level1"
          error={errors.state?.message}
          {...register('state')}
        >
          <option value="">Select a state</option>
          {STATE_SELECT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="PIN code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PIN_CODE_DIGITS}
          error={errors.zipcode?.message}
          {...register('zipcode')}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Address type</legend>
          <div className="mt-1.5 flex gap-2">
            {ADDRESS_TYPES.map((type) => (
              <label
                key={type}
                className="flex h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-ui border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 has-checked:border-primary-600 has-checked:bg-primary-50 has-checked:text-primary-800 has-focus-visible:outline-2 has-focus-visible:outline-primary-600"
              >
                <input
                  type="radio"
                  value={type}
                  className="size-4 accent-primary-700 focus-visible:outline-none"
                  {...register('addressType')}
                />
                {type}
              </label>
            ))}
          </div>
        </fieldset>
        <CheckboxField
          className="sm:col-span-2"
          label="Make this my primary address"
          description="Orders are delivered here unless you choose another address."
          {...register('isPrimary')}
        />
        <FormError message={formProblem} className="sm:col-span-2" />
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button
            type="submit"
            isBusy={isSubmitting}
            busyLabel="Saving…"
            icon={
              editing ? (
                <Save aria-hidden="true" className="size-4" />
              ) : (
                <Plus aria-hidden="true" className="size-4" />
              )
            }
          >
            {editing ? 'Save address' : 'Add address'}
          </Button>
          {editing && (
            <Button variant="secondary" onClick={onDone}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
