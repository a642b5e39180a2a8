import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Minus, Plus } from 'lucide-react';
import {
  canDecreaseQuantity,
  canIncreaseQuantity,
  typedQuantity,
} from '@labshop/domain/cart-quantity';

type QuantityInputProps = {
  quantity: number;
  inStock: number;
  /** Names the product in the buttons' and the field's labels, e.g. "of Beaker 500 ml". */
  label?: string;
  disabled?: boolean;
  /**
   * A new quantity, from a button or typed; `message` is the spec's 'Only {n} available in
   * stock.' when a typed number was above the stock and was lowered to it.
   */
  onChange: (quantity: number, message: string | null) => void;
  /** The product page takes each whole number within stock as it is typed; the cart waits. */
  isLive?: boolean;
  size?: 'md' | 'sm';
};

const stepClass =
  'flex items-center justify-center text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

/**
 * Minus, a typed number and plus (cart-and-checkout.md: from 1 to the stock, minus off at 1, plus
 * at the stock). What is typed is taken on Enter or when the field is left, kept within 1 and
 * the stock by the domain rule; text that is not a number goes back to the quantity.
 */
export function QuantityInput({
  quantity,
  inStock,
  label = '',
  disabled = false,
  onChange,
  isLive = false,
  size = 'md',
}: QuantityInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const box = size === 'md' ? 'size-10' : 'size-9';
  const fieldHeight = size === 'md' ? 'h-10' : 'h-9';
  const suffix = label ? ` ${label}` : '';

  function commit() {
    if (draft === null) return;
    setDraft(null);
    const typed = typedQuantity(draft, inStock);
    if (typed && (typed.quantity !== quantity || typed.message)) {
      onChange(typed.quantity, typed.message);
    }
  }

  function handleKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      setDraft(null);
    }
  }

  return (
    <div className="flex items-center rounded-ui border border-slate-300 bg-white">
      <button
        type="button"
        aria-label={`Decrease quantity${suffix}`}
        disabled={disabled || !canDecreaseQuantity(quantity)}
        onClick={() => onChange(quantity - 1, null)}
        className={`${stepClass} ${box} rounded-l-ui`}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={10}
        aria-label={`Quantity${suffix}`}
        disabled={disabled}
        value={draft ?? String(quantity)}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const typed = isLive ? typedQuantity(text, inStock) : null;
          if (typed && !typed.message && typed.quantity !== quantity)
            onChange(typed.quantity, null);
        }}
        onBlur={commit}
        onKeyDown={handleKey}
        className={`price ${fieldHeight} w-12 border-x border-slate-200 text-center text-sm font-semibold text-slate-900 focus:relative focus:z-10 disabled:bg-transparent disabled:text-slate-400`}
      />
      {/* Tells a screen reader the quantity a button has set; the field holds it for the eye. */}
      <output aria-live="polite" className="sr-only">
        {quantity}
      </output>
      <button
        type="button"
        aria-label={`Increase quantity${suffix}`}
        disabled={disabled || !canIncreaseQuantity(quantity, inStock)}
        onClick={() => onChange(quantity + 1, null)}
        className={`${stepClass} ${box} rounded-r-ui`}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
