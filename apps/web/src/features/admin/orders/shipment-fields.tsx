import { SHIPMENT_LIMITS } from '@labshop/domain/validation/shipment';
import { TextField } from '../../../components/form-field.tsx';

export interface ShipmentValues {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
}

type ShipmentFieldsProps = {
  values: ShipmentValues;
  errors: Record<string, string>;
  onChange: (field: keyof ShipmentValues, value: string) => void;
};

/** The carrier and tracking number an order in transit is mailed with, and an optional link. */
export function ShipmentFields({ values, errors, onChange }: ShipmentFieldsProps) {
  return (
    <fieldset className="space-y-3 rounded-ui border border-slate-200 bg-slate-50 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Shipment</legend>
      <TextField
        label="Carrier"
        value={values.carrier}
        maxLength={SHIPMENT_LIMITS.carrier}
        autoComplete="off"
        placeholder="Blue Dart, DTDC, India Post…"
        error={errors.carrier}
        onChange={(event) => onChange('carrier', event.target.value)}
      />
      <TextField
        label="Tracking number"
        value={values.trackingNumber}
        maxLength={SHIPMENT_LIMITS.trackingNumber}
        autoComplete="off"
        spellCheck={false}
        error={errors.trackingNumber}
        onChange={(event) => onChange('trackingNumber', event.target.value)}
      />
      <TextField
        label="Tracking link (optional)"
        type="url"
        inputMode="url"
        value={values.trackingUrl}
        maxLength={SHIPMENT_LIMITS.trackingUrl}
        autoComplete="off"
        placeholder="https://"
        hint="The carrier’s page for this parcel, if it has one."
        error={errors.trackingUrl}
        onChange={(event) => onChange('trackingUrl', event.target.value)}
      />
    </fieldset>
  );
}
