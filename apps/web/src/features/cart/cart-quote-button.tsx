import type { CartLine } from '@labshop/domain/api/cart';
import { RequestQuoteButton } from '../quotes/request-quote-button.tsx';

/** Request a quote for the whole cart: every line that can still be bought, at its quantity. */
export function CartQuoteButton({ lines }: { lines: readonly CartLine[] }) {
  const available = lines.filter((line) => line.isAvailable);
  return (
    <RequestQuoteButton
      className="h-10 px-4"
      lines={available.map((line) => ({
        productId: line.product._id,
        variantId: line.variantId,
        name: line.product.name,
        variantName: line.variant?.name ?? null,
        quantity: line.quantity,
      }))}
    />
  );
}
