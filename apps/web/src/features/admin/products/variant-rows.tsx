import { useId } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { COUNT_LIMITS, TEXT_LIMITS } from '@labshop/domain/limits';
import type { AdminVariant } from '@labshop/domain/api/admin';
import type { ProductFormValues } from '@labshop/domain/validation/product-form-values';
import { Button } from '../../../components/button.tsx';
import { FieldError, TextField } from '../../../components/form-field.tsx';
import type { ProductErrors } from './product-form-values.ts';
import { PriceBreakRows } from './price-break-rows.tsx';
import { stockCountsText } from './stock-counts.ts';

type Variant = ProductFormValues['variants'][number];

type VariantRowsProps = {
  variants: Variant[];
  /** The stored variants as the form opened them, for their on-hand and reserved counts. */
  loaded: readonly AdminVariant[];
  errors: ProductErrors;
  onChange: (variants: Variant[]) => void;
};

/** Rows of name, price and stock, with add and remove. */
export function VariantRows({ variants, loaded, errors, onChange }: VariantRowsProps) {
  const baseId = useId();
  const update = (index: number, patch: Partial<Variant>) =>
    onChange(variants.map((variant, i) => (i === index ? { ...variant, ...patch } : variant)));
  return (
    <div className="grid gap-4">
      <FieldError message={errors.variants} />
      {variants.map((variant, index) => {
        const stored = loaded.find((item) => item._id === variant._id);
        const countsId = `${baseId}-variant-${index}-counts`;
        return (
          <fieldset
            key={variant._id ?? `new-${index}`}
            className="grid gap-3 rounded-ui border border-slate-200 p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-start"
          >
            <legend className="px-1 text-xs font-semibold text-slate-500">
              Variant {index + 1}
            </legend>
            <TextField
              label="Name"
              value={variant.name}
              maxLength={TEXT_LIMITS.productName}
              onChange={(event) => update(index, { name: event.target.value })}
              error={errors[`variants.${index}.name`]}
              errorPosition="above"
            />
            <TextField
              label="Price (₹)"
              inputMode="decimal"
              value={variant.price}
              onChange={(event) => update(index, { price: event.target.value })}
              error={errors[`variants.${index}.price`]}
              errorPosition="above"
            />
            <TextField
              label="Stock"
              inputMode="numeric"
              value={variant.stock}
              onChange={(event) => update(index, { stock: event.target.value })}
              error={errors[`variants.${index}.stock`]}
              errorPosition="above"
              describedBy={countsId}
            />
            <Button
              variant="secondary"
              className="order-last h-10 self-end px-3 text-danger-700 sm:order-none"
              onClick={() => onChange(variants.filter((_, i) => i !== index))}
              aria-label={`Remove variant ${index + 1}`}
              icon={<Trash2 aria-hidden="true" className="size-4" />}
            >
              Remove
            </Button>
            {/* Under the whole row on wide screens (beside the narrow input it wrapped to 3 lines),
                right under Stock on narrow ones, where Remove moves below it. */}
            <p id={countsId} className="text-xs text-slate-500 sm:col-span-4 sm:-mt-1">
              {stored ? stockCountsText(stored) : 'Units on hand.'}
            </p>
            <div className="grid gap-2 sm:col-span-4">
              <p className="text-sm font-medium text-slate-700">Quantity prices</p>
              <PriceBreakRows
                rows={variant.priceBreaks ?? []}
                errorPath={`variants.${index}.priceBreaks`}
                rowLabel={`Variant ${index + 1} quantity price`}
                errors={errors}
                onChange={(priceBreaks) => update(index, { priceBreaks })}
              />
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button
          variant="secondary"
          disabled={variants.length >= COUNT_LIMITS.variants}
          onClick={() => onChange([...variants, { name: '', price: '', stock: '' }])}
          icon={<Plus aria-hidden="true" className="size-4" />}
        >
          Add Variant
        </Button>
      </div>
    </div>
  );
}
