import { useCallback, useState } from 'react';
import type { Address } from '@labshop/domain/api/account';
import type { Quote } from '@labshop/domain/api/quotes';
import { formatRupees } from '@labshop/domain/money';
import { CHECKOUT_MESSAGES } from '@labshop/domain/validation/checkout';
import { useAlert } from '../../components/alert-provider.tsx';
import { Button } from '../../components/button.tsx';
import { AddressChoice, usePhoneVerified } from '../checkout/address-choice.tsx';
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
import { useAcceptQuote } from './api.ts';
import { payErrorMessage } from '../checkout/pay-error.ts';

/**
 * Accept and pay: where to deliver, the buyer's PO number (and GSTIN), then the gateway, as at
 * checkout. The total sent is the one on screen, so changed terms are refused, never charged.
 */
export function AcceptQuotePanel({ quote }: { quote: Quote }) {
  const [address, setAddress] = useState<Address | null>(null);
  const selectAddress = useCallback((next: Address | null) => setAddress(next), []);
  const profile = useProfile({ enabled: true });
  const isPhoneVerified = usePhoneVerified();
  const [isVerifyingPhone, setIsVerifyingPhone] = useState(false);
  const [purchaseOrder, setPurchaseOrder] = useState(NO_PURCHASE_ORDER);
  const [problems, setProblems] = useState<PurchaseOrderErrors>({});
  const accept = useAcceptQuote(quote._id);
  const { showAlert } = useAlert();
  const isCorporate = profile.data?.isCorporate ?? false;
  const accountGstin = isCorporate ? (profile.data?.corporateDetails?.gstNumber ?? '') : null;

  function acceptAndPay({ isPhoneJustVerified = false } = {}) {
    if (!address) return showAlert('error', CHECKOUT_MESSAGES.noAddress);
    const found = purchaseOrderErrors(purchaseOrder);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (isPhoneVerified === false && !isPhoneJustVerified) {
      showAlert('error', CHECKOUT_MESSAGES.phoneNotVerified);
      return setIsVerifyingPhone(true);
    }
    accept.mutate(
      {
        addressId: address._id,
        amount: quote.total ?? 0,
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
    <section aria-labelledby="accept-quote" className="space-y-6 border-t border-slate-200 pt-6">
      <h2 id="accept-quote" className="text-xl font-semibold text-slate-900">
        Accept and pay
      </h2>
      <AddressChoice selectedId={address?._id ?? null} onSelect={selectAddress} />
      <PurchaseOrderFields
        values={purchaseOrder}
        errors={problems}
        onChange={(next) => {
          setPurchaseOrder(next);
          setProblems({});
        }}
        accountGstin={accountGstin}
      />
      {isPhoneVerified === false && <PhoneNotice onVerify={() => setIsVerifyingPhone(true)} />}
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-ui border border-primary-200 bg-primary-50 p-4">
        <p className="text-sm text-slate-700">
          Stock is reserved when you pay. You pay with a mobile payment app.
        </p>
        <Button
          onClick={() => acceptAndPay()}
          isBusy={accept.isPending || accept.isSuccess}
          busyLabel="Opening payment…"
          className="max-sm:w-full"
        >
          Accept and pay {formatRupees(quote.total ?? 0)}
        </Button>
      </div>
      <PhoneVerifyDialog
        isOpen={isVerifyingPhone}
        onClose={() => setIsVerifyingPhone(false)}
        onVerified={() => {
          setIsVerifyingPhone(false);
          acceptAndPay({ isPhoneJustVerified: true });
        }}
      />
    </section>
  );
}
