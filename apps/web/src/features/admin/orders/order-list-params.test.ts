import { describe, expect, it } from 'vitest';
import { orderFilterQuery } from './api.ts';
import { ORDER_LIST_DEFAULTS, toOrderFilters } from './order-list-params.ts';

const fromUrl = (values: Partial<typeof ORDER_LIST_DEFAULTS>) =>
  toOrderFilters({ ...ORDER_LIST_DEFAULTS, ...values });

describe('the orders list’s URL', () => {
  it('takes a dashboard link’s status as its label, and its payment filter', () => {
    const filters = fromUrl({ status: 'Ordered', paymentStatus: 'SUCCESS' });
    expect(filters).toMatchObject({ status: 'ordered', payment: 'SUCCESS' });
    expect(fromUrl({ status: 'In Transit' }).status).toBe('in transit');
    expect(fromUrl({ status: 'in transit' }).status).toBe('in transit');
    expect(fromUrl({ paymentStatus: 'late' }).payment).toBe('late');
  });

  it('drops what the API would refuse instead of showing an error page', () => {
    expect(
      fromUrl({
        status: 'shipped',
        paymentStatus: 'paid-ish',
        from: '26/11/2026',
        minAmount: '-5',
        maxAmount: '1e99',
        sort: 'price',
      }),
    ).toEqual({ ...fromUrl({}), status: '', payment: 'SUCCESS' });
  });

  it('ignores an amount range upside down (the filter bar warns about it)', () => {
    expect(fromUrl({ minAmount: '500', maxAmount: '100' })).toMatchObject({
      minAmount: '',
      maxAmount: '',
    });
    expect(fromUrl({ minAmount: '100', maxAmount: '500' })).toMatchObject({
      minAmount: '100',
      maxAmount: '500',
    });
  });

  it('sends only what is set, with the payment filter as the API names it', () => {
    const query = orderFilterQuery(
      fromUrl({ q: '98000 00005', minAmount: '100', paymentStatus: 'late' }),
    );
    expect(Object.fromEntries(query)).toEqual({
      late: '1',
      q: '98000 00005',
      minAmount: '100',
      sort: 'newest',
    });
    expect(Object.fromEntries(orderFilterQuery(fromUrl({ paymentStatus: 'all' })))).toEqual({
      sort: 'newest',
    });
  });
});
