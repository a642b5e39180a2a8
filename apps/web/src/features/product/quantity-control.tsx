import { useAlert } from '../../components/alert-provider.tsx';
import { QuantityInput } from '../../components/quantity-input.tsx';

type QuantityControlProps = {
  quantity: number;
  inStock: number;
  onChange: (quantity: number) => void;
};

/**
 * From 1 to the stock (docs/product); minus is disabled at 1, plus at the stock. A typed number
 * above the stock is lowered to it, with the cart's alert.
 */
export function QuantityControl({ quantity, inStock, onChange }: QuantityControlProps) {
  const { showAlert } = useAlert();
  return (
    <div role="group" aria-label="Quantity" className="flex items-center gap-3">
      <span className="text-sm font-semibold text-slate-900" aria-hidden="true">
        Quantity
      </span>
      <QuantityInput
        quantity={quantity}
        inStock={inStock}
        isLive
        onChange={(next, message) => {
          onChange(next);
          if (message) showAlert('error', message);
        }}
      />
    </div>
  );
}
