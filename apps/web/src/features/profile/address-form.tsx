import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Save } from 'lucide-react';
import type { z } from 'zod';
import { ADDRESS_TYPES, DEFAULT_ADDRESS_TYPE, PIN_CODE_DIGITS } from '@labshop/domain/constants';
import type { Address } from '@labshop/domain/api/account';
import { STATE_SELECT_OPTIONS, indianStateNamed } from '@labshop/domain/gst/states';
import { suggestedCityOfPinCode } from '@labshop/domain/pin-code-cities';
import { isPinCodeInState, likelyStateOfPinCode } from '@labshop/domain/pin-codes';
import { addressFormProblem, addressSchema } from '@labshop/domain/validation/address';
import type { AddressInput } from '@labshop/domain/validation/address';
import { errorMessage } from '../../api/client.ts';
import { showServerFieldErrors } from '../../api/server-field-errors.ts';
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
  recipientName: '',
  phone: '',
  company: '',
};

const FIELDS = [
  'street',
  'city',
  'state',
  'zipcode',
  'landmark',
  'addressType',
  'recipientName',
  'phone',
  'company',
] as const satisfies readonly (keyof AddressFormValues)[];

function toValues(address: Address): AddressFormValues {
  const { street, city, zipcode, landmark, addressType, isPrimary } = address;
  const { recipientName, phone, company } = address;
  // An address saved before the State became a list may spell it loosely ('tamil nadu').
  const state = indianStateNamed(address.state)?.name ?? '';
  return {
    street,
    city,
    state,
    zipcode,
    landmark,
    addressType,
    isPrimary,
    recipientName,
    phone,
    company,
  };
}

/** Which fields the PIN code filled in, so each says so until the shopper changes it. */
type FilledFromPin = { state: boolean; city: boolean };
const NOTHING_FILLED: FilledFromPin = { state: false, city: false };
const FILLED_HINT = 'Filled in from the PIN code.';

type PinChange = { target: { value: string } };

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
  const [filled, setFilled] = useState<FilledFromPin>(NOTHING_FILLED);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setFocus,
    setValue,
    getValues,
    setError,
    trigger,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<AddressFormValues, unknown, AddressInput>({
    mode: 'onChange',
    defaultValues: EMPTY,
    resolver: zodResolver(addressSchema),
  });

  useEffect(() => {
    reset(editing ? toValues(editing) : EMPTY);
    setFilled(NOTHING_FILLED);
    setServerProblem(null);
    if (editing) setFocus('street');
  }, [editing, reset, setFocus]);

  // After a submit, a blank required field also gets the form-level message (accounts.md).
  const formProblem = submitCount > 0 ? addressFormProblem(watch()) : null;

  const textOf = (field: 'state' | 'city' | 'zipcode') => getValues(field) ?? '';

  // The first digits of a PIN code name its state, so the State follows the PIN code as it is
  // typed; a state the shopper picks afterwards is checked against it instead.
  function fillFromPinCode(pin: string) {
    const state = likelyStateOfPinCode(pin);
    const isStateFilled = state !== undefined && !isPinCodeInState(pin, textOf('state'));
    if (isStateFilled) setValue('state', state.name, { shouldDirty: true, shouldValidate: true });
    const city = suggestedCityOfPinCode(pin);
    const isCityFree = textOf('city').trim() === '' || filled.city;
    const isCityFilled = city !== null && isCityFree && textOf('city') !== city;
    if (isCityFilled) setValue('city', city, { shouldDirty: true, shouldValidate: true });
    setFilled((was) => ({
      state: was.state || isStateFilled,
      city: was.city || isCityFilled,
    }));
  }

  async function submit(address: AddressInput) {
    setServerProblem(null);
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
      // The reason stays beside its field (or under the form) until corrected; the alert goes.
      const isOnField = showServerFieldErrors(error, FIELDS, setError);
      setServerProblem(isOnField ? null : errorMessage(error, ADDRESS_TEXT.addFailed));
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
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
        className="mt-5 grid gap-5 sm:grid-cols-2"
      >
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
          label="PIN code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PIN_CODE_DIGITS}
          hint="6 digits. The state fills in as you type."
          error={errors.zipcode?.message}
          {...register('zipcode', {
            onChange: (event: PinChange) => fillFromPinCode(event.target.value),
          })}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          hint={filled.city ? FILLED_HINT : undefined}
          error={errors.city?.message}
          {...register('city', { onChange: () => setFilled((was) => ({ ...was, city: false })) })}
        />
        <SelectField
          label="State"
          autoComplete="address-level1"
          hint={filled.state ? FILLED_HINT : undefined}
          error={errors.state?.message}
          {...register('state', {
            onChange: () => {
              setFilled((was) => ({ ...was, state: false }));
              // A PIN code already typed is checked against the state now chosen.
              if (textOf('zipcode').trim() !== '') void trigger('zipcode');
            },
          })}
        >
          <option value="">Select a state</option>
          {STATE_SELECT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
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
        <fieldset className="grid gap-5 rounded-ui border border-slate-200 bg-slate-50 p-4 sm:col-span-2 sm:grid-cols-2">
          <legend className="-ml-1 px-1 text-sm font-semibold text-slate-900">
            Delivery contact <span className="font-normal text-slate-500">(optional)</span>
          </legend>
          <p className="-mt-2 text-sm text-slate-600 sm:col-span-2">
            For a parcel someone else receives: printed on the invoice as Ship to.
          </p>
          <TextField
            label="Recipient name"
            autoComplete="shipping name"
            error={errors.recipientName?.message}
            {...register('recipientName')}
          />
          <TextField
            label="Recipient phone"
            type="tel"
            inputMode="numeric"
            autoComplete="shipping tel-national"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label="Company"
            className="sm:col-span-2"
            autoComplete="shipping organization"
            error={errors.company?.message}
            {...register('company')}
          />
        </fieldset>
        <CheckboxField
          className="sm:col-span-2"
          label="Make this my primary address"
          description="Orders are delivered here unless you choose another address."
          {...register('isPrimary')}
        />
        <FormError message={formProblem ?? serverProblem} className="sm:col-span-2" />
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
