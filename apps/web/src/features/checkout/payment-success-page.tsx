import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { PaidOrderSummary } from '@labshop/domain/api/checkout';
import { POLICY, SUPPORT_EMAIL } from '@labshop/domain/constants';
import { formatRupees } from '@labshop/domain/money';
import { CHECKOUT_MESSAGES } from '@labshop/domain/validation/checkout';
import { buttonClass } from '../../components/button.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { usePaymentStatus } from './api.ts';
import { PayAgainButton } from './pay-again-button.tsx';

/**
 * The gateway sends the shopper back here with transactionId and code. The code alone proves
 * nothing: only the shop's status answer (which asks the gateway) shows the success panel.
 */
export function PaymentSuccessPage() {
  usePageMeta('Payment status', 'The result of your LabShop payment.');
  const [params] = useSearchParams();
  const transactionId = params.get('transactionId');
  const code = params.get('code');
  const isValidReturn = Boolean(transactionId) && code === 'SUCCESS';
  // A failed return is still reported to the shop, so the reservation is released at once.
  const status = usePaymentStatus(transactionId || null);

  let body;
  const retryId = transactionId || null;
  if (!isValidReturn) {
    body = <FailurePanel reason={CHECKOUT_MESSAGES.invalidPayment} transactionId={retryId} />;
  } else if (status.isError) {
    body = <FailurePanel reason={CHECKOUT_MESSAGES.verifyError} transactionId={retryId} />;
  } else if (status.data?.paymentStatus === 'SUCCESS') {
    body = <SuccessPanel order={status.data.order} />;
  } else if (status.isConfirming) {
    body = (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        Confirming your payment…
      </p>
    );
  } else {
    body = <FailurePanel reason={CHECKOUT_MESSAGES.failedOrPending} transactionId={retryId} />;
  }

  return (
    <PageFrame title="Payment status" width="narrow">
      {body}
    </PageFrame>
  );
}

function SuccessPanel({ order }: { order: PaidOrderSummary | undefined }) {
  return (
    <section className="rounded-ui border border-primary-200 bg-white p-6 shadow-card">
      <div className="flex items-center gap-3">
        <CircleCheck aria-hidden="true" className="size-8 shrink-0 text-primary-700" />
        <h2 className="text-lg font-semibold text-slate-900">
          {CHECKOUT_MESSAGES.paymentSuccessful}
        </h2>
      </div>
      {order && (
        <>
          <p className="mt-3 text-sm text-slate-600">
            Transaction <span className="font-mono">{order.transactionId}</span>
          </p>
          <table className="price mt-4 w-full text-left text-sm">
            <caption className="sr-only">Products in your order</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className="py-2 font-medium">Product</th>
                <th className="py-2 text-right font-medium">Qty</th>
                <th className="py-2 pl-3 text-right font-medium">Amount</th>
              </tr>
            </thead>
            <tbody>
              {order.products.map((line, index) => (
                <tr key={`${line.productId}-${index}`} className="border-b border-slate-100">
                  <td className="py-2 pr-2">
                    {line.name}
                    {line.variant && <span className="text-slate-600"> ({line.variant})</span>}
                  </td>
                  <td className="py-2 text-right">{line.quantity}</td>
                  <td className="py-2 pl-3 text-right">{formatRupees(line.amountPaid)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th className="pt-3 font-semibold" colSpan={2}>
                  Total paid
                </th>
                <td className="pt-3 text-right font-semibold">{formatRupees(order.totalAmount)}</td>
              </tr>
            </tfoot>
          </table>
        </>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/orders" className={buttonClass('primary')}>
          View your orders
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          Continue shopping
        </Link>
      </div>
    </section>
  );
}

/**
 * The spec's reasons and refund note under a title that does not blame the buyer, with Try
 * again: a new payment for the same items (the same one while it can still be paid).
 */
function FailurePanel({ reason, transactionId }: { reason: string; transactionId: string | null }) {
  return (
    <section className="rounded-ui border border-danger-200 bg-white p-6 shadow-card">
      <div role="alert" className="flex items-start gap-3">
        <CircleX aria-hidden="true" className="size-8 shrink-0 text-danger-700" />
        <div>
          <h2 className="text-lg font-semibold text-slate-900">
            {CHECKOUT_MESSAGES.paymentNotCompleted}
          </h2>
          <p className="mt-0.5 text-sm text-slate-700">{reason}</p>
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-700">
        Your payment did not go through. Possible reasons:
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>Insufficient balance</li>
        <li>Network issues</li>
        <li>Incorrect payment details</li>
        <li>Payment gateway error</li>
      </ul>
      <p className="mt-4 text-sm text-slate-700">
        If an amount was debited but no order was placed, it is refunded automatically within{' '}
        {POLICY.failedPaymentRefundHours} hours.
      </p>
      <p className="mt-2 text-sm text-slate-700">
        Need help? Write to{' '}
        <a
          href={`mailto:${SUPPORT_EMAIL}`}
          className="font-semibold text-primary-700 hover:underline"
        >
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {transactionId && <PayAgainButton transactionId={transactionId} />}
        <Link to="/cart" className={buttonClass(transactionId ? 'secondary' : 'primary')}>
          Back to your cart
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          Continue shopping
        </Link>
      </div>
    </section>
  );
}
