import { RotateCw } from 'lucide-react';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useAlert } from '../../components/alert-provider.tsx';
import { Button, type ButtonVariant } from '../../components/button.tsx';
import { CHECKOUT_MESSAGES } from '@labshop/domain/validation/checkout';
import { usePayAgain } from './api.ts';

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
            const isClientError =
              error instanceof ApiError && error.status >= 400 && error.status < 500;
            showAlert(
              'error',
              isClientError ? errorMessage(error) : CHECKOUT_MESSAGES.initiateFailed,
            );
          },
        })
      }
    >
      Try again
    </Button>
  );
}
