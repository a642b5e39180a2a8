import { describe, expect, it } from 'vitest';
import { orderStatusFromText } from './order-filters.ts';
import { bulkOrderStatusBodySchema, bulkStatusMessage } from './validation/order-bulk-status.ts';

describe('orderStatusFromText', () => {
  it('reads a status as a link or a person writes it', () => {
    expect(orderStatusFromText('Ordered')).toBe('ordered');
    expect(orderStatusFromText('IN TRANSIT')).toBe('in transit');
    expect(orderStatusFromText('in-transit')).toBe('in transit');
    expect(orderStatusFromText('shipped')).toBeUndefined();
    expect(orderStatusFromText(null)).toBeUndefined();
  });
});

describe('bulk status', () => {
  it('sums up what happened in one sentence', () => {
    expect(bulkStatusMessage('packed', { changed: 3, unchanged: 0, failed: 0 })).toBe(
      '3 orders marked Packed.',
    );
    expect(bulkStatusMessage('cancelled', { changed: 1, unchanged: 1, failed: 2 })).toBe(
      '1 order marked Cancelled; 1 order was already Cancelled; 2 orders could not be changed.',
    );
  });

  it('takes 1 to 100 order ids', () => {
    const id = '0b7c7a52-3f2e-4c1a-9d3e-2a5b8c9d0e1f';
    const body = (orderIds: string[]) =>
      bulkOrderStatusBodySchema.safeParse({ orderIds, status: 'packed' }).success;
    expect(body([id])).toBe(true);
    expect(body(Array.from({ length: 100 }, () => id))).toBe(true);
    expect(body(Array.from({ length: 101 }, () => id))).toBe(false);
    expect(body([])).toBe(false);
    expect(body(['not-an-id'])).toBe(false);
  });
});
