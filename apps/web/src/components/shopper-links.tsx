import { Heart, Package, ShoppingCart } from 'lucide-react';
import { NavLink } from 'react-router';
import { useCartCount } from '../api/cart.ts';

type ShopperLinksProps = {
  isLoggedIn: boolean;
  /** 'bar' sits in the header row; 'stack' fills the small-screen menu. */
  variant: 'bar' | 'stack';
  onNavigate?: () => void;
};

const LINKS = [
  { label: 'Wishlist', to: '/wishlist', icon: Heart },
  { label: 'Orders', to: '/orders', icon: Package },
  { label: 'Your Cart', to: '/cart', icon: ShoppingCart },
] as const;

/** Wishlist, Orders and Your Cart; SPEC part 6 sends guests to /login instead. */
export function ShopperLinks({ isLoggedIn, variant, onNavigate }: ShopperLinksProps) {
  const isBar = variant === 'bar';
  const cartCount = useCartCount();
  return (
    <ul className={isBar ? 'flex items-center gap-1' : 'flex flex-col py-2'}>
      {LINKS.map(({ label, to, icon: Icon }) => (
        <li key={label}>
          <NavLink
            to={isLoggedIn ? to : '/login'}
            onClick={onNavigate}
            title={isBar ? label : undefined}
            className={({ isActive }) =>
              `flex items-center gap-2 rounded-ui text-sm font-medium hover:bg-slate-100 hover:text-slate-900 ${
                isBar ? 'h-10 px-2.5' : 'px-3 py-2.5'
              } ${isActive && isLoggedIn ? 'text-primary-700' : 'text-slate-700'}`
            }
          >
            <span className="relative">
              <Icon aria-hidden="true" className="size-5" />
              {to === '/cart' && isLoggedIn && cartCount > 0 && (
                <span
                  aria-hidden="true"
                  className="price absolute -top-2 -right-2.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary-700 px-1 text-[10px] leading-none font-semibold text-white"
                >
                  {cartCount > 99 ? '99+' : cartCount}
                </span>
              )}
            </span>
            <span className={isBar ? 'sr-only lg:not-sr-only' : ''}>{label}</span>
            {to === '/cart' && isLoggedIn && cartCount > 0 && (
              <span className="sr-only">, {cartCount} items</span>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
