import { ChevronDown, LayoutGrid } from 'lucide-react';
import { CategoryLinks } from './category-links.tsx';
import { useDisclosure } from './use-disclosure.ts';

/** The header's "Categories" button from 768 px up; below, the Menu panel lists them. */
export function CategoryMenu({ className = '' }: { className?: string }) {
  const { isOpen, close, containerProps, buttonProps, panelProps } = useDisclosure();
  return (
    <div {...containerProps} className={`relative ${className}`}>
      <button
        {...buttonProps}
        title="Categories"
        className="flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-ui px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      >
        <LayoutGrid aria-hidden="true" className="size-5" />
        {/* An icon alone from 768 to 1024 px, so the search box keeps its width there. */}
        <span className="sr-only lg:not-sr-only">Categories</span>
        <ChevronDown
          aria-hidden="true"
          className={`hidden size-4 text-slate-500 transition-transform lg:block ${isOpen ? 'rotate-180' : ''}`}
        />
      </button>
      <nav
        {...panelProps}
        aria-label="Categories"
        className="absolute top-full left-0 z-50 mt-2 max-h-[calc(100dvh-5rem)] w-[28rem] overflow-y-auto rounded-ui border border-slate-200 bg-white p-2 shadow-card"
      >
        {isOpen && <CategoryLinks onNavigate={close} className="grid grid-cols-2 gap-0.5" />}
      </nav>
    </div>
  );
}
