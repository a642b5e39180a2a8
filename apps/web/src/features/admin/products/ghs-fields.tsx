import { useId, useState } from 'react';
import { Plus } from 'lucide-react';
import {
  GHS_PICTOGRAMS,
  GHS_PICTOGRAM_CODES,
  GHS_SIGNAL_WORDS,
  HAZARD_STATEMENTS,
  PRECAUTIONARY_STATEMENTS,
  type GhsSignalWord,
} from '@labshop/domain/chemicals/ghs-lists';
import { GHS_LABELS, GHS_LIMITS, statementCodesOf } from '@labshop/domain/chemicals/ghs';
import { GHS_FORM_DEFAULTS, type GhsFormValues } from '@labshop/domain/chemicals/ghs-form';
import { Button } from '../../../components/button.tsx';
import { FieldError, SelectField, inputClass } from '../../../components/form-field.tsx';
import { GhsPictogramImage } from '../../../components/ghs-pictogram.tsx';
import type { ProductErrors } from './product-form-values.ts';

const above = 'above' as const;

/** The first message of the field or anything under it ('ghs.hazardStatements.2'). */
function errorUnder(errors: ProductErrors, key: string): string | undefined {
  const found = Object.keys(errors).find((name) => name === key || name.startsWith(`${key}.`));
  return found === undefined ? undefined : errors[found];
}

type GhsFieldsProps = {
  values: GhsFormValues;
  errors: ProductErrors;
  set: (ghs: GhsFormValues) => void;
};

/** A chemical's GHS label: pictograms, signal word, and statements chosen from the GHS lists. */
export function GhsFields({ values, errors, set }: GhsFieldsProps) {
  // Most products are not chemicals: the section opens on request, or by itself when it holds
  // something (an edited chemical, or an error to show).
  const [isOpen, setIsOpen] = useState(false);
  const hasAny =
    JSON.stringify(values) !== JSON.stringify(GHS_FORM_DEFAULTS) ||
    errorUnder(errors, 'ghs') !== undefined;
  if (!isOpen && !hasAny) {
    return (
      <div className="sm:col-span-2">
        <Button
          variant="secondary"
          onClick={() => setIsOpen(true)}
          icon={<Plus aria-hidden="true" className="size-4" />}
        >
          Add hazards (GHS)
        </Button>
        <p className="mt-1.5 text-xs text-slate-500">
          Chemicals only: pictograms, signal word and statements.
        </p>
      </div>
    );
  }
  const pictogramsError = errorUnder(errors, 'ghs.pictograms');
  const togglePictogram = (code: (typeof GHS_PICTOGRAM_CODES)[number], isOn: boolean) =>
    set({
      ...values,
      pictograms: GHS_PICTOGRAM_CODES.filter((c) =>
        c === code ? isOn : values.pictograms.includes(c),
      ),
    });
  return (
    <fieldset className="min-w-0 space-y-5 rounded-ui border border-slate-200 p-3 sm:col-span-2 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{GHS_LABELS.section}</legend>
      <p className="text-xs text-slate-500">
        Chemicals only, as the supplier’s label and safety data sheet give them. Leave empty for
        other products.
      </p>
      <FieldError message={errors.ghs} />
      <fieldset aria-describedby={pictogramsError ? 'ghs-pictograms-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">{GHS_LABELS.pictograms}</legend>
        <FieldError id="ghs-pictograms-error" message={pictogramsError} />
        <div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(6rem,1fr))] gap-2">
          {GHS_PICTOGRAM_CODES.map((code) => (
            <label
              key={code}
              className="flex cursor-pointer flex-col items-center gap-1 rounded-ui border border-slate-200 p-2 text-center hover:border-slate-400 has-checked:border-primary-600 has-checked:bg-primary-50 has-focus-visible:outline-2 has-focus-visible:outline-primary-600"
            >
              <GhsPictogramImage code={code} size={44} isDecorative />
              <span className="text-xs leading-tight font-medium text-slate-800">
                {GHS_PICTOGRAMS[code]}
              </span>
              <span className="flex items-center gap-1 text-xs text-slate-500">
                <input
                  type="checkbox"
                  className="size-4 accent-primary-700"
                  checked={values.pictograms.includes(code)}
                  onChange={(e) => togglePictogram(code, e.target.checked)}
                />
                {code}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField
        label={GHS_LABELS.signalWord}
        value={values.signalWord}
        onChange={(e) => set({ ...values, signalWord: e.target.value as '' | GhsSignalWord })}
        error={errorUnder(errors, 'ghs.signalWord')}
        errorPosition={above}
        className="max-w-xs"
      >
        <option value="">None</option>
        {GHS_SIGNAL_WORDS.map((word) => (
          <option key={word} value={word}>
            {word}
          </option>
        ))}
      </SelectField>
      <StatementsField
        label={GHS_LABELS.hazardStatements}
        example="H225, H319"
        list={HAZARD_STATEMENTS}
        value={values.hazardStatements}
        error={errorUnder(errors, 'ghs.hazardStatements')}
        onChange={(hazardStatements) => set({ ...values, hazardStatements })}
      />
      <StatementsField
        label={GHS_LABELS.precautionaryStatements}
        example="P210, P305+P351+P338"
        list={PRECAUTIONARY_STATEMENTS}
        value={values.precautionaryStatements}
        error={errorUnder(errors, 'ghs.precautionaryStatements')}
        onChange={(precautionaryStatements) => set({ ...values, precautionaryStatements })}
      />
    </fieldset>
  );
}

// The suggestions while the admin types: the whole list would put hundreds of options in the page.
const SUGGESTIONS_MAX = 20;

function matchesOf(list: Readonly<Record<string, string>>, search: string): [string, string][] {
  const words = search.trim().toLowerCase();
  if (words === '') return [];
  const found: [string, string][] = [];
  for (const [code, text] of Object.entries(list)) {
    if (!`${code} ${text}`.toLowerCase().includes(words)) continue;
    found.push([code, text]);
    if (found.length === SUGGESTIONS_MAX) break;
  }
  return found;
}

type StatementsFieldProps = {
  label: string;
  example: string;
  list: Readonly<Record<string, string>>;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

/**
 * The codes as a text box (typed or pasted from a data sheet), a search of the list by code or
 * words that adds the one picked, and each known code read back with its text.
 */
function StatementsField({ label, example, list, value, error, onChange }: StatementsFieldProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const codes = statementCodesOf(value);
  const known = codes.filter((code) => Object.hasOwn(list, code));

  function add() {
    const code = statementCodesOf(search)[0];
    if (!code || !Object.hasOwn(list, code)) return;
    if (!codes.includes(code)) onChange(value.trim() ? `${value.trim()}, ${code}` : code);
    setSearch('');
  }

  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-codes`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <FieldError id={`${id}-error`} message={error} />
      <textarea
        id={`${id}-codes`}
        rows={3}
        // Both boxes together still fit the field's JSON text.
        maxLength={GHS_LIMITS.jsonText / 2}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={`${inputClass} font-mono`}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Codes separated by commas, e.g. {example}; or find one below by code or words.
      </p>
      <div className="flex gap-2">
        <input
          type="search"
          aria-label={`Find a ${label.toLowerCase().replace(/s$/, '')}`}
          placeholder="Code or words"
          list={`${id}-list`}
          maxLength={80}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            // Enter adds the code instead of submitting the whole product form.
            e.preventDefault();
            add();
          }}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <Button
          variant="secondary"
          onClick={add}
          className="shrink-0"
          icon={<Plus aria-hidden="true" className="size-4" />}
        >
          Add
        </Button>
      </div>
      <datalist id={`${id}-list`}>
        {matchesOf(list, search).map(([code, text]) => (
          <option key={code} value={code} label={text} />
        ))}
      </datalist>
      {known.length > 0 && (
        <ul className="space-y-1 rounded-ui bg-slate-50 p-2 text-xs text-slate-700">
          {known.map((code) => (
            <li key={code} className="[overflow-wrap:anywhere]">
              <span className="mr-1.5 font-mono font-semibold text-slate-900">{code}</span>
              {list[code]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
