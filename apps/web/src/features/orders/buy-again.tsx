import { RotateCcw } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@labshop/domain/api/orders';
import type { BuyAgainResponse } from '@labshop/domain/quick-order';
import { CART_QUERY_KEY } from '../../api/cart.ts';
import { api } from '../../api/client.ts';
import { serverMessage } from '../../api/server-message.ts';
import { useAlert } from '../../components/alert-provider.tsx';

const FAILED = 'The order could not be put in your cart. Try again.';

/** "Buy again": the order's lines go into the cart at today's prices; the alert says what did not. */
export function BuyAgainButton({ order }: { order: Order }) {
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const buyAgain = useMutation({
    mutationFn: () =>
      api.post<BuyAgainResponse>(
        `/api/user/orders/${encodeURIComponent(order.transactionId)}/buy-again`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });

  function handleClick() {
    buyAgain.mutate(undefined, {
      onSuccess: (answer) => {
        const skipped = answer.skipped.map((line) => `${line.name}: ${line.message}`).join(' ');
        const text = skipped ? `${answer.message} ${skipped}` : answer.message;
        if (answer.added.length === 0) return showAlert('error', text);
        showAlert('success', text, {
          label: 'View cart',
          href: '/cart',
          onFollow: (event) => {
            event.preventDefault();
            void navigate('/cart');
          },
        });
      },
      onError: (error) => showAlert('error', serverMessage(error) ?? FAILED),
    });
  }

  return (
    <button
      type="button"
      onClick={handleClick}
      disabled={buyAgain.isPending}
      aria-label={`Buy again: order ${order.transactionId}`}
      className="inline-flex h-10 items-center justify-center gap-1.5 rounded-ui border border-primary-700 bg-white px-4 text-sm font-semibold whitespace-nowrap text-primary-800 hover:bg-primary-50 disabled:opacity-60 max-sm:flex-1"
    >
      <RotateCcw aria-hidden="true" className="size-4" />
      {buyAgain.isPending ? 'Adding…' : 'Buy again'}
    </button>
  );
}
