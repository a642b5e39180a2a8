import { priceLineInRupees } from '@labshop/domain/checkout-amounts';
import { unitPriceInRupees } from '@labshop/domain/price-breaks';
import { useCallback, useState } from 'react';
import { CreditCard } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { Address } from '@labshop/domain/api/account';
import { isHazardous } from '@labshop/domain/chemicals/hazardous-goods';
import { formatRupees } from '@labshop/domain/money';
import { CHECKOUT_MESSAGES } from '@labshop/domain/validation/checkout';
import { useSession } from '../../api/session.ts';
import { useAlert } from '../../components/alert-provider.tsx';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { ProductImage } from '../../components/product-image.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { HazardousGoodsNote } from '../cart/hazardous-goods-note.tsx';
import type { PayNowState } from '../product/product-actions.tsx';
import { AddressChoice, usePhoneVerified } from './address-choice.tsx';
import { usePayNow } from './api.ts';
import { PaymentOption } from './payment-option.tsx';
import { PhoneNotice } from './phone-notice.tsx';
import { PhoneVerifyDialog } from './phone-verify-dialog.tsx';
import {
  NO_PURCHASE_ORDER,
  PurchaseOrderFields,
  purchaseOrderBody,
  purchaseOrderErrors,
  type PurchaseOrderErrors,
} from './purchase-order-fields.tsx';
import { useProfile } from '../profile/api.ts';
import { payErrorMessage } from './pay-error.ts';

function readState(state: unknown): PayNowState | null {
  if (typeof state !== 'object' || state === null || !('product' in state)) return null;
  const candidate = state as Partial<PayNowState>;
  if (!candidate.product || typeof candidate.quantity !== 'number') return null;
  return candidate as PayNowState;
}

/** Checkout for one product, opened by the product page's Buy now with its navigation state. */
export function PayNowPage() {
  usePageMeta('Checkout', 'Choose a delivery address and pay for your product.');
  const session = useSession();
  const location = useLocation();
  const order = readState(location.state);
  const [address, setAddress] = useState<Address | null>(null);
  const selectAddress = useCallback((next: Address | null) => setAddress(next), []);
  const { showAlert } = useAlert();
  const pay = usePayNow();
  const isPhoneVerified = usePhoneVerified();
  const [isVerifyingPhone, setIsVerifyingPhone] = useState(false);
  const profile = useProfile({ enabled: session.isShopper });
  const [purchaseOrder, setPurchaseOrder] = useState(NO_PURCHASE_ORDER);
  const [purchaseOrderProblems, setPurchaseOrderProblems] = useState<PurchaseOrderErrors>({});
  const isCorporate = profile.data?.isCorporate ?? false;
  const accountGstin = isCorporate ? (profile.data?.corporateDetails?.gstNumber ?? '') : null;

  if (!order || (!session.isLoading && !session.isShopper)) {
    return (
      <PageFrame title="Checkout" width="narrow">
        <EmptyState icon={CreditCard} title="Nothing to check out.">
          Choose a product and press Buy now.{' '}
          <Link to="/filter" className="font-semibold text-primary-700 hover:underline">
            Browse products
          </Link>
        </EmptyState>
      </PageFrame>
    );
  }

  const { product, selectedVariant, quantity, deliveryCharge, deliveryType } = order;
  const unitPrice = unitPriceInRupees(selectedVariant ?? product, quantity);
  const { subtotal, total } = priceLineInRupees({
    unitPrice,
    quantity,
    deliveryType,
    deliveryCharge,
  });

  function proceedToPay({ isPhoneJustVerified = false } = {}) {
    if (!address) return showAlert('error', CHECKOUT_MESSAGES.noAddress);
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
        amount: total,
        productId: product._id,
        quantity,
        selectedAddress: address,
        userId: session.userId,
        selectedVariant: selectedVariant?._id ?? null,
        deliveryCharge,
        deliveryType,
        ...purchaseOrderBody(purchaseOrder, isCorporate),
      },
      {
        onError: (error) => {
          showAlert('error', payErrorMessage(error));
        },
      },
    );
  }

  return (
    <PageFrame
      title="Checkout"
      lead="Choose a delivery address, confirm the order summary and pay with a mobile payment app."
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-8">
          <AddressChoice selectedId={address?._id ?? null} onSelect={selectAddress} />
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
          {isPhoneVerified === false && <PhoneNotice onVerify={() => setIsVerifyingPhone(true)} />}
        </div>
        <aside
          aria-label="Order summary"
          className="h-fit space-y-4 rounded-ui border border-slate-200 bg-white p-5 shadow-card"
        >
          <h2 className="text-base font-semibold text-slate-900">Order summary</h2>
          <div className="grid grid-cols-[4rem_1fr] gap-3">
            <ProductImage
              src={product.images[0]}
              alt={product.name}
              className="rounded-ui border border-slate-100"
            />
            <div className="min-w-0 text-sm">
              <p className="font-medium text-slate-900">{product.name}</p>
              {selectedVariant && <p className="text-slate-600">Variant: {selectedVariant.name}</p>}
              <p className="text-slate-600">Brand: {product.brand}</p>
            </div>
          </div>
          <dl className="price space-y-1 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Unit price</dt>
              <dd>{formatRupees(unitPrice)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Quantity</dt>
              <dd>{quantity}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">
                Delivery ({deliveryType === 'home' ? 'home' : 'pickup'})
              </dt>
              <dd>{formatRupees(deliveryCharge)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Total</dt>
              <dd>{formatRupees(subtotal)}</dd>
            </div>
          </dl>
          <p className="price flex justify-between gap-4 border-t border-slate-200 pt-3 text-base font-semibold text-slate-900">
            <span>Overall total</span>
            <span>{formatRupees(total)}</span>
          </p>
          <HazardousGoodsNote isHazardous={isHazardous(product.ghs)} />
          <Button
            className="w-full"
            onClick={() => proceedToPay()}
            // Until the addresses arrive there is none chosen, and a press would say so.
            disabled={profile.isPending}
            isBusy={pay.isPending || pay.isSuccess}
            busyLabel="Opening payment…"
          >
            Proceed to Pay
          </Button>
        </aside>
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
