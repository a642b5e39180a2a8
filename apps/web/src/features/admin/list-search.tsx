import { useEffect, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { inputClass } from '../../components/form-field.tsx';

const SEARCH_DELAY_MS = 300;

/**
 * A list's search box. It answers each keystroke at once but tells the list only when typing
 * pauses, so the URL (and the server) sees words, not letters.
 */
export function ListSearch({
  label,
  value,
  maxLength,
  placeholder,
  onSearch,
}: {
  label: string;
  value: string;
  maxLength: number;
  placeholder?: string;
  onSearch: (value: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // "Clear filters" or Back changes the URL under the box: show what the list now uses.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="min-w-0 grow basis-64">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch(text.trim());
          }}
          className={`${inputClass} pl-9`}
        />
      </div>
    </div>
  );
}
