import { formatRupees } from '@labshop/domain/money';

type OrderSummaryProps = {
  subtotal: number;
  deliveryCharge: number;
  total: number;
};

/** Subtotal, the per-line delivery charges summed, and the overall total (cart-and-checkout.md). */
export function OrderSummary({ subtotal, deliveryCharge, total }: OrderSummaryProps) {
  return (
    <dl className="price space-y-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">Subtotal</dt>
        <dd className="text-slate-900">{formatRupees(subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">Delivery charges</dt>
        <dd className="text-slate-900">{formatRupees(deliveryCharge)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold">
        <dt className="text-slate-900">Overall total</dt>
        <dd className="text-slate-900">{formatRupees(total)}</dd>
      </div>
    </dl>
  );
}
