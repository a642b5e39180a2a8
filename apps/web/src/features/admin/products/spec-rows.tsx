import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { COUNT_LIMITS, TEXT_LIMITS } from '@labshop/domain/limits';
import type { ProductFormValues } from '@labshop/domain/validation/product-form-values';
import { Button } from '../../../components/button.tsx';
import { FieldError, TextField } from '../../../components/form-field.tsx';
import type { ProductErrors } from './product-form-values.ts';

type Spec = ProductFormValues['specs'][number];

type SpecRowsProps = {
  specs: Spec[];
  errors: ProductErrors;
  onChange: (specs: Spec[]) => void;
};

const iconButton = 'size-11 shrink-0 px-0!';

/** The specifications table as the product page shows it: rows of name and value, in order. */
export function SpecRows({ specs, errors, onChange }: SpecRowsProps) {
  const update = (index: number, patch: Partial<Spec>) =>
    onChange(specs.map((spec, i) => (i === index ? { ...spec, ...patch } : spec)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...specs];
    const [row] = next.splice(index, 1);
    if (row) next.splice(index + by, 0, row);
    onChange(next);
  };
  const isFull = specs.length >= COUNT_LIMITS.productSpecs;

  return (
    <div className="grid gap-3">
      <FieldError message={errors.specs} />
      {specs.length === 0 && (
        <p className="text-sm text-slate-600">
          No specifications yet. Add rows such as Capacity, Readability, Material or Warranty.
        </p>
      )}
      {specs.map((spec, index) => {
        const label = `specification ${index + 1}`;
        return (
          <fieldset
            // Rows have no id; the index is their identity while the form is open.
            key={index}
            className="grid gap-3 rounded-ui border border-slate-200 p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:items-start"
          >
            <legend className="px-1 text-xs font-semibold text-slate-500">
              Specification {index + 1}
            </legend>
            <TextField
              label="Name"
              placeholder="e.g. Readability"
              value={spec.key}
              maxLength={TEXT_LIMITS.specKey}
              onChange={(event) => update(index, { key: event.target.value })}
              error={errors[`specs.${index}.key`]}
              errorPosition="above"
            />
            <TextField
              label="Value"
              placeholder="e.g. 0.1 mg"
              value={spec.value}
              maxLength={TEXT_LIMITS.specValue}
              onChange={(event) => update(index, { value: event.target.value })}
              error={errors[`specs.${index}.value`]}
              errorPosition="above"
            />
            <div className="flex gap-2 sm:self-end">
              <Button
                variant="secondary"
                className={iconButton}
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={`Move ${label} up`}
                icon={<ArrowUp aria-hidden="true" className="size-4" />}
              />
              <Button
                variant="secondary"
                className={iconButton}
                disabled={index === specs.length - 1}
                onClick={() => move(index, 1)}
                aria-label={`Move ${label} down`}
                icon={<ArrowDown aria-hidden="true" className="size-4" />}
              />
              <Button
                variant="secondary"
                className={`${iconButton} text-danger-700`}
                onClick={() => onChange(specs.filter((_, i) => i !== index))}
                aria-label={`Remove ${label}`}
                icon={<Trash2 aria-hidden="true" className="size-4" />}
              />
            </div>
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={isFull}
          onClick={() => onChange([...specs, { key: '', value: '' }])}
          icon={<Plus aria-hidden="true" className="size-4" />}
        >
          Add Specification
        </Button>
        {isFull && (
          <p className="text-sm text-slate-600">
            At most {COUNT_LIMITS.productSpecs} specifications.
          </p>
        )}
      </div>
    </div>
  );
}

type SpecsCardProps = {
  values: ProductFormValues;
  errors: ProductErrors;
  set: (patch: Partial<ProductFormValues>) => void;
};

export function SpecsCard({ values, errors, set }: SpecsCardProps) {
  return (
    <section
      aria-label="Specifications"
      className="rounded-ui border border-slate-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 className="text-base font-semibold text-slate-900">Specifications</h2>
      <p className="mt-1 text-sm text-slate-600">
        Shown as a table on the product page, in this order.
      </p>
      <div className="mt-4">
        <SpecRows specs={values.specs} errors={errors} onChange={(specs) => set({ specs })} />
      </div>
    </section>
  );
}
