import type { CategoryAttribute } from '@labshop/domain/api/attributes';
import { ATTRIBUTE_LIMITS } from '@labshop/domain/attributes/attribute-kinds';
import type { ProductFormValues } from '@labshop/domain/validation/product-form-values';
import { FieldError, SelectField, TextField } from '../../../components/form-field.tsx';
import { useCategoryAttributes } from '../categories/attributes-api.ts';
import type { ProductErrors } from './product-form-values.ts';

// The chosen category's attributes as inputs: numbers with their unit, choices and yes/no as
// selects (keyboard friendly, "Not set" first), text as text. Nothing while no category is chosen.

type AttributesCardProps = {
  values: ProductFormValues;
  errors: ProductErrors;
  set: (patch: Partial<ProductFormValues>) => void;
};

export function AttributesCard({ values, errors, set }: AttributesCardProps) {
  if (!values.category) return null;
  return <CategoryAttributeInputs values={values} errors={errors} set={set} />;
}

function CategoryAttributeInputs({ values, errors, set }: AttributesCardProps) {
  const attributes = useCategoryAttributes(values.category);
  const list = attributes.data ?? [];
  if (list.length === 0) return null;
  const setValue = (key: string, value: string) =>
    set({ attributes: { ...values.attributes, [key]: value } });
  return (
    <section
      aria-label="Attributes"
      className="rounded-ui border border-slate-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 className="text-base font-semibold text-slate-900">Attributes</h2>
      <p className="mt-1 text-sm text-slate-600">
        The category’s typed specifications: shoppers filter and compare by them.
      </p>
      <FieldError message={errors.attributes} />
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((attribute) => (
          <AttributeInput
            key={attribute._id}
            attribute={attribute}
            value={values.attributes[attribute.key] ?? ''}
            onChange={(value) => setValue(attribute.key, value)}
          />
        ))}
      </div>
    </section>
  );
}

function AttributeInput(props: {
  attribute: CategoryAttribute;
  value: string;
  onChange: (value: string) => void;
}) {
  const { attribute, value, onChange } = props;
  if (attribute.kind === 'choice' || attribute.kind === 'boolean') {
    const options =
      attribute.kind === 'boolean'
        ? [
            ['yes', 'Yes'],
            ['no', 'No'],
          ]
        : attribute.choices.map((choice) => [choice, choice]);
    return (
      <SelectField label={attribute.label} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Not set</option>
        {options.map(([option, label]) => (
          <option key={option} value={option}>
            {label}
          </option>
        ))}
      </SelectField>
    );
  }
  const isNumber = attribute.kind === 'number';
  return (
    <TextField
      label={
        isNumber && attribute.unit ? `${attribute.label} (${attribute.unit})` : attribute.label
      }
      value={value}
      inputMode={isNumber ? 'decimal' : undefined}
      maxLength={isNumber ? 32 : ATTRIBUTE_LIMITS.textValue}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
