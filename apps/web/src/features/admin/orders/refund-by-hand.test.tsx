import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '@labshop/domain/api/orders';
import { AlertProvider } from '../../../components/alert-provider.tsx';
import { PaymentsAndRefunds } from './payments-refunds.tsx';

const refund = {
  _id: 'r1',
  amount: 200,
  state: 'FAILED' as const,
  reason: 'manual' as const,
  createdAt: '2026-03-02T10:00:00.000Z',
  completedAt: null,
  paymentId: 'p1',
  merchantRefundId: 'RFTEST1',
  note: 'Broken seal',
  retryOf: null,
  retriedBy: null,
  createdBy: 'Meera',
};

const order = {
  _id: '6a1f3c2e-0000-4000-8000-000000000001',
  user: { name: 'Asha', email: 'asha@example.in', phoneNumber: '' },
  payments: [
    {
      _id: 'p1',
      transactionId: 'TXN1',
      provider: 'phonepe',
      amount: 960,
      refunded: 0,
      state: 'SUCCESS' as const,
      createdAt: '2026-03-01T10:00:00.000Z',
      settledAt: '2026-03-01T10:01:00.000Z',
    },
  ],
  refunds: [refund],
  refundable: 960,
} as unknown as AdminOrder;

function renderCard(value: AdminOrder = order) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AlertProvider>
        <PaymentsAndRefunds order={value} />
      </AlertProvider>
    </QueryClientProvider>,
  );
}

function answer(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

describe('PaymentsAndRefunds', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('refunds by hand only after a confirmation that repeats the amount', async () => {
    const fetchSpy = answer(200, { message: 'Refund of ₹250.50 started.', order });
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    fireEvent.input(screen.getByLabelText('Amount (₹)'), { target: { value: '250.50' } });
    fireEvent.input(screen.getByLabelText('Reason'), { target: { value: 'Dented lid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review refund' }));
    expect(screen.getByText('Refund ₹250.50?')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, refund ₹250.50' }));
    expect(await screen.findByText('Refund of ₹250.50 started.')).toBeTruthy();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(`/api/admin/order/${order._id}/refund`);
    expect(JSON.parse(String(init?.body))).toEqual({ amount: 250.5, reason: 'Dented lid' });
  });

  it('refuses more than remains, and a missing reason, before asking the server', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    fireEvent.input(screen.getByLabelText('Amount (₹)'), { target: { value: '961' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review refund' }));
    expect(screen.getByText('At most ₹960.00 can still be refunded.')).toBeTruthy();
    expect(screen.getByText('Give the reason for this refund.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('offers Retry on a failed refund not yet retried, and asks first', async () => {
    const fetchSpy = answer(200, { message: 'Refund of ₹200.00 started.', order });
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Retry the refund of ₹200.00?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, refund ₹200.00' }));
    expect(await screen.findByText('Refund of ₹200.00 started.')).toBeTruthy();
    expect(fetchSpy.mock.calls[0]![0]).toBe(`/api/admin/order/${order._id}/refund/r1/retry`);
    cleanup();
    renderCard({ ...order, refunds: [{ ...refund, retriedBy: 'r2' }], refundable: 0 });
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByText('Retried')).toBeTruthy();
    expect(screen.getByText('Nothing left to refund.')).toBeTruthy();
  });
});
