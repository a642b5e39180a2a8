import { useId, useState } from 'react';
import { Search } from 'lucide-react';
import { useSession } from '../api/session.ts';
import { AccountMenu } from './account-menu.tsx';
import { CategoryMenu } from './category-menu.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu, headerIconClass } from './mobile-menu.tsx';
import { SearchBar } from './search-bar.tsx';
import { ShopperLinks } from './shopper-links.tsx';

export function Header() {
  const session = useSession();
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const searchId = useId();
  const showShopperTools = !session.isAdmin;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:gap-3 sm:px-6">
        {showShopperTools && <MobileMenu isLoggedIn={session.loggedIn} />}
        <Logo to={session.isAdmin ? '/admin' : '/'} />
        {showShopperTools && <CategoryMenu className="hidden md:block" />}
        {showShopperTools && <SearchBar className="hidden max-w-xl flex-1 xs:block" />}
        <div className="ml-auto flex items-center sm:gap-1">
          {showShopperTools && (
            <button
              type="button"
              className={`${headerIconClass} xs:hidden`}
              aria-label="Toggle search"
              aria-expanded={isSearchOpen}
              aria-controls={searchId}
              onClick={() => setIsSearchOpen((open) => !open)}
            >
              <Search aria-hidden="true" className="size-5" />
            </button>
          )}
          {/* Wishlist and cart stay in the row at every width; Orders joins them from 768 px. */}
          {showShopperTools && (
            <nav aria-label="Your shopping">
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
    </header>
  );
}
