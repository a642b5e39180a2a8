import { Smartphone } from 'lucide-react';

/** One payment method, a mobile payment app, chosen by default (cart-and-checkout.md). */
export function PaymentOption() {
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold text-slate-900">Payment method</legend>
      <label className="flex cursor-pointer items-center gap-3 rounded-ui border border-primary-600 bg-primary-50 p-4 text-sm">
        <input
          type="radio"
          name="payment-method"
          value="phonepe"
          checked
          readOnly
          className="size-4 accent-primary-700"
        />
        <Smartphone aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
        <span>
          <span className="block font-semibold text-slate-900">Mobile payment app (UPI)</span>
          <span className="block text-slate-600">
            Pay securely with PhonePe or any UPI app. You return here once it is done.
          </span>
        </span>
      </label>
    </fieldset>
  );
}
