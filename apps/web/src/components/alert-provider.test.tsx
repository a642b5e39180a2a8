import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_DURATION_MS } from '@labshop/domain/constants';
import { ACTION_ALERT_DURATION_MS, AlertProvider, useAlert } from './alert-provider.tsx';

const follow = vi.fn();

function Trigger() {
  const { showAlert } = useAlert();
  return (
    <>
      <button
        type="button"
        onClick={() => showAlert('success', 'Product added to cart successfully!')}
      >
        ok
      </button>
      <button type="button" onClick={() => showAlert('error', 'Failed to add product to cart')}>
        fail
      </button>
      <button
        type="button"
        onClick={() =>
          showAlert('error', 'Please log in to add the product to your cart.', {
            label: 'Log in',
            href: '/login?returnTo=%2Fproduct%2F1%3Fdo%3Dadd',
            onFollow: (event) => {
              event.preventDefault();
              follow();
            },
          })
        }
      >
        guest
      </button>
    </>
  );
}

function renderWithAlerts() {
  return render(
    <AlertProvider>
      <Trigger />
    </AlertProvider>,
  );
}

describe('AlertProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a success alert as a status and dismisses it after 3 seconds', () => {
    renderWithAlerts();
    fireEvent.click(screen.getByText('ok'));
    expect(screen.getByRole('status').textContent).toContain('Product added to cart successfully!');

    act(() => {
      vi.advanceTimersByTime(ALERT_DURATION_MS - 1);
    });
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows an error alert with role alert that the close button dismisses', () => {
    renderWithAlerts();
    fireEvent.click(screen.getByText('fail'));
    expect(screen.getByRole('alert').textContent).toContain('Failed to add product to cart');
    fireEvent.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives a newer alert its own full 3 seconds', () => {
    renderWithAlerts();
    fireEvent.click(screen.getByText('ok'));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    fireEvent.click(screen.getByText('fail'));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('alert').textContent).toContain('Failed to add product to cart');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps an alert with a link long enough to press it, and while pointed at', () => {
    renderWithAlerts();
    fireEvent.click(screen.getByText('guest'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Please log in to add the product to your cart.');
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link.getAttribute('href')).toBe('/login?returnTo=%2Fproduct%2F1%3Fdo%3Dadd');

    act(() => {
      vi.advanceTimersByTime(ALERT_DURATION_MS);
    });
    expect(screen.queryByRole('alert')).not.toBeNull();
    fireEvent.mouseEnter(alert);
    act(() => {
      vi.advanceTimersByTime(ACTION_ALERT_DURATION_MS * 2);
    });
    expect(screen.queryByRole('alert')).not.toBeNull();
    fireEvent.mouseLeave(alert);
    act(() => {
      vi.advanceTimersByTime(ACTION_ALERT_DURATION_MS);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('follows the link through the caller and closes the alert', () => {
    renderWithAlerts();
    fireEvent.click(screen.getByText('guest'));
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(follow).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
