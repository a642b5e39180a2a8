import { Plus, Trash2 } from 'lucide-react';
import { PRICE_BREAKS_MAX } from '@labshop/domain/price-breaks';
import { PRICE_BREAK_LABELS } from '@labshop/domain/validation/price-breaks';
import type {
  PriceBreakFormRow,
  ProductFormValues,
} from '@labshop/domain/validation/product-form-values';
import { Button } from '../../../components/button.tsx';
import { FieldError, TextField } from '../../../components/form-field.tsx';
import type { ProductErrors } from './product-form-values.ts';

type PriceBreakRowsProps = {
  rows: PriceBreakFormRow[];
  /** Where the rows' errors sit: 'priceBreaks' or 'variants.2.priceBreaks'. */
  errorPath: string;
  /** Names the rows for a screen reader: 'quantity price' or 'Variant 2 quantity price'. */
  rowLabel: string;
  errors: ProductErrors;
  onChange: (rows: PriceBreakFormRow[]) => void;
};

/** Rows of "from quantity" and "unit price", cheapest last, with add and remove. */
export function PriceBreakRows({
  rows,
  errorPath,
  rowLabel,
  errors,
  onChange,
}: PriceBreakRowsProps) {
  const update = (index: number, patch: Partial<PriceBreakFormRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const isFull = rows.length >= PRICE_BREAKS_MAX;
  return (
    <div className="grid gap-3">
      <FieldError message={errors[errorPath]} />
      {rows.map((row, index) => (
        <div
          // Rows have no id; the index is their identity while the form is open.
          key={index}
          role="group"
          aria-label={`${rowLabel} ${index + 1}`}
          className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-3"
        >
          <TextField
            label={PRICE_BREAK_LABELS.minQuantity}
            inputMode="numeric"
            placeholder="e.g. 10"
            value={row.minQuantity}
            onChange={(event) => update(index, { minQuantity: event.target.value })}
            error={errors[`${errorPath}.${index}.minQuantity`]}
            errorPosition="above"
          />
          <TextField
            label={`${PRICE_BREAK_LABELS.unitPrice} (₹)`}
            inputMode="decimal"
            placeholder="e.g. 900"
            value={row.unitPrice}
            onChange={(event) => update(index, { unitPrice: event.target.value })}
            error={errors[`${errorPath}.${index}.unitPrice`]}
            errorPosition="above"
          />
          <Button
            variant="secondary"
            className="size-11 shrink-0 self-end px-0! text-danger-700"
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
            aria-label={`Remove ${rowLabel} ${index + 1}`}
            icon={<Trash2 aria-hidden="true" className="size-4" />}
          />
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={isFull}
          onClick={() => onChange([...rows, { minQuantity: '', unitPrice: '' }])}
          icon={<Plus aria-hidden="true" className="size-4" />}
        >
          Add Quantity Price
        </Button>
        {isFull && <p className="text-sm text-slate-600">At most {PRICE_BREAKS_MAX}.</p>}
      </div>
    </div>
  );
}

type QuantityPricesCardProps = {
  values: ProductFormValues;
  errors: ProductErrors;
  set: (patch: Partial<ProductFormValues>) => void;
};

/** A plain product's quantity prices; a variant product sets them on each variant. */
export function QuantityPricesCard({ values, errors, set }: QuantityPricesCardProps) {
  if (values.variantsEnabled) return null;
  return (
    <section
      aria-label="Quantity Prices"
      className="rounded-ui border border-slate-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 className="text-base font-semibold text-slate-900">Quantity Prices</h2>
      <p className="mt-1 text-sm text-slate-600">
        A lower unit price from a quantity on one cart line, each cheaper than the one before. Shown
        as a table on the product page.
      </p>
      <div className="mt-4">
        <PriceBreakRows
          rows={values.priceBreaks}
          errorPath="priceBreaks"
          rowLabel="quantity price"
          errors={errors}
          onChange={(priceBreaks) => set({ priceBreaks })}
        />
      </div>
    </section>
  );
}
