import { SelectField } from '../../components/form-field.tsx';

/** A filter's choices: its URL value and the words shown; '' is "any". */
export type FilterOptions = readonly (readonly [value: string, label: string])[];

export const STATUS_FILTER_OPTIONS: FilterOptions = [
  ['', 'Any status'],
  ['active', 'Active'],
  ['inactive', 'Inactive'],
];

/**
 * One select of a list's FilterBar: two to a row on a phone, a fixed width beside the search
 * box on a wider screen, so every list's filters line up the same way.
 */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: FilterOptions;
  onChange: (value: string) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="w-[calc(50%-0.375rem)] sm:w-48"
    >
      {options.map(([optionValue, optionLabel]) => (
        <option key={optionValue} value={optionValue}>
          {optionLabel}
        </option>
      ))}
    </SelectField>
  );
}
