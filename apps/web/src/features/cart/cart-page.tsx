import { useCallback, useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Address } from '@labshop/domain/api/account';
import { CHECKOUT_MESSAGES } from '@labshop/domain/validation/checkout';
import { useCart } from '../../api/cart.ts';
import { ApiError } from '../../api/client.ts';
import { useSession } from '../../api/session.ts';
import { useAlert } from '../../components/alert-provider.tsx';
import { Button, buttonClass } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { OrderSummary } from '../../components/order-summary.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { AddressChoice, usePhoneVerified } from '../checkout/address-choice.tsx';
import { usePayCart } from '../checkout/api.ts';
import { PaymentOption } from '../checkout/payment-option.tsx';
import { PhoneNotice } from '../checkout/phone-notice.tsx';
import { PhoneVerifyDialog } from '../checkout/phone-verify-dialog.tsx';
import {
  NO_PURCHASE_ORDER,
  PurchaseOrderFields,
  purchaseOrderBody,
  purchaseOrderErrors,
  type PurchaseOrderErrors,
} from '../checkout/purchase-order-fields.tsx';
import { useProfile } from '../profile/api.ts';
import { CartItems } from './cart-items.tsx';
import { CartQuoteButton } from './cart-quote-button.tsx';
import { HazardousGoodsNote } from './hazardous-goods-note.tsx';
import { CheckoutStepTabs, isTabId, stepUrl, trailOf, type TabId } from './checkout-steps.tsx';
import { payErrorMessage } from '../checkout/pay-error.ts';

export function CartPage() {
  usePageMeta('Your Cart', 'Review your cart, choose a delivery address and pay.');
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state: unknown = location.state;
  const stepParam = params.get('step');
  // Navigation state may preselect a tab; the URL says it from then on (cart-and-checkout.md).
  const preselected =
    typeof state === 'object' && state !== null && 'tab' in state && isTabId(state.tab)
      ? state.tab
      : null;
  const tab: TabId = isTabId(stepParam) ? stepParam : (preselected ?? 'cart');
  const [address, setAddress] = useState<Address | null>(null);
  const selectAddress = useCallback((next: Address | null) => setAddress(next), []);
  const cart = useCart();
  const profile = useProfile({ enabled: session.isShopper });
  const { showAlert } = useAlert();
  const pay = usePayCart();
  const isPhoneVerified = usePhoneVerified();
  const [isVerifyingPhone, setIsVerifyingPhone] = useState(false);
  const [purchaseOrder, setPurchaseOrder] = useState(NO_PURCHASE_ORDER);
  const [purchaseOrderProblems, setPurchaseOrderProblems] = useState<PurchaseOrderErrors>({});
  const isCorporate = profile.data?.isCorporate ?? false;
  const accountGstin = isCorporate ? (profile.data?.corporateDetails?.gstNumber ?? '') : null;

  if (!session.isLoading && !session.isShopper) {
    return (
      <PageFrame title="Your Cart" width="narrow">
        <EmptyState icon={ShoppingCart} title="Please log in to see your cart.">
          <Link to="/login" className="font-semibold text-primary-700 hover:underline">
            Log in
          </Link>
        </EmptyState>
      </PageFrame>
    );
  }

  const lines = cart.data?.cart ?? [];
  const hasUnavailable = lines.some((line) => !line.isAvailable);
  // On the payment step the URL names the address, so a reload still knows where to deliver.
  const payingTo =
    tab === 'payment'
      ? (profile.data?.addresses.find((saved) => saved._id === params.get('address')) ?? null)
      : address;

  // A step that cannot be shown yet (a typed URL, a cart emptied elsewhere) falls back.
  if (preselected && !isTabId(stepParam)) return <Navigate to={stepUrl(tab)} replace />;
  if (tab !== 'cart' && cart.isSuccess && (lines.length === 0 || hasUnavailable)) {
    return <Navigate to={stepUrl('cart')} replace />;
  }
  if (tab === 'payment' && profile.isSuccess && !payingTo) {
    return <Navigate to={stepUrl('shipping')} replace />;
  }

  function goForward(next: TabId, addressId?: string) {
    void navigate(stepUrl(next, addressId), {
      state: { trail: [...trailOf(location.state), tab] },
    });
  }

  /** Back in the history when this entry came from that step, so Back and the phone agree. */
  function goBackTo(target: TabId) {
    const trail = trailOf(location.state);
    const at = trail.lastIndexOf(target);
    if (at >= 0) void navigate(at - trail.length);
    else void navigate(stepUrl(target), { replace: true });
  }

  function goNext() {
    if (tab === 'cart') {
      if (lines.length === 0) return showAlert('error', CHECKOUT_MESSAGES.emptyCart);
      if (hasUnavailable) {
        return showAlert('error', 'Please remove the items that are no longer available.');
      }
      goForward('shipping');
    } else if (tab === 'shipping') {
      // Next from shipping does nothing unless an address is selected (cart-and-checkout.md).
      if (!address) return showAlert('error', CHECKOUT_MESSAGES.noAddress);
      goForward('payment', address._id);
    }
  }

  function goBack() {
    if (tab === 'payment') goBackTo('shipping');
    else if (tab === 'shipping') goBackTo('cart');
  }

  function proceedToPay({ isPhoneJustVerified = false } = {}) {
    if (!cart.data || lines.length === 0) return showAlert('error', CHECKOUT_MESSAGES.emptyCart);
    if (!payingTo) return showAlert('error', CHECKOUT_MESSAGES.noAddress);
    const problems = purchaseOrderErrors(purchaseOrder);
    setPurchaseOrderProblems(problems);
    if (Object.keys(problems).length > 0) return;
    if (isPhoneVerified === false && !isPhoneJustVerified) {
      // The spec's message first, then the code is asked for right here.
      showAlert('error', CHECKOUT_MESSAGES.phoneNotVerified);
      return setIsVerifyingPhone(true);
    }
    pay.mutate(
      {
        amount: cart.data.overallTotalPrice,
        cartItems: lines.map((line) => ({
          productId: line.product._id,
          quantity: line.quantity,
          variantId: line.variantId,
          deliveryType: line.deliveryType,
          deliveryCharge: line.delivery.charge,
        })),
        selectedAddress: payingTo,
        userId: session.userId,
        ...purchaseOrderBody(purchaseOrder, isCorporate),
      },
      {
        onError: (error) => {
          showAlert('error', payErrorMessage(error));
          // Prices or stock moved: show the shopper what the server now says.
          if (error instanceof ApiError && error.status === 409) void cart.refetch();
        },
      },
    );
  }

  return (
    <PageFrame
      title="Your Cart"
      lead="Review your items, choose a delivery address, then pay."
      actions={
        <>
          <Link
            to="/quick-order"
            className="inline-flex h-10 items-center text-sm font-semibold text-primary-800 underline underline-offset-2"
          >
            Quick order by SKU
          </Link>
          {tab === 'cart' && <CartQuoteButton lines={lines} />}
        </>
      }
    >
      <CheckoutStepTabs tab={tab} onRevisit={goBackTo} />

      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className="min-w-0">
          {tab === 'cart' && <CartItems cart={cart} />}
          {tab === 'shipping' && (
            <AddressChoice selectedId={address?._id ?? null} onSelect={selectAddress} />
          )}
          {tab === 'payment' && (
            <div className="space-y-6">
              <PaymentOption />
              <PurchaseOrderFields
                values={purchaseOrder}
                errors={purchaseOrderProblems}
                onChange={(next) => {
                  setPurchaseOrder(next);
                  // An error stays only until the field it is about is edited.
                  setPurchaseOrderProblems({});
                }}
                accountGstin={accountGstin}
              />
              {payingTo && (
                <div className="rounded-ui border border-slate-200 bg-white p-4 text-sm text-slate-700">
                  <p className="font-semibold text-slate-900">Delivering to</p>
                  <p>
                    {payingTo.street}, {payingTo.landmark}, {payingTo.city}, {payingTo.state}{' '}
                    {payingTo.zipcode}
                  </p>
                </div>
              )}
              {isPhoneVerified === false && (
                <PhoneNotice onVerify={() => setIsVerifyingPhone(true)} />
              )}
            </div>
          )}
          <div className="mt-6 flex flex-wrap justify-between gap-3">
            {tab !== 'cart' ? (
              <Button variant="secondary" onClick={goBack}>
                Back
              </Button>
            ) : (
              <Link to="/filter" className={buttonClass('secondary')}>
                Continue shopping
              </Link>
            )}
            {tab !== 'payment' ? (
              <Button onClick={goNext} disabled={tab === 'cart' && !cart.isSuccess}>
                Next
              </Button>
            ) : (
              <Button
                onClick={() => proceedToPay()}
                isBusy={pay.isPending || pay.isSuccess}
                busyLabel="Opening payment…"
              >
                Proceed to Pay
              </Button>
            )}
          </div>
        </div>
        {cart.data && lines.length > 0 && (
          <aside
            aria-label="Order summary"
            className="h-fit rounded-ui border border-slate-200 bg-white p-5 shadow-card"
          >
            <h2 className="mb-4 text-base font-semibold text-slate-900">Order summary</h2>
            <OrderSummary
              subtotal={cart.data.subtotal}
              deliveryCharge={cart.data.deliveryCharge}
              total={cart.data.overallTotalPrice}
            />
            <HazardousGoodsNote
              // Absent on answers from before the flag: not hazardous.
              isHazardous={lines.some((line) => line.isHazardous === true)}
            />
          </aside>
        )}
      </div>
      <PhoneVerifyDialog
        isOpen={isVerifyingPhone}
        onClose={() => setIsVerifyingPhone(false)}
        onVerified={() => {
          setIsVerifyingPhone(false);
          proceedToPay({ isPhoneJustVerified: true });
        }}
      />
    </PageFrame>
  );
}
