import { eq } from 'drizzle-orm';
import { formatPaise, paiseToRupees } from '@labshop/domain/money';
import type { Tx } from '../../db/client.ts';
import { orders, returns } from '../../db/schema.ts';
import { recordAudit } from '../audit/record.ts';
import type { ReturnLineRow } from './queries.ts';

// The trail's rows of an admin's steps on a return: approve, reject, and receive (with the
// refund and credit note it settled, which are part of that one step).

async function orderOf(tx: Tx, returnId: string) {
  const [row] = await tx
    .select({ orderId: returns.orderId, transactionId: orders.transactionId })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(eq(returns.id, returnId));
  if (!row) throw new Error(`return ${returnId} vanished while it was decided`);
  return row;
}

export async function recordReturnDecision(
  tx: Tx,
  actorUserId: string,
  returnId: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<void> {
  const order = await orderOf(tx, returnId);
  const state = decision.approve ? 'approved' : 'rejected';
  const why = decision.approve ? '' : ` (${decision.reason})`;
  await recordAudit(tx, {
    actorUserId,
    kind: 'return',
    entityId: returnId,
    action: decision.approve ? 'approved' : 'rejected',
    summary: `Order ${order.transactionId}: return ${state}${why}`,
    before: { state: 'requested' },
    after: {
      state,
      orderId: order.orderId,
      ...(decision.approve ? {} : { rejectionReason: decision.reason }),
    },
  });
}

function lineName(line: ReturnLineRow): string {
  return line.variantName ? `${line.productName} (${line.variantName})` : line.productName;
}

export async function recordReturnReceived(
  tx: Tx,
  actorUserId: string,
  returnId: string,
  settled: {
    lines: ReturnLineRow[];
    resalable: Map<string, boolean>;
    refundPaise: number;
    creditNoteNumber: string;
  },
): Promise<void> {
  const order = await orderOf(tx, returnId);
  const restocked = settled.lines.filter((line) => settled.resalable.get(line.orderLineId));
  await recordAudit(tx, {
    actorUserId,
    kind: 'return',
    entityId: returnId,
    action: 'received',
    summary: `Order ${order.transactionId}: return received, refund ${formatPaise(settled.refundPaise)}, credit note ${settled.creditNoteNumber}`,
    before: { state: 'approved' },
    after: {
      state: 'received',
      orderId: order.orderId,
      refund: paiseToRupees(settled.refundPaise),
      creditNote: settled.creditNoteNumber,
      resalable: restocked.map((line) => `${lineName(line)} × ${line.quantity}`),
      notResalable: settled.lines
        .filter((line) => !settled.resalable.get(line.orderLineId))
        .map((line) => `${lineName(line)} × ${line.quantity}`),
    },
  });
}
