import { RotateCw } from 'lucide-react';
import { useAlert } from '../../components/alert-provider.tsx';
import { Button, type ButtonVariant } from '../../components/button.tsx';
import { usePayAgain } from './api.ts';
import { payErrorMessage } from './pay-error.ts';

type PayAgainButtonProps = {
  transactionId: string;
  variant?: ButtonVariant;
  className?: string;
};

/** "Try again": a new payment for the order's items, straight to the gateway, no cart walk. */
export function PayAgainButton({
  transactionId,
  variant = 'primary',
  className = '',
}: PayAgainButtonProps) {
  const { showAlert } = useAlert();
  const payAgain = usePayAgain();
  return (
    <Button
      variant={variant}
      className={className}
      icon={<RotateCw aria-hidden="true" className="size-4" />}
      isBusy={payAgain.isPending || payAgain.isSuccess}
      busyLabel="Opening payment…"
      aria-label={`Try again: pay for order ${transactionId}`}
      onClick={() =>
        payAgain.mutate(transactionId, {
          onError: (error) => {
            showAlert('error', payErrorMessage(error));
          },
        })
      }
    >
      Try again
    </Button>
  );
}
