import { useState, type FormEvent } from 'react';
import type { CategoryAttribute } from '@labshop/domain/api/attributes';
import {
  ATTRIBUTE_KIND_LABELS,
  ATTRIBUTE_KINDS,
  ATTRIBUTE_LIMITS,
  ATTRIBUTE_UNITS,
  type AttributeKind,
} from '@labshop/domain/attributes/attribute-kinds';
import { categoryAttributeInputSchema } from '@labshop/domain/validation/category-attribute';
import { fieldErrors } from '@labshop/domain/validation/field-errors';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { useAlert } from '../../../components/alert-provider.tsx';
import { Button } from '../../../components/button.tsx';
import {
  CheckboxField,
  FormError,
  SelectField,
  TextField,
} from '../../../components/form-field.tsx';
import { useSaveAttribute } from './attributes-api.ts';

type AttributeFormProps = {
  categoryId: string;
  /** null: a new attribute. */
  editing: CategoryAttribute | null;
  onDone: () => void;
};

/** Add or edit one attribute; checked by the domain's rules before it is sent. */
export function AttributeForm({ categoryId, editing, onDone }: AttributeFormProps) {
  const save = useSaveAttribute(categoryId);
  const { showAlert } = useAlert();
  const [label, setLabel] = useState(editing?.label ?? '');
  const [key, setKey] = useState(editing?.key ?? '');
  const [kind, setKind] = useState<AttributeKind>(editing?.kind ?? 'number');
  const [unit, setUnit] = useState(editing?.unit ?? '');
  const [isFacet, setIsFacet] = useState(editing?.isFacet ?? true);
  const [choices, setChoices] = useState((editing?.choices ?? []).join('\n'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const unitsId = `units-${categoryId}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const lines = choices
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const parsed = categoryAttributeInputSchema.safeParse({
      label,
      key,
      kind,
      unit,
      isFacet: kind === 'text' ? false : isFacet,
      choices: lines,
    });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      setFormError(Object.values(found)[0] ?? null);
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(
      { id: editing?._id ?? null, input: parsed.data },
      {
        onSuccess: (answer) => {
          showAlert('success', answer.message);
          onDone();
        },
        onError: (error) => {
          setFormError(errorMessage(error));
          if (error instanceof ApiError) setErrors(error.errors);
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={editing ? `Edit attribute ${editing.label}` : 'Add attribute'}
      className="space-y-4 rounded-ui border border-slate-200 bg-slate-50 p-4"
    >
      <FormError message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          value={label}
          maxLength={ATTRIBUTE_LIMITS.label}
          onChange={(event) => setLabel(event.target.value)}
          error={errors.label}
          placeholder="Readability"
          autoFocus
        />
        <TextField
          label="Key"
          value={key}
          maxLength={ATTRIBUTE_LIMITS.key}
          onChange={(event) => setKey(event.target.value)}
          error={errors.key}
          hint="Names the filter in links; left blank it is made from the name and unit."
          placeholder="readability_mg"
        />
        <SelectField
          label="Kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as AttributeKind)}
          error={errors.kind}
        >
          {ATTRIBUTE_KINDS.map((option) => (
            <option key={option} value={option}>
              {ATTRIBUTE_KIND_LABELS[option]}
            </option>
          ))}
        </SelectField>
        {kind === 'number' && (
          <TextField
            label="Unit"
            value={unit}
            maxLength={ATTRIBUTE_LIMITS.unit}
            list={unitsId}
            onChange={(event) => setUnit(event.target.value)}
            error={errors.unit}
            hint="g, mg, ml, rpm, °C, pH… or your own"
          />
        )}
      </div>
      <datalist id={unitsId}>
        {ATTRIBUTE_UNITS.map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
      {kind === 'choice' && (
        <div>
          <label htmlFor={`${unitsId}-choices`} className="text-sm font-medium text-slate-800">
            Choices, one a line
          </label>
          <textarea
            id={`${unitsId}-choices`}
            value={choices}
            rows={4}
            maxLength={ATTRIBUTE_LIMITS.choices * (ATTRIBUTE_LIMITS.choice + 1)}
            onChange={(event) => setChoices(event.target.value)}
            aria-invalid={Boolean(errors.choices)}
            className="mt-1.5 block w-full rounded-ui border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 sm:text-sm"
          />
          {errors.choices && <p className="mt-1.5 text-sm text-danger-700">{errors.choices}</p>}
        </div>
      )}
      {kind !== 'text' && (
        <CheckboxField
          label="Filter by it on the product list"
          checked={isFacet}
          onChange={(event) => setIsFacet(event.target.checked)}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {editing ? 'Save attribute' : 'Add attribute'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
