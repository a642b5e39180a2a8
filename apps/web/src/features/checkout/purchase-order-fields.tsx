import { GSTIN_MESSAGE, isValidGstin, normaliseGstin } from '@labshop/domain/gst/gstin';
import {
  PURCHASE_ORDER_LABELS as LABELS,
  PURCHASE_ORDER_MAX_LENGTH,
  purchaseOrderProblem,
} from '@labshop/domain/validation/purchase-order';
import { TextField } from '../../components/form-field.tsx';

export type PurchaseOrderValues = { purchaseOrderNumber: string; gstNumber: string };
export type PurchaseOrderErrors = Partial<Record<keyof PurchaseOrderValues, string>>;

export const NO_PURCHASE_ORDER: PurchaseOrderValues = { purchaseOrderNumber: '', gstNumber: '' };

/** The same checks the server makes, so the buyer hears of a mistake before paying. */
export function purchaseOrderErrors(values: PurchaseOrderValues): PurchaseOrderErrors {
  const errors: PurchaseOrderErrors = {};
  const poProblem = purchaseOrderProblem(values.purchaseOrderNumber);
  if (poProblem) errors.purchaseOrderNumber = poProblem;
  const gstin = normaliseGstin(values.gstNumber);
  if (gstin !== '' && !isValidGstin(gstin)) errors.gstNumber = GSTIN_MESSAGE;
  return errors;
}

/** The pay body's fields: only what was filled in, so an untouched form sends what it always did. */
export function purchaseOrderBody(values: PurchaseOrderValues, isCorporate: boolean) {
  const po = values.purchaseOrderNumber.trim();
  const gstin = normaliseGstin(values.gstNumber);
  return {
    ...(po ? { purchaseOrderNumber: po } : {}),
    ...(isCorporate && gstin ? { gstNumber: gstin } : {}),
  };
}

type PurchaseOrderFieldsProps = {
  values: PurchaseOrderValues;
  errors: PurchaseOrderErrors;
  onChange: (values: PurchaseOrderValues) => void;
  /** Corporate accounts may invoice another of their GSTINs; blank keeps the account's own. */
  accountGstin: string | null;
};

/** The buyer's purchase order number (optional) and, for a company, the GSTIN to invoice. */
export function PurchaseOrderFields({
  values,
  errors,
  onChange,
  accountGstin,
}: PurchaseOrderFieldsProps) {
  return (
    <fieldset className="space-y-4 rounded-ui border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">For your accounts</legend>
      <TextField
        label={`${LABELS.purchaseOrderNumber} (optional)`}
        hint="Printed on your tax invoice."
        value={values.purchaseOrderNumber}
        maxLength={PURCHASE_ORDER_MAX_LENGTH}
        autoComplete="off"
        error={errors.purchaseOrderNumber}
        onChange={(event) => onChange({ ...values, purchaseOrderNumber: event.target.value })}
      />
      {accountGstin !== null && (
        <TextField
          label={`${LABELS.gstNumber} (optional)`}
          hint={`Leave blank to invoice your account’s GSTIN, ${accountGstin}.`}
          value={values.gstNumber}
          maxLength={20}
          autoComplete="off"
          error={errors.gstNumber}
          onChange={(event) => onChange({ ...values, gstNumber: event.target.value })}
        />
      )}
    </fieldset>
  );
}
