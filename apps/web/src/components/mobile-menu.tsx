import { Menu, X } from 'lucide-react';
import { CategoryLinks } from './category-links.tsx';
import { ShopperLinks } from './shopper-links.tsx';
import { useDisclosure } from './use-disclosure.ts';

export const headerIconClass =
  'flex size-11 shrink-0 items-center justify-center rounded-ui text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/**
 * Below 768 px: the Menu button opens a panel under the header with the categories and the
 * shopper's links. The panel hangs from the sticky header, which is its containing block.
 */
export function MobileMenu({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { isOpen, close, containerProps, buttonProps, panelProps } = useDisclosure();
  return (
    <div {...containerProps} className="md:hidden">
      <button {...buttonProps} aria-label="Menu" className={`${headerIconClass} -ml-1`}>
        {isOpen ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Menu aria-hidden="true" className="size-5" />
        )}
      </button>
      <nav
        {...panelProps}
        aria-label="Menu"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-3 pb-3 shadow-card"
      >
        {isOpen && (
          <>
            <section
              aria-labelledby={`${panelProps.id}-categories`}
              className="border-b border-slate-100 py-2"
            >
              <h2
                id={`${panelProps.id}-categories`}
                className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase"
              >
                Categories
              </h2>
              <CategoryLinks onNavigate={close} className="grid grid-cols-2 gap-x-1" />
            </section>
            <ShopperLinks isLoggedIn={isLoggedIn} variant="stack" onNavigate={close} />
          </>
        )}
      </nav>
    </div>
  );
}
