import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkOutcomePanel, OrderBulkActions, type BulkOutcome } from './order-bulk-actions.tsx';

const PACKED = '6a1f3c2e-0000-4000-8000-000000000001';
const DELIVERED = '6a1f3c2e-0000-4000-8000-000000000002';
const NAMES = { [PACKED]: 'TXN-A', [DELIVERED]: 'TXN-B' };

function Harness() {
  const [outcome, setOutcome] = useState<BulkOutcome | { error: string } | null>(null);
  return (
    <QueryClientProvider client={new QueryClient()}>
      {outcome && <BulkOutcomePanel outcome={outcome} onDismiss={() => setOutcome(null)} />}
      <OrderBulkActions
        selectedIds={[PACKED, DELIVERED]}
        names={NAMES}
        onClear={() => undefined}
        onDone={setOutcome}
      />
    </QueryClientProvider>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('OrderBulkActions', () => {
  it('asks once, naming how many, then says what changed and why the others did not', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          message: '1 order marked Cancelled; 1 order could not be changed.',
          results: [
            { orderId: PACKED, ok: true, changed: true },
            {
              orderId: DELIVERED,
              ok: false,
              changed: false,
              message: 'A delivered order cannot be cancelled.',
            },
          ],
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    render(<Harness />);
    expect(screen.getByText('2 orders selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel 2 orders?', hidden: true });
    expect(fetchSpy).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel orders', hidden: true }));

    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(
      '1 order marked Cancelled; 1 order could not be changed.',
    );
    expect(summary.textContent).toContain('TXN-B: A delivered order cannot be cancelled.');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/admin/orders/bulk-status');
    expect(JSON.parse(String(init?.body))).toEqual({
      orderIds: [PACKED, DELIVERED],
      status: 'cancelled',
    });
  });

  it('sends nothing when the admin says No', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as packed' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark 2 orders as Packed?', hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No', hidden: true }));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
