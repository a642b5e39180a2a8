import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { CartLine as CartLineData } from '@labshop/domain/api/cart';
import { formatRupees } from '@labshop/domain/money';
import { useChangeCart, useRemoveFromCart } from '../../api/cart.ts';
import { useAlert } from '../../components/alert-provider.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ProductImage } from '../../components/product-image.tsx';
import { QuantityInput } from '../../components/quantity-input.tsx';

const DELETE_QUESTION = 'Are you sure you want to delete this item?';

/**
 * One cart line: product, variant, quantity (±1 or typed, kept within stock here and clamped
 * again by the server), delivery, total.
 */
export function CartLine({ line }: { line: CartLineData }) {
  const change = useChangeCart();
  const remove = useRemoveFromCart();
  const { showAlert } = useAlert();
  const [isConfirming, setIsConfirming] = useState(false);
  const listPrice = line.variant?.sellingPrice ?? line.product.sellingPrice;
  // The server's price for this quantity; a server without quantity prices sends none.
  const unitPrice = line.unitPrice ?? listPrice;
  const nextBreak = line.priceBreaks?.find(
    (row) => row.minQuantity > line.quantity && row.minQuantity <= line.product.inStock,
  );
  const isBusy = change.isPending || remove.isPending;
  // The API takes the difference; a typed number above the stock keeps the spec's alert.
  const setQuantity = (quantity: number, message: string | null) => {
    const difference = quantity - line.quantity;
    if (difference === 0) {
      if (message) showAlert('error', message);
      return;
    }
    change.mutate(
      { productId: line.product._id, variantId: line.variantId, quantity: difference },
      { onSuccess: () => message && showAlert('error', message) },
    );
  };

  return (
    <li className="grid grid-cols-[4.5rem_1fr] gap-x-4 gap-y-3 border-b border-slate-200 py-4 last:border-b-0 sm:grid-cols-[5rem_1fr_auto]">
      <Link
        to={`/product/${line.product._id}`}
        className="block self-start overflow-hidden rounded-ui border border-slate-100"
      >
        <ProductImage src={line.product.images[0]} alt={line.product.name} />
      </Link>
      <div className="min-w-0 space-y-1">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
          {line.product.brand}
        </p>
        <h3 className="font-medium text-slate-900">
          <Link
            to={`/product/${line.product._id}`}
            className="hover:text-primary-800 hover:underline"
          >
            {line.product.name}
          </Link>
        </h3>
        {line.variant && <p className="text-sm text-slate-600">Variant: {line.variant.name}</p>}
        {line.isHazardous === true && (
          <p className="text-xs font-semibold text-sale-800">Hazardous goods</p>
        )}
        <p className="price text-sm text-slate-700">
          {formatRupees(unitPrice)} each
          {unitPrice < listPrice && (
            <span className="text-slate-500">
              {' '}
              (quantity price; <s>{formatRupees(listPrice)}</s>)
            </span>
          )}
        </p>
        {nextBreak && line.isAvailable && (
          <p className="text-xs font-medium text-primary-800">
            {formatRupees(nextBreak.unitPrice)} each from {nextBreak.minQuantity} units
          </p>
        )}
        <p className="text-sm text-slate-600">
          {line.deliveryType === 'home' ? 'Home delivery' : 'Pickup'}:{' '}
          <span className="price">
            {line.delivery.charge > 0 ? formatRupees(line.delivery.charge) : 'Free'}
          </span>
        </p>
        {!line.isAvailable && (
          <p className="text-sm font-medium text-danger-700">
            {line.product.inStock <= 0 ? 'Out of stock.' : 'No longer available.'} Remove it to
            continue.
          </p>
        )}
      </div>
      <div className="col-span-2 flex items-center justify-between gap-4 sm:col-span-1 sm:flex-col sm:items-end">
        <div role="group" aria-label={`Quantity of ${line.product.name}`}>
          <QuantityInput
            quantity={line.quantity}
            inStock={line.product.inStock}
            label={`of ${line.product.name}`}
            disabled={isBusy || !line.isAvailable}
            size="sm"
            onChange={setQuantity}
          />
        </div>
        <p className="price text-base font-semibold text-slate-900">
          <span className="sr-only">Line total </span>
          {formatRupees(line.productTotal)}
        </p>
        <button
          type="button"
          onClick={() => setIsConfirming(true)}
          disabled={isBusy}
          className="inline-flex h-9 items-center gap-1.5 rounded-ui px-2 text-sm font-medium text-danger-700 hover:bg-danger-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete<span className="sr-only"> {line.product.name}</span>
        </button>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        message={DELETE_QUESTION}
        isBusy={remove.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => {
          setIsConfirming(false);
          remove.mutate({ productId: line.product._id, variantId: line.variantId });
        }}
      />
    </li>
  );
}
