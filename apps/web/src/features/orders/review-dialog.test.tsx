import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_MESSAGES } from '@labshop/domain/validation/review';
import { AlertProvider } from '../../components/alert-provider.tsx';
import { ReviewDialog } from './review-dialog.tsx';

const target = { orderId: 'order-1', productId: 'product-1', productName: 'Digital pH Meter' };

function renderDialog(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AlertProvider>
        <ReviewDialog target={target} onClose={onClose} />
      </AlertProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

function answer(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

describe('ReviewDialog', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('asks for a rating before sending anything', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText(REVIEW_MESSAGES.rating)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the rating and comment, shows the server’s message and closes', async () => {
    const fetchSpy = answer(201, {
      message: 'Review submitted successfully!',
      review: { _id: 'r1', author: 'Asha', date: '2026-03-01', rating: 4, comment: 'Good' },
    });
    const onClose = renderDialog();
    fireEvent.change(screen.getByLabelText('Rating'), { target: { value: '4' } });
    fireEvent.input(screen.getByLabelText('Comment'), { target: { value: ' Good ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review submitted successfully!')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/user/order/order-1/review/product-1');
    expect(JSON.parse(String(init?.body))).toEqual({ rating: 4, comment: 'Good' });
  });

  it('says "Failed to submit review: " with the server’s words when it is refused', async () => {
    answer(409, { message: 'You have already reviewed this product for this order.' });
    const onClose = renderDialog();
    fireEvent.change(screen.getByLabelText('Rating'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(
      await screen.findByText(
        'Failed to submit review: You have already reviewed this product for this order.',
      ),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
