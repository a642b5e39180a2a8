import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Refund } from '@labshop/domain/api/refunds';
import { RefundStates } from './refund-state.tsx';

const refund = (state: Refund['state'], amount: number): Refund => ({
  _id: `${state}-${amount}`,
  amount,
  state,
  reason: 'cancel',
  createdAt: '2026-03-01T10:00:00.000Z',
  completedAt: null,
});

describe('RefundStates', () => {
  afterEach(cleanup);

  it('shows each refund’s amount and state in the shopper’s words', () => {
    render(
      <RefundStates
        refunds={[refund('QUEUED', 500), refund('COMPLETED', 120.5), refund('FAILED', 80)]}
      />,
    );
    expect(screen.getByText('Refund of ₹500.00 started')).toBeTruthy();
    expect(screen.getByText('Refund of ₹120.50 completed')).toBeTruthy();
    expect(screen.getByText(/Refund of ₹80\.00 could not be completed.*support team/)).toBeTruthy();
  });

  it('shows nothing for an order without refunds', () => {
    const { container } = render(<RefundStates refunds={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
