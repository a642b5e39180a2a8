import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginPathFor, rememberIntent, safeReturnPath, takeIntent } from './login-return.ts';

const PRODUCT = '0b9c6f7e-4a51-4d2a-9a43-7d1c2f1e9b10';
const VARIANT = '5f0d3c1a-2b7e-4e9f-8a6d-1c2b3a4d5e6f';

describe('safeReturnPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnPath(`/product/${PRODUCT}?do=add`)).toBe(`/product/${PRODUCT}?do=add`);
    expect(safeReturnPath('/filter?query=burette#top')).toBe('/filter?query=burette#top');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    ['another site by scheme', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/product'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['an encoded-looking host after a backslash', '/\\/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'product/1'],
    ['a tab inside', '/\t/evil.example'],
    ['a newline inside', '/prod\nuct'],
    ['a space inside', '/product 1'],
    ['an empty value', ''],
    ['too long a value', `/${'a'.repeat(600)}`],
    ['the login page itself', '/login?returnTo=/x'],
    ['sign-up', '/signup'],
    ['a password reset', '/reset-password/abc'],
    ['no string at all', ['/product/1']],
    ['null', null],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('normalises dot segments, which cannot climb out of the site', () => {
    expect(safeReturnPath('/product/../../cart')).toBe('/cart');
  });
});

describe('the intent a guest’s Log in link carries', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.useRealTimers();
  });

  it('sends the guest to log in and back to the product with the action', () => {
    const path = loginPathFor({ action: 'add', productId: PRODUCT, variantId: null, quantity: 2 });
    const url = new URL(path, 'https://shop.example');
    expect(url.pathname).toBe('/login');
    expect(safeReturnPath(url.searchParams.get('returnTo'))).toBe(`/product/${PRODUCT}?do=add`);
  });

  it('is taken once, for the product and action it was remembered for', () => {
    const intent = { action: 'add', productId: PRODUCT, variantId: VARIANT, quantity: 3 } as const;
    rememberIntent(intent);
    expect(takeIntent(PRODUCT, 'add')).toEqual(intent);
    expect(takeIntent(PRODUCT, 'add')).toBeNull();
  });

  it('does nothing for a link this tab did not follow, or for another product or action', () => {
    expect(takeIntent(PRODUCT, 'add')).toBeNull();
    rememberIntent({ action: 'wishlist', productId: PRODUCT, variantId: null, quantity: 1 });
    expect(takeIntent(PRODUCT, 'add')).toBeNull();
    // Read once, then forgotten: it cannot act later on another page.
    expect(takeIntent(PRODUCT, 'wishlist')).toBeNull();
  });

  it('forgets an intent after half an hour', () => {
    vi.useFakeTimers();
    rememberIntent({ action: 'buy', productId: PRODUCT, variantId: null, quantity: 1 });
    vi.advanceTimersByTime(31 * 60_000);
    expect(takeIntent(PRODUCT, 'buy')).toBeNull();
  });

  it('refuses a tampered stored value', () => {
    sessionStorage.setItem(
      'labshop.login-intent',
      JSON.stringify({
        action: 'add',
        productId: PRODUCT,
        variantId: null,
        quantity: 1e9,
        at: Date.now(),
      }),
    );
    expect(takeIntent(PRODUCT, 'add')).toBeNull();
    sessionStorage.setItem('labshop.login-intent', '{not json');
    expect(takeIntent(PRODUCT, 'add')).toBeNull();
  });
});
