import { formatPaise, paiseToRupees } from '@labshop/domain/money';
import type { Tx } from '../../../db/client.ts';
import { recordAudit } from '../../audit/record.ts';
import type { RefundRow } from './record-refund.ts';
import { refundRecipient } from './refund-queries.ts';

// The trail's row of a refund an admin starts by hand or retries. Refunds that follow from
// another change (a cancel, a received return) are part of that change's row.

export async function recordRefundAudit(
  tx: Tx,
  actorUserId: string,
  refund: RefundRow,
  action: 'by-hand' | 'retried',
): Promise<void> {
  const order = await refundRecipient(tx, refund.orderId);
  const what = action === 'by-hand' ? 'refund by hand' : 'failed refund retried';
  const note = refund.note ? ` (${refund.note})` : '';
  await recordAudit(tx, {
    actorUserId,
    kind: 'refund',
    entityId: refund.id,
    action,
    summary: `Order ${order?.transactionId ?? refund.orderId}: ${what}, ${formatPaise(refund.amountPaise)}${note}`,
    after: {
      orderId: refund.orderId,
      amount: paiseToRupees(refund.amountPaise),
      reason: refund.reason,
      note: refund.note,
      state: refund.state,
      merchantRefundId: refund.merchantRefundId,
      ...(refund.retryOf ? { retryOf: refund.retryOf } : {}),
    },
  });
}
