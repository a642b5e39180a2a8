import type { MouseEvent, ReactNode } from 'react';
import { Search } from 'lucide-react';
import type { SearchSuggestion } from '@labshop/domain/api/catalog';
import { formatRupees } from '@labshop/domain/money';
import { ProductImage } from './product-image.tsx';

type OptionProps = {
  id: string;
  className?: string;
  isActive: boolean;
  onPick: () => void;
  onHover: () => void;
  children: ReactNode;
};

/** One option of the search listbox; clicking never takes focus from the input. */
function Option({ id, className = '', isActive, onPick, onHover, children }: OptionProps) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={isActive}
      // Keeps focus in the input so the blur handler does not close the list first.
      onMouseDown={(event: MouseEvent) => event.preventDefault()}
      onClick={onPick}
      onMouseMove={onHover}
      className={`flex cursor-pointer items-center gap-3 px-3 py-1.5 text-sm text-slate-800 ${className} ${
        isActive ? 'bg-primary-50 text-primary-900' : ''
      }`}
    >
      {children}
    </li>
  );
}

type SuggestionRowProps = Omit<OptionProps, 'children'> & { suggestion: SearchSuggestion };

/** The product's picture at a readable size, its name, brand (and a chemical's CAS number) and price. */
export function SuggestionRow({ suggestion, ...option }: SuggestionRowProps) {
  return (
    <Option {...option}>
      <ProductImage
        src={suggestion.images[0]}
        alt=""
        className="size-14 shrink-0 rounded border border-slate-100"
      />
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 leading-5 font-medium">{suggestion.name}</span>
        <span className="flex items-baseline justify-between gap-3 text-xs">
          <span className="truncate text-slate-600">
            {suggestion.brand}
            {suggestion.casNumber && <> · CAS {suggestion.casNumber}</>}
          </span>
          <span className="price shrink-0 text-sm font-semibold text-slate-900">
            {formatRupees(suggestion.sellingPrice)}
          </span>
        </span>
      </span>
    </Option>
  );
}

/** The last option: every match on the filter page. */
export function SeeAllRow({ text, ...option }: Omit<OptionProps, 'children'> & { text: string }) {
  return (
    <Option {...option} className="border-t border-slate-100">
      <span className="flex h-8 w-14 shrink-0 items-center justify-center text-primary-700">
        <Search aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1 truncate font-medium text-primary-800">
        See all results for '{text}'
      </span>
    </Option>
  );
}
