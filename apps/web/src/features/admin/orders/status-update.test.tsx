import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '@labshop/domain/api/orders';
import { AlertProvider } from '../../../components/alert-provider.tsx';
import { StatusUpdate } from './status-update.tsx';

const order: AdminOrder = {
  _id: '6a1f3c2e-0000-4000-8000-000000000001',
  transactionId: 'TXN1',
  totalAmount: 960,
  orderedAt: '2026-03-01T10:00:00.000Z',
  paymentStatus: 'SUCCESS',
  orderStatus: { currentStatus: 'packed', timestamps: {} },
  deliveryAddress: {
    street: '14 Lab Lane',
    city: 'Chennai',
    state: 'Tamil Nadu',
    zipcode: '600032',
    landmark: '',
    addressType: 'Office',
  },
  user: { name: 'Asha', email: 'asha@example.in', phoneNumber: '' },
  products: [],
  invoiceNumber: null,
  creditNoteNumber: null,
  paidAt: '2026-03-01T10:00:00.000Z',
  statusHistory: [],
  stockReturned: false,
  paymentState: 'SUCCESS',
  payments: [],
  refunds: [],
  refundable: 960,
};

function renderUpdate(value: AdminOrder = order) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AlertProvider>
        <StatusUpdate order={value} />
      </AlertProvider>
    </QueryClientProvider>,
  );
  return {
    select: screen.getByLabelText('New status') as HTMLSelectElement,
    button: screen.getByRole('button', { name: 'Update Status' }) as HTMLButtonElement,
  };
}

function answer(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

describe('StatusUpdate', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('keeps the button disabled until a status is chosen', () => {
    const { select, button } = renderUpdate();
    expect(button.disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'delivered' } });
    expect(button.disabled).toBe(false);
    fireEvent.change(select, { target: { value: '' } });
    expect(button.disabled).toBe(true);
  });

  it('locks the select and the button after one successful update', async () => {
    const fetchSpy = answer(200, {
      message: 'Order status updated successfully!',
      order: { ...order, orderStatus: { currentStatus: 'delivered', timestamps: {} } },
    });
    const { select, button } = renderUpdate();
    fireEvent.change(select, { target: { value: 'delivered' } });
    fireEvent.click(button);
    expect(await screen.findByText('Order status updated successfully!')).toBeTruthy();
    expect(select.disabled).toBe(true);
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Status updated. Reload the page to change it again.')).toBeTruthy();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(`/api/admin/order/${order._id}/status`);
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'delivered' });
  });

  it('shows the spec’s error and the server’s reason, and stays usable, when the update fails', async () => {
    answer(409, { message: 'The order is already Packed.' });
    const { select, button } = renderUpdate();
    fireEvent.change(select, { target: { value: 'ordered' } });
    fireEvent.click(button);
    expect(await screen.findByText('Error updating order status')).toBeTruthy();
    expect(screen.getByText('The order is already Packed.')).toBeTruthy();
    expect(select.disabled).toBe(false);
  });

  it('asks before cancelling, and sends nothing when the admin says No', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { select, button } = renderUpdate();
    fireEvent.change(select, { target: { value: 'cancelled' } });
    fireEvent.click(button);
    expect(screen.getByText('Cancel this order?')).toBeTruthy();
    // The question says what the cancel costs: everything paid goes back.
    expect(screen.getByText(/₹960\.00 is refunded to the shopper/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for the carrier and tracking number with "in transit", and sends them', async () => {
    const fetchSpy = answer(200, {
      message: 'Order status updated successfully!',
      order: { ...order, orderStatus: { currentStatus: 'in transit', timestamps: {} } },
    });
    const { select, button } = renderUpdate();
    expect(screen.queryByLabelText('Carrier')).toBeNull();
    fireEvent.change(select, { target: { value: 'in transit' } });
    fireEvent.click(button);
    expect(screen.getByText('Carrier is required for an order in transit.')).toBeTruthy();
    expect(screen.getByText('Tracking number is required for an order in transit.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Carrier'), { target: { value: 'Blue Dart' } });
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: ' 7745 ' } });
    fireEvent.change(screen.getByLabelText('Tracking link (optional)'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(button);
    expect(
      screen.getByText('Tracking link must be a web address starting with http:// or https://.'),
    ).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Tracking link (optional)'), { target: { value: '' } });
    fireEvent.click(button);
    expect(await screen.findByText('Order status updated successfully!')).toBeTruthy();
    const [, init] = fetchSpy.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      status: 'in transit',
      carrier: 'Blue Dart',
      trackingNumber: '7745',
    });
  });

  it('explains why an unpaid or cancelled order cannot change', () => {
    const unpaid = renderUpdate({ ...order, paymentStatus: 'PENDING' });
    expect(unpaid.select.disabled).toBe(true);
    expect(
      screen.getByText('The status can change once the payment has gone through.'),
    ).toBeTruthy();
    cleanup();
    const cancelled = renderUpdate({
      ...order,
      orderStatus: { currentStatus: 'cancelled', timestamps: {} },
    });
    expect(cancelled.select.disabled).toBe(true);
    expect(screen.getByText('A cancelled order cannot change status.')).toBeTruthy();
  });
});
