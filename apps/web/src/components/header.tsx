import { useId, useState } from 'react';
import { Menu, Search, X } from 'lucide-react';
import { useSession } from '../api/session.ts';
import { AccountMenu } from './account-menu.tsx';
import { Logo } from './logo.tsx';
import { SearchBar } from './search-bar.tsx';
import { ShopperLinks } from './shopper-links.tsx';

const iconButtonClass =
  'flex size-10 shrink-0 items-center justify-center rounded-ui text-slate-700 hover:bg-slate-100 hover:text-slate-900';

export function Header() {
  const session = useSession();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const menuId = useId();
  const searchId = useId();
  const showShopperTools = !session.isAdmin;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        {showShopperTools && (
          <button
            type="button"
            className={`${iconButtonClass} -ml-1 md:hidden`}
            aria-label="Menu"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </button>
        )}
        <Logo to={session.isAdmin ? '/admin-manage-category' : '/'} />
        {showShopperTools && <SearchBar className="hidden max-w-xl flex-1 xs:block" />}
        <div className="ml-auto flex items-center gap-1">
          {showShopperTools && (
            <button
              type="button"
              className={`${iconButtonClass} xs:hidden`}
              aria-label="Toggle search"
              aria-expanded={isSearchOpen}
              aria-controls={searchId}
              onClick={() => setIsSearchOpen((open) => !open)}
            >
              <Search aria-hidden="true" className="size-5" />
            </button>
          )}
          {showShopperTools && (
            <nav aria-label="Your shopping" className="hidden md:block">
              <ShopperLinks isLoggedIn={session.loggedIn} variant="bar" />
            </nav>
          )}
          <AccountMenu session={session} />
        </div>
      </div>
      {showShopperTools && isSearchOpen && (
        <div id={searchId} className="border-t border-slate-100 px-3 py-3 xs:hidden">
          <SearchBar autoFocus onSearched={() => setIsSearchOpen(false)} />
        </div>
      )}
      {showShopperTools && isMenuOpen && (
        <nav
          id={menuId}
          aria-label="Your shopping"
          className="border-t border-slate-100 px-3 md:hidden"
        >
          <ShopperLinks
            isLoggedIn={session.loggedIn}
            variant="stack"
            onNavigate={() => setIsMenuOpen(false)}
          />
        </nav>
      )}
    </header>
  );
}
