import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAlert } from './alert-provider.tsx';
import { loginPathFor, rememberIntent, type LoginIntent } from './login-return.ts';

/**
 * The spec's guest message (log in to add to the cart, the wishlist, to buy) with a "Log in"
 * link that comes back to the product and finishes `intent` once the shopper is logged in.
 */
export function useGuestAlert() {
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  return useCallback(
    (message: string, intent: LoginIntent) => {
      const href = loginPathFor(intent);
      showAlert('error', message, {
        label: 'Log in',
        href,
        onFollow: (event) => {
          rememberIntent(intent);
          // A new tab or window (modifier keys) is the browser's own business.
          const isPlainClick =
            event.button === 0 &&
            !event.metaKey &&
            !event.ctrlKey &&
            !event.shiftKey &&
            !event.altKey;
          if (!isPlainClick) return;
          event.preventDefault();
          void navigate(href);
        },
      });
    },
    [showAlert, navigate],
  );
}
