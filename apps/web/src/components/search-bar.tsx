import { useId, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { SearchSuggestion } from '@labshop/domain/api/catalog';
import { TEXT_LIMITS } from '@labshop/domain/limits';
import { SeeAllRow, SuggestionRow } from './search-suggestion-row.tsx';
import { useSearchSuggestions } from './use-search-suggestions.ts';

type SearchBarProps = {
  className?: string;
  autoFocus?: boolean;
  /** Called after a search or a pick, so the header can fold a toggled bar away. */
  onSearched?: () => void;
  /** Tests pass a fake; the app uses the API. */
  fetcher?: Parameters<typeof useSearchSuggestions>[0];
};

/**
 * The header search: a combobox whose listbox offers products as you type, then a last
 * option that opens every match on the filter page.
 */
export function SearchBar({
  className = '',
  autoFocus = false,
  onSearched,
  fetcher,
}: SearchBarProps) {
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const { suggestions, answeredQuery, request, clear } = useSearchSuggestions(fetcher);
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const hasSuggestions = suggestions.length > 0;
  // The products, then "See all results": the arrow keys walk them all.
  const optionCount = suggestions.length + 1;
  const seeAllIndex = suggestions.length;
  const isListShown = isOpen && hasSuggestions;
  const isNoMatchShown = isOpen && !hasSuggestions && answeredQuery !== null;

  function close() {
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function handleChange(value: string) {
    setText(value);
    setActiveIndex(-1);
    if (value.trim()) {
      setIsOpen(true);
      request(value);
    } else {
      // A blank input clears the suggestions and closes the dropdown (storefront-and-catalog.md).
      clear();
      close();
    }
  }

  function pick(suggestion: SearchSuggestion) {
    setText('');
    clear();
    close();
    void navigate(`/product/${suggestion._id}`);
    onSearched?.();
  }

  function searchAll() {
    const query = text.trim();
    // A search that is blank after trimming is ignored: there is nothing to look for.
    if (!query) return;
    clear();
    close();
    void navigate(`/filter?query=${encodeURIComponent(query)}`);
    onSearched?.();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const active = isListShown ? suggestions[activeIndex] : undefined;
    if (active) pick(active);
    else searchAll();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!hasSuggestions) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setIsOpen(true);
      setActiveIndex((index) => {
        if (!isOpen || index === -1) return step === 1 ? 0 : optionCount - 1;
        return (index + step + optionCount) % optionCount;
      });
    } else if (event.key === 'Escape' && (isListShown || isNoMatchShown)) {
      // Keep the text: Chromium would otherwise clear a search field on Escape.
      event.preventDefault();
      close();
    }
  }

  return (
    <form
      role="search"
      onSubmit={handleSubmit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
      className={`relative ${className}`}
    >
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        id={inputId}
        type="search"
        role="combobox"
        aria-expanded={isListShown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isListShown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={text}
        onChange={(event) => handleChange(event.target.value)}
        onKeyDown={handleKeyDown}
        onFocus={() => text.trim() && setIsOpen(true)}
        placeholder="Search instruments, chemicals, glassware…"
        autoComplete="off"
        maxLength={TEXT_LIMITS.searchText}
        autoFocus={autoFocus}
        className="h-10 w-full rounded-ui border border-slate-300 bg-slate-50 pr-11 pl-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-primary-600 focus:bg-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute inset-y-1 right-1 flex w-9 items-center justify-center rounded-ui bg-primary-700 text-white hover:bg-primary-800"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggested products"
        hidden={!isListShown}
        // Eight rows and "See all" fit a phone below the header; the cap only guards a short
        // (landscape) window, where the list scrolls rather than running off the screen.
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[calc(100dvh-5rem)] overflow-y-auto overscroll-contain rounded-ui border border-slate-200 bg-white py-1 shadow-card"
      >
        {suggestions.map((suggestion, index) => (
          <SuggestionRow
            key={suggestion._id}
            id={optionId(index)}
            suggestion={suggestion}
            isActive={index === activeIndex}
            onPick={() => pick(suggestion)}
            onHover={() => setActiveIndex(index)}
          />
        ))}
        {hasSuggestions && (
          <SeeAllRow
            id={optionId(seeAllIndex)}
            text={text.trim()}
            isActive={activeIndex === seeAllIndex}
            onPick={searchAll}
            onHover={() => setActiveIndex(seeAllIndex)}
          />
        )}
      </ul>
      {isNoMatchShown && (
        <p
          role="status"
          className="absolute inset-x-0 top-full z-50 mt-1 rounded-ui border border-slate-200 bg-white px-3 py-3 text-sm text-slate-600 shadow-card"
        >
          No products match “{answeredQuery}”.
        </p>
      )}
    </form>
  );
}
