import { Minus, Plus } from 'lucide-react';
import { canDecreaseQuantity, canIncreaseQuantity } from '@labshop/domain/cart-quantity';

type QuantityControlProps = {
  quantity: number;
  inStock: number;
  onChange: (quantity: number) => void;
};

const buttonClass =
  'flex size-10 items-center justify-center text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

/** SPEC part 5: from 1 to the stock; minus is disabled at 1, plus at the stock. */
export function QuantityControl({ quantity, inStock, onChange }: QuantityControlProps) {
  return (
    <div role="group" aria-label="Quantity" className="flex items-center gap-3">
      <span className="text-sm font-semibold text-slate-900" aria-hidden="true">
        Quantity
      </span>
      <div className="flex items-center rounded-ui border border-slate-300 bg-white">
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={!canDecreaseQuantity(quantity)}
          onClick={() => onChange(quantity - 1)}
          className={`${buttonClass} rounded-l-ui`}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <output aria-live="polite" className="price w-10 text-center text-sm font-semibold">
          {quantity}
        </output>
        <button
          type="button"
          aria-label="Increase quantity"
          disabled={!canIncreaseQuantity(quantity, inStock)}
          onClick={() => onChange(quantity + 1)}
          className={`${buttonClass} rounded-r-ui`}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
