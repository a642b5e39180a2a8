import { formatRupees } from '@labshop/domain/money';

type PriceProps = {
  sellingPrice: number;
  mrp: number;
  size?: 'sm' | 'lg';
  className?: string;
};

/** Selling price with the struck-through MRP beside it, both in ₹ with 2 decimals. */
export function Price({ sellingPrice, mrp, size = 'sm', className = '' }: PriceProps) {
  const hasDiscount = mrp > sellingPrice;
  const off = hasDiscount ? Math.round(((mrp - sellingPrice) / mrp) * 100) : 0;
  const isLarge = size === 'lg';
  return (
    <p className={`price flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="sr-only">Price</span>
      <span
        className={`font-semibold text-slate-900 ${isLarge ? 'text-2xl sm:text-3xl' : 'text-base'}`}
      >
        {formatRupees(sellingPrice)}
      </span>
      {hasDiscount && (
        <>
          <span className="sr-only">, MRP</span>
          <s className={`text-slate-500 ${isLarge ? 'text-base' : 'text-xs'}`}>
            {formatRupees(mrp)}
          </s>
          <span className={`font-medium text-sale-700 ${isLarge ? 'text-sm' : 'text-xs'}`}>
            {off}% off
          </span>
        </>
      )}
    </p>
  );
}
