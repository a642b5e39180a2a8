import { useState } from 'react';
import type { FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useNavigate } from 'react-router';

type SearchBarProps = {
  className?: string;
  autoFocus?: boolean;
  /** Called after a search is submitted, so the header can fold a toggled bar away. */
  onSearched?: () => void;
};

export function SearchBar({ className = '', autoFocus = false, onSearched }: SearchBarProps) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    // SPEC part 5: a search that is blank after trimming is ignored.
    if (!query) return;
    navigate(`/filter?query=${encodeURIComponent(query)}`);
    onSearched?.();
  }

  return (
    <form role="search" onSubmit={handleSubmit} className={`relative ${className}`}>
      <label htmlFor="site-search" className="sr-only">
        Search products
      </label>
      <input
        id="site-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search instruments, chemicals, glassware…"
        autoComplete="off"
        autoFocus={autoFocus}
        className="h-10 w-full rounded-ui border border-slate-300 bg-slate-50 pr-11 pl-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-primary-600 focus:bg-white focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute inset-y-1 right-1 flex w-9 items-center justify-center rounded-ui bg-primary-700 text-white hover:bg-primary-800"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
