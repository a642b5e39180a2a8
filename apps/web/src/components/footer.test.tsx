import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_QUERY_KEY } from '../api/session.ts';
import type { AuthStatus } from '../api/session.ts';
import { Footer } from './footer.tsx';

function renderFooter(status: AuthStatus) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, status);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('contentinfo'));
}

function hrefOf(footer: ReturnType<typeof renderFooter>, name: string) {
  return footer.getByRole('link', { name }).getAttribute('href');
}

describe('Footer', () => {
  afterEach(cleanup);

  it('shows the current year and the registered office in Chennai', () => {
    const footer = renderFooter({ loggedIn: false, role: null, userId: null, firstName: null });
    const text = screen.getByRole('contentinfo').textContent ?? '';
    expect(text).toContain(`© ${new Date().getFullYear()} LabShop`);
    expect(footer.getByText(/Chennai/).tagName).toBe('SPAN');
  });

  it('sends a guest to /login from My Account, Wishlist and Orders', () => {
    const footer = renderFooter({ loggedIn: false, role: null, userId: null, firstName: null });
    for (const name of ['My Account', 'Wishlist', 'Orders']) {
      expect(hrefOf(footer, name)).toBe('/login');
    }
  });

  it('links a logged-in shopper to their profile, wishlist and orders', () => {
    const footer = renderFooter({ loggedIn: true, role: 'user', userId: 'u1', firstName: 'Asha' });
    expect(hrefOf(footer, 'My Account')).toBe('/user/profile');
    expect(hrefOf(footer, 'Wishlist')).toBe('/wishlist');
    expect(hrefOf(footer, 'Orders')).toBe('/orders');
  });

  it('lists the company pages at their spec paths', () => {
    const footer = renderFooter({ loggedIn: false, role: null, userId: null, firstName: null });
    expect(hrefOf(footer, 'About')).toBe('/about');
    expect(hrefOf(footer, 'Privacy Policy')).toBe('/policy');
    expect(hrefOf(footer, 'Refund Return')).toBe('/refund');
    expect(hrefOf(footer, 'Shipping Details')).toBe('/shipping');
    expect(hrefOf(footer, 'Terms & Condition')).toBe('/toc');
  });
});
