// A guest who presses Add to cart, Buy now or the wishlist heart is offered a "Log in" link
// that brings them back to the product and finishes what they asked for
// (docs/decisions/021-login-returns-to-the-product.md).

const RETURN_PATH_MAX = 512;
// Any origin would do: a path that resolves against it to somewhere else was not a path.
const PROBE_ORIGIN = 'https://labshop.invalid';
// Pages a login must never return to: the login itself and the other account screens.
const NOT_RETURNED_TO = /^\/(login|signup|reset-password)(\/|$)/i;

/**
 * The `returnTo` of a login URL when it is a path on this site, else null. Refuses what a
 * browser would take to another site ("//evil.example", "/\evil.example", "https://…"),
 * control characters, and overly long values; the answer is the normalised path.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX) {
    return null;
  }
  // Browsers read a backslash as a slash, so "/\host" would be "//host": no backslashes at all.
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || NOT_RETURNED_TO.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function hasUnsafeCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char === '\\' || /\s/.test(char) || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export type LoginIntentAction = 'add' | 'wishlist' | 'buy';

export type LoginIntent = {
  action: LoginIntentAction;
  productId: string;
  variantId: string | null;
  quantity: number;
};

const INTENT_KEY = 'labshop.login-intent';
/** An intent older than this is forgotten: the shopper has moved on. */
const INTENT_TTL_MS = 30 * 60_000;
const ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
const QUANTITY_MAX = 10_000;

/** The login page, told to come back to the product with the action to finish. */
export function loginPathFor(intent: LoginIntent): string {
  const back = `/product/${encodeURIComponent(intent.productId)}?do=${intent.action}`;
  return `/login?returnTo=${encodeURIComponent(back)}`;
}

/**
 * Kept in this tab when the guest follows the Log in link. The product page acts only on an
 * intent this tab remembers, so a crafted link with ?do=add cannot add to anyone's cart.
 */
export function rememberIntent(intent: LoginIntent): void {
  try {
    sessionStorage.setItem(INTENT_KEY, JSON.stringify({ ...intent, at: Date.now() }));
  } catch {
    // Storage off (private mode, quota): the shopper still comes back, and presses again.
  }
}

function parseIntent(raw: string | null): (LoginIntent & { at: number }) | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LoginIntent & { at: number }>;
    const isValid =
      (value.action === 'add' || value.action === 'wishlist' || value.action === 'buy') &&
      typeof value.productId === 'string' &&
      ID_PATTERN.test(value.productId) &&
      (value.variantId === null ||
        (typeof value.variantId === 'string' && ID_PATTERN.test(value.variantId))) &&
      Number.isInteger(value.quantity) &&
      (value.quantity ?? 0) >= 1 &&
      (value.quantity ?? 0) <= QUANTITY_MAX &&
      typeof value.at === 'number';
    return isValid ? (value as LoginIntent & { at: number }) : null;
  } catch {
    return null;
  }
}

/**
 * The remembered intent for this product and action, once: it is forgotten as it is read,
 * whether it matches or not, so it can never act twice or on another page later.
 */
export function takeIntent(productId: string, action: string | null): LoginIntent | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(INTENT_KEY);
    sessionStorage.removeItem(INTENT_KEY);
  } catch {
    return null;
  }
  const intent = parseIntent(raw);
  if (!intent || intent.productId !== productId || intent.action !== action) return null;
  if (Date.now() - intent.at > INTENT_TTL_MS) return null;
  return {
    action: intent.action,
    productId: intent.productId,
    variantId: intent.variantId,
    quantity: intent.quantity,
  };
}
