import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ProductCard } from '@labshop/domain/api/catalog';
import { CART_MESSAGES } from '@labshop/domain/validation/cart-messages';
import { GUEST_CART_MESSAGE, useChangeCart } from '../api/cart.ts';
import { ApiError } from '../api/client.ts';
import { useSession, type Session } from '../api/session.ts';
import { GUEST_WISHLIST_MESSAGE, useToggleWishlist, useWishlist } from '../api/wishlist.ts';
import type { LoginIntent } from './login-return.ts';
import { useCompareTray } from './use-compare-tray.ts';
import { useGuestAlert } from './use-guest-alert.ts';

/** Where a card sends the shopper to choose a variant: the product page, at its picker. */
export const productOptionsPath = (productId: string) => `/product/${productId}#options`;

type ShopperActions = {
  session: Session;
  isSaved: (productId: string) => boolean;
  isComparing: (productId: string) => boolean;
  /** One unit of a plain product; a guest is told to log in. Settles when the server answered. */
  addToCart: (product: ProductCard) => Promise<void>;
  /** Saves or unsaves; a guest is told to log in. Settles when the server answered. */
  toggleWishlist: (product: ProductCard) => Promise<void>;
};

/** What a guest's Log in link finishes afterwards: this card's product, one unit. */
function oneUnitOf(product: ProductCard, action: LoginIntent['action']): LoginIntent {
  return { action, productId: product._id, variantId: null, quantity: 1 };
}

const ShopperActionsContext = createContext<ShopperActions | null>(null);

/**
 * What a grid's cards share: the session, the wishlist, the compare tray and the cart and
 * wishlist changes, read once for the grid. Each card used to observe them itself (five query
 * and mutation observers a card), and at 24 cards that was a large part of a phone's first
 * render of the filter page.
 */
export function ShopperActionsProvider({ children }: { children: ReactNode }) {
  const { loggedIn, role, userId, firstName, isAdmin, isShopper, isLoading } = useSession();
  const wishlist = useWishlist().data;
  const compared = useCompareTray().items;
  const { mutateAsync: changeCart } = useChangeCart();
  const { mutateAsync: changeWishlist } = useToggleWishlist();
  const showGuestAlert = useGuestAlert();
  const navigate = useNavigate();

  const session = useMemo<Session>(
    () => ({ loggedIn, role, userId, firstName, isAdmin, isShopper, isLoading }),
    [loggedIn, role, userId, firstName, isAdmin, isShopper, isLoading],
  );
  const savedIds = useMemo(() => new Set(wishlist?.map((product) => product._id)), [wishlist]);
  const comparedIds = useMemo(() => new Set(compared.map((item) => item._id)), [compared]);

  const addToCart = useCallback(
    async (product: ProductCard) => {
      if (!loggedIn) return showGuestAlert(GUEST_CART_MESSAGE, oneUnitOf(product, 'add'));
      try {
        await changeCart({ productId: product._id, variantId: null, quantity: 1 });
      } catch (error) {
        // The alert already said why. A card from before the product gained variants: its
        // page has the picker.
        if (error instanceof ApiError && error.message === CART_MESSAGES.variantRequired) {
          void navigate(productOptionsPath(product._id));
        }
      }
    },
    [loggedIn, showGuestAlert, changeCart, navigate],
  );

  const toggleWishlist = useCallback(
    async (product: ProductCard) => {
      if (!loggedIn) return showGuestAlert(GUEST_WISHLIST_MESSAGE, oneUnitOf(product, 'wishlist'));
      // The alert already said what went wrong; the heart stays as the server left it.
      await changeWishlist({ product }).catch(() => undefined);
    },
    [loggedIn, showGuestAlert, changeWishlist],
  );

  const value = useMemo<ShopperActions>(
    () => ({
      session,
      isSaved: (productId) => savedIds.has(productId),
      isComparing: (productId) => comparedIds.has(productId),
      addToCart,
      toggleWishlist,
    }),
    [session, savedIds, comparedIds, addToCart, toggleWishlist],
  );
  return <ShopperActionsContext.Provider value={value}>{children}</ShopperActionsContext.Provider>;
}

export function useShopperActions(): ShopperActions {
  const actions = useContext(ShopperActionsContext);
  if (!actions) throw new Error('useShopperActions needs a ShopperActionsProvider above it');
  return actions;
}

/** A button's own "waiting for the server", so pressing one card leaves the others usable. */
export function usePendingPress(): [boolean, (action: () => Promise<void>) => void] {
  const [isPending, setPending] = useState(false);
  const press = useCallback((action: () => Promise<void>) => {
    setPending(true);
    void action().finally(() => setPending(false));
  }, []);
  return [isPending, press];
}
