import { useId, useState, type FocusEvent, type FormEvent } from 'react';
import type { SpecFacet } from '@labshop/domain/api/attributes';
import type { SpecFilter } from '@labshop/domain/attributes/spec-filters';

// The chosen category's specification facets under the other filters: a from-to pair of
// inputs for a number (applied on Enter or on leaving the field), checkboxes with counts for
// choices and yes/no. Each change is one URL change, so Back undoes it.

type SpecFacetProps = {
  facet: SpecFacet;
  chosen: SpecFilter | undefined;
  onChange: (next: SpecFilter | null) => void;
};

export function SpecFacetField({ facet, chosen, onChange }: SpecFacetProps) {
  if (facet.kind === 'number')
    return <NumberFacet facet={facet} chosen={chosen} onChange={onChange} />;
  return <ValuesFacet facet={facet} chosen={chosen} onChange={onChange} />;
}

/** The legend of a facet: "Readability (mg)". */
export function facetLegend(facet: SpecFacet): string {
  return facet.kind === 'number' && facet.unit ? `${facet.label} (${facet.unit})` : facet.label;
}

const NUMBER_TEXT = /^-?[0-9]+(\.[0-9]+)?$/;
const readNumber = (text: string) =>
  NUMBER_TEXT.test(text.trim()) ? Number(text.trim()) : undefined;

function NumberFacet({
  facet,
  chosen,
  onChange,
}: SpecFacetProps & { facet: { kind: 'number' } & SpecFacet }) {
  const id = useId();
  const range = chosen?.kind === 'range' ? chosen : undefined;
  const shown = { min: range?.min?.toString() ?? '', max: range?.max?.toString() ?? '' };
  const [text, setText] = useState(shown);
  const [fromUrl, setFromUrl] = useState(shown);
  // Back (or Clear filters) changes the URL under the inputs: they follow it.
  if (fromUrl.min !== shown.min || fromUrl.max !== shown.max) {
    setFromUrl(shown);
    setText(shown);
  }
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    let min = readNumber(text.min);
    let max = readNumber(text.max);
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    if (min === range?.min && max === range?.max) return;
    onChange(
      min === undefined && max === undefined ? null : { key: facet.key, kind: 'range', min, max },
    );
  };
  // Moving from one input to the other is not leaving the range: one URL change, not two.
  const applyOnLeave = (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.form?.contains(next))) apply();
  };
  const unit = facet.unit ? ` ${facet.unit}` : '';
  const input =
    'h-10 w-full min-w-0 rounded-ui border border-slate-300 bg-white px-2 text-sm text-slate-900 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600';
  return (
    <form onSubmit={apply} className="space-y-1" noValidate>
      <div className="grid grid-cols-[1fr_auto_1fr] items-end gap-2">
        <div>
          <label htmlFor={`${id}-min`} className="mb-1 block text-xs text-slate-600">
            From
          </label>
          <input
            id={`${id}-min`}
            inputMode="decimal"
            maxLength={20}
            value={text.min}
            placeholder={facet.min === null ? '' : String(facet.min)}
            onChange={(event) => setText({ ...text, min: event.target.value })}
            onBlur={applyOnLeave}
            aria-label={`${facetLegend(facet)} from`}
            className={input}
          />
        </div>
        <span aria-hidden="true" className="pb-2 text-slate-500">
          –
        </span>
        <div>
          <label htmlFor={`${id}-max`} className="mb-1 block text-xs text-slate-600">
            To
          </label>
          <input
            id={`${id}-max`}
            inputMode="decimal"
            maxLength={20}
            value={text.max}
            placeholder={facet.max === null ? '' : String(facet.max)}
            onChange={(event) => setText({ ...text, max: event.target.value })}
            onBlur={applyOnLeave}
            aria-label={`${facetLegend(facet)} to`}
            className={input}
          />
        </div>
      </div>
      {facet.min !== null && facet.max !== null && (
        <p className="text-xs text-slate-500">
          {facet.min === facet.max
            ? `All ${facet.min}${unit}`
            : `From ${facet.min} to ${facet.max}${unit}`}
        </p>
      )}
      {/* Enter in either input applies the range; the button is for pointer users. */}
      <button type="submit" className="sr-only">
        Apply {facet.label}
      </button>
    </form>
  );
}

const yesNo = (value: string) => (value === 'true' ? 'Yes' : value === 'false' ? 'No' : value);

function ValuesFacet({
  facet,
  chosen,
  onChange,
}: SpecFacetProps & { facet: { kind: 'choice' | 'boolean' } & SpecFacet }) {
  const picked = chosen?.kind === 'values' ? chosen.values : [];
  const isPicked = (value: string) => picked.some((p) => p.toLowerCase() === value.toLowerCase());
  // A ticked value no product has under the other filters stays listed (at 0) to be unticked.
  const missing = picked
    .filter((value) => !facet.values.some((v) => v.value.toLowerCase() === value.toLowerCase()))
    .map((value) => ({ value, count: 0 }));
  const values = [...facet.values, ...missing];
  const toggle = (value: string) => {
    const next = isPicked(value)
      ? picked.filter((p) => p.toLowerCase() !== value.toLowerCase())
      : [...picked, value];
    onChange(next.length === 0 ? null : { key: facet.key, kind: 'values', values: next });
  };
  if (values.length === 0) return <p className="text-sm text-slate-600">Nothing to choose.</p>;
  return (
    <div className="space-y-0.5">
      {values.map(({ value, count }) => (
        <label
          key={value}
          className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm text-slate-700 hover:bg-slate-50"
        >
          <input
            type="checkbox"
            checked={isPicked(value)}
            onChange={() => toggle(value)}
            className="size-4 shrink-0 accent-primary-700"
          />
          <span className="min-w-0 flex-1">{facet.kind === 'boolean' ? yesNo(value) : value}</span>
          <span className="price shrink-0 rounded-full bg-slate-100 px-2 text-xs leading-5 text-slate-600">
            {count}
            <span className="sr-only"> {count === 1 ? 'product' : 'products'}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
