import { useEffect, useRef } from 'react';
import { formatRupees } from '@labshop/domain/money';
import type { Variant } from '@labshop/domain/api/catalog';

type VariantPickerProps = {
  variants: Variant[];
  selectedId: string | null;
  onSelect: (variant: Variant) => void;
  /** Opened from a card's "Choose options": the picker is scrolled into view and focused. */
  isWanted?: boolean;
};

/** The picker's id: a card's "Choose options" links to /product/{id}#options. */
export const VARIANT_PICKER_ID = 'options';

/** One radio per variant; the choice sets the price and the stock shown. */
export function VariantPicker({
  variants,
  selectedId,
  onSelect,
  isWanted = false,
}: VariantPickerProps) {
  const ref = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (!isWanted) return;
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.querySelector<HTMLInputElement>('input:checked')?.focus({ preventScroll: true });
  }, [isWanted]);
  return (
    <fieldset id={VARIANT_PICKER_ID} ref={ref} className="scroll-mt-24">
      <legend className="text-sm font-semibold text-slate-900">Choose a variant</legend>
      {isWanted && (
        <p className="mt-0.5 text-sm text-slate-600">Pick one to add it to your cart.</p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {variants.map((variant) => {
          const isSelected = variant._id === selectedId;
          const isOut = variant.stock <= 0;
          return (
            <label
              key={variant._id}
              className={`flex cursor-pointer flex-col rounded-ui border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600 ${
                isSelected
                  ? 'border-primary-700 bg-primary-50 ring-1 ring-primary-700'
                  : 'border-slate-300 bg-white hover:border-slate-400'
              }`}
            >
              <input
                type="radio"
                name="variant"
                value={variant._id}
                checked={isSelected}
                onChange={() => onSelect(variant)}
                className="sr-only"
              />
              <span className="font-medium text-slate-900">{variant.name}</span>
              <span className="price text-xs text-slate-600">
                {formatRupees(variant.sellingPrice)}
                {isOut && <span className="ml-1 text-danger-700">· Out of stock</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
