import { Heart, Package, ShoppingCart } from 'lucide-react';
import { NavLink } from 'react-router';
import { useCartCount } from '../api/cart.ts';

type ShopperLinksProps = {
  isLoggedIn: boolean;
  /** 'bar' sits in the header row (Orders only from 768 px); 'stack' fills the small-screen menu. */
  variant: 'bar' | 'stack';
  onNavigate?: () => void;
};

const LINKS = [
  { label: 'Wishlist', to: '/wishlist', icon: Heart },
  { label: 'Orders', to: '/orders', icon: Package },
  { label: 'Your Cart', to: '/cart', icon: ShoppingCart },
] as const;

function itemsText(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

/** Wishlist, Orders and Your Cart; guests go to /login instead (routes-and-shell.md). */
export function ShopperLinks({ isLoggedIn, variant, onNavigate }: ShopperLinksProps) {
  const isBar = variant === 'bar';
  const cartCount = useCartCount();
  const showCount = isLoggedIn && cartCount > 0;
  return (
    <ul className={isBar ? 'flex items-center gap-1' : 'flex flex-col py-2'}>
      {LINKS.map(({ label, to, icon: Icon }) => (
        <li key={label} className={isBar && to === '/orders' ? 'hidden md:block' : undefined}>
          <NavLink
            to={isLoggedIn ? to : '/login'}
            onClick={onNavigate}
            title={isBar ? label : undefined}
            aria-label={
              to === '/cart' && showCount ? `${label}, ${itemsText(cartCount)}` : undefined
            }
            className={({ isActive }) =>
              `flex items-center gap-2 rounded-ui text-sm font-medium hover:bg-slate-100 hover:text-slate-900 ${
                isBar ? 'h-11 min-w-11 justify-center px-3 lg:px-2.5' : 'min-h-11 px-3'
              } ${isActive && isLoggedIn ? 'text-primary-700' : 'text-slate-700'}`
            }
          >
            {/* Room on the right for the count badge, so it never touches the label. */}
            <span className={`relative ${to === '/cart' && showCount ? 'mr-1.5' : ''}`}>
              <Icon aria-hidden="true" className="size-5" />
              {to === '/cart' && showCount && (
                <span
                  aria-hidden="true"
                  className="price absolute -top-2 -right-2.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary-700 px-1 text-[10px] leading-none font-semibold text-white"
                >
                  {cartCount > 99 ? '99+' : cartCount}
                </span>
              )}
            </span>
            <span className={isBar ? 'sr-only lg:not-sr-only' : ''}>{label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
