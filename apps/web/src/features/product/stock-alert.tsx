import { Bell, BellOff, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { STOCK_ALERT_BUTTON, STOCK_ALERT_MESSAGES as M } from '@labshop/domain/stock-alerts';
import { errorMessage } from '../../api/client.ts';
import { useSession } from '../../api/session.ts';
import { Button, buttonClass } from '../../components/button.tsx';
import { useStockAlert } from './api.ts';

type StockAlertProps = {
  productId: string;
  /** A sold-out variant of a product that has other variants in stock: the request is its own. */
  variantId?: string;
  hasStockAlert: boolean;
};

/**
 * "Notify me when it is back" on a sold-out product, or on its chosen variant when that one is
 * sold out: a shopper asks for one mail (and may withdraw it); a guest is offered the login;
 * an admin sees nothing.
 */
export function StockAlert({ productId, variantId, hasStockAlert }: StockAlertProps) {
  const session = useSession();
  const alert = useStockAlert(productId, variantId);

  if (session.isLoading || session.isAdmin) return null;
  if (!session.loggedIn) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-ui border border-slate-200 bg-white p-4 text-sm text-slate-700">
        <Bell aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
        <p className="min-w-0 flex-1 basis-52">{M.guestPrompt}</p>
        <Link to="/login" className={buttonClass('secondary', 'shrink-0')}>
          Log in
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      {hasStockAlert ? (
        <div className="flex flex-wrap items-center gap-3 rounded-ui border border-primary-200 bg-primary-50 p-4 text-sm">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
          <p role="status" className="min-w-0 flex-1 basis-52 text-primary-900">
            {M.requested}
          </p>
          <Button
            variant="secondary"
            className="shrink-0"
            isBusy={alert.isPending}
            busyLabel="Cancelling…"
            onClick={() => alert.mutate(false)}
            icon={<BellOff aria-hidden="true" className="size-4" />}
          >
            Don’t notify me
          </Button>
        </div>
      ) : (
        <Button
          isBusy={alert.isPending}
          busyLabel="Saving…"
          onClick={() => alert.mutate(true)}
          icon={<Bell aria-hidden="true" className="size-4" />}
        >
          {STOCK_ALERT_BUTTON}
        </Button>
      )}
      {alert.isError && (
        <p role="alert" className="text-sm text-danger-700">
          {errorMessage(alert.error)}
        </p>
      )}
    </div>
  );
}
