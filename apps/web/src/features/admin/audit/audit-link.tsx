import { Link } from 'react-router';
import type { AuditEvent } from '@labshop/domain/api/audit';
import { ApiError } from '../../../api/client.ts';
import { AUDIT_TEXT, useOpenProductForm } from './api.ts';

// Where a trail row leads: the order it changed (a status, a refund, a return) or the
// product's edit form. Categories and banners are edited from their lists.

const linkClass =
  'inline-flex min-h-9 items-center rounded-ui text-sm font-semibold whitespace-nowrap text-primary-700 underline-offset-2 hover:underline';

/** The order a row is about: its own id for a status change, else the one kept in its values. */
export function orderIdOf(event: AuditEvent): string | null {
  if (event.kind === 'order-status') return event.entityId;
  if (event.kind !== 'refund' && event.kind !== 'return') return null;
  const id = event.after?.orderId ?? event.before?.orderId;
  return typeof id === 'string' ? id : null;
}

function isLiveProduct(event: AuditEvent): boolean {
  return (
    (event.kind === 'product' || event.kind === 'stock-adjustment') && event.action !== 'deleted'
  );
}

export function AuditLink({ event }: { event: AuditEvent }) {
  const orderId = orderIdOf(event);
  if (orderId) {
    return (
      <Link to={`/admin-order-details/${orderId}`} className={linkClass}>
        View order
      </Link>
    );
  }
  if (isLiveProduct(event)) return <ProductLink productId={event.entityId} />;
  return null;
}

function ProductLink({ productId }: { productId: string }) {
  const open = useOpenProductForm();
  const isGone = open.error instanceof ApiError && open.error.status === 404;
  return (
    <span className="inline-flex flex-col items-end md:items-start">
      <button
        type="button"
        onClick={() => open.mutate(productId)}
        disabled={open.isPending}
        className={linkClass}
      >
        {open.isPending ? 'Opening…' : 'Edit product'}
      </button>
      {open.isError && (
        <span role="alert" className="text-xs text-danger-700">
          {isGone ? AUDIT_TEXT.productGone : open.error.message}
        </span>
      )}
    </span>
  );
}
