import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  TRACKER_STEPS,
  DISPLAYED_STATUS_LABELS,
  canPayAgain,
  canReview,
  displayedOrderStatus,
  isOrderStatus,
  orderStatusUpdateSchema,
  trackerSteps,
} from './order-status.ts';

describe('order statuses', () => {
  it('lists the spec statuses in order', () => {
    expect(ORDER_STATUSES).toEqual(['ordered', 'packed', 'in transit', 'delivered', 'cancelled']);
    expect(PAYMENT_STATUSES).toEqual(['PENDING', 'SUCCESS', 'FAILED']);
  });

  it('shows four tracker steps with display labels', () => {
    expect(TRACKER_STEPS).toEqual([
      { status: 'ordered', label: 'Ordered' },
      { status: 'packed', label: 'Packed' },
      { status: 'in transit', label: 'In Transit' },
      { status: 'delivered', label: 'Delivered' },
    ]);
  });

  it('marks steps up to the current one completed and the rest pending', () => {
    const steps = trackerSteps('packed', {
      ordered: '2025-01-02T10:00:00Z',
      packed: '2025-01-03T09:00:00Z',
    });
    expect(steps).toEqual([
      { status: 'ordered', label: 'Ordered', state: 'completed', at: '2025-01-02T10:00:00Z' },
      { status: 'packed', label: 'Packed', state: 'completed', at: '2025-01-03T09:00:00Z' },
      { status: 'in transit', label: 'In Transit', state: 'pending' },
      { status: 'delivered', label: 'Delivered', state: 'pending' },
    ]);
  });

  it('completes every step of a delivered order', () => {
    expect(trackerSteps('delivered').map((step) => step.state)).toEqual([
      'completed',
      'completed',
      'completed',
      'completed',
    ]);
  });

  it('shows every step cancelled for a cancelled order', () => {
    const steps = trackerSteps('cancelled', { ordered: '2025-01-02T10:00:00Z' });
    expect(steps.map((step) => step.state)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(steps[0]?.at).toBe('2025-01-02T10:00:00Z');
  });

  it('allows a review only once delivered', () => {
    expect(ORDER_STATUSES.filter(canReview)).toEqual(['delivered']);
  });

  it('recognises status values from outside', () => {
    expect(isOrderStatus('in transit')).toBe(true);
    expect(isOrderStatus('shipped')).toBe(false);
  });

  it('lets the admin set any listed status and nothing else', () => {
    expect(orderStatusUpdateSchema.parse({ status: 'cancelled' })).toEqual({ status: 'cancelled' });
    expect(orderStatusUpdateSchema.safeParse({ status: 'lost' }).success).toBe(false);
  });

  it('never shows an unpaid order as Ordered, whatever its fulfilment status says', () => {
    for (const currentStatus of ORDER_STATUSES) {
      const pending = displayedOrderStatus({ paymentStatus: 'PENDING', currentStatus });
      const failed = displayedOrderStatus({ paymentStatus: 'FAILED', currentStatus });
      expect(DISPLAYED_STATUS_LABELS[pending]).toBe('Payment pending');
      expect(DISPLAYED_STATUS_LABELS[failed]).toBe('Payment failed');
    }
  });

  it('shows a paid order by where it is in fulfilment', () => {
    expect(
      ORDER_STATUSES.map(
        (currentStatus) =>
          DISPLAYED_STATUS_LABELS[
            displayedOrderStatus({ paymentStatus: 'SUCCESS', currentStatus })
          ],
      ),
    ).toEqual(['Ordered', 'Packed', 'In Transit', 'Delivered', 'Cancelled']);
  });

  it('offers Try again only while the order is unpaid', () => {
    expect(PAYMENT_STATUSES.filter((paymentStatus) => canPayAgain({ paymentStatus }))).toEqual([
      'PENDING',
      'FAILED',
    ]);
  });
});
