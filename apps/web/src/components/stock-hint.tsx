type StockHintProps = { inStock: number; className?: string };

const LOW_STOCK = 5;

/** 'Out of stock' in red at 0, a warning when few are left, otherwise a calm 'In stock'. */
export function StockHint({ inStock, className = '' }: StockHintProps) {
  if (inStock <= 0) {
    return <p className={`text-xs font-medium text-danger-700 ${className}`}>Out of stock</p>;
  }
  if (inStock <= LOW_STOCK) {
    return <p className={`text-xs font-medium text-sale-800 ${className}`}>Only {inStock} left</p>;
  }
  return <p className={`text-xs font-medium text-primary-800 ${className}`}>In stock</p>;
}
