import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_DURATION_MS } from '@labshop/domain/constants';
import { AlertProvider, useAlert } from './alert-provider.tsx';

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

    act(() => vi.advanceTimersByTime(ALERT_DURATION_MS - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
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
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByText('fail'));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('alert').textContent).toContain('Failed to add product to cart');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
