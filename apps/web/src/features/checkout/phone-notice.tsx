import { ShieldAlert } from 'lucide-react';
import { CHECKOUT_MESSAGES } from '@labshop/domain/validation/checkout';
import { Button } from '../../components/button.tsx';

/** The spec's message on the payment step, with the way to fix it right here. */
export function PhoneNotice({ onVerify }: { onVerify: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-ui border border-sale-200 bg-sale-50 p-4 text-sm text-slate-800"
    >
      <p className="flex min-w-0 flex-1 basis-60 items-start gap-2">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sale-700" />
        {CHECKOUT_MESSAGES.phoneNotVerified}
      </p>
      <Button variant="secondary" className="h-9! shrink-0" onClick={onVerify}>
        Verify now
      </Button>
    </div>
  );
}
