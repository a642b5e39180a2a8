import { and, eq } from 'drizzle-orm';
import type { AdminReturn } from '@labshop/domain/api/returns';
import { RETURN_REASON_LABELS } from '@labshop/domain/refunds';
import { RETURN_MESSAGES, type ReturnReceiptInput } from '@labshop/domain/validation/returns';
import type { Db } from '../../db/client.ts';
import { returnLines, returns } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { isUuid } from '../../http/ids.ts';
import type { StockLine } from '../inventory/lock-order.ts';
import { returnStock } from '../inventory/service.ts';
import { issueReturnCreditNote } from '../invoices/return-credit-note.ts';
import { recordRefund } from '../payments/refunds/record-refund.ts';
import {
  selectOrderLines,
  selectReturnLines,
  selectSettledPayment,
  type ReturnLineRow,
} from './queries.ts';
import { refundsDelivery } from './refund-rule.ts';
import { recordReturnReceived } from './return-audit.ts';
import { getAdminReturn, stepRefusal } from './return-lookup.ts';
import { queueReturnMail, type ReturnMailDeps } from './return-mails.ts';

export interface ReceiveDeps extends ReturnMailDeps {
  db: Db;
  jobs: JobQueue;
}

/** The admin's word on every line of the return, each exactly once. */
function resalableByLine(lines: ReturnLineRow[], input: ReturnReceiptInput): Map<string, boolean> {
  const said = new Map(input.lines.map((line) => [line.lineId, line.resalable]));
  const isComplete =
    said.size === lines.length && lines.every((line) => said.has(line.orderLineId));
  if (!isComplete) throw new AppError('RETURN_RESALABLE', RETURN_MESSAGES.resalable, 400);
  return said;
}

/** Resalable units whose product (and variant) still exist go back on the shelf. */
function shelfLines(lines: ReturnLineRow[], resalable: Map<string, boolean>): StockLine[] {
  return lines.flatMap((line) =>
    resalable.get(line.orderLineId) &&
    line.productId &&
    (line.variantId || line.variantName === null)
      ? [{ productId: line.productId, variantId: line.variantId, quantity: line.quantity }]
      : [],
  );
}

/**
 * Marks an approved return received and settles it in one transaction: the credit note for
 * exactly the returned lines (and their tax), the refund of that amount, and the resalable units
 * back in stock. The step is one conditional update from `approved`, so two admins receiving
 * the same return at once produce one credit note and one refund; the other is refused.
 */
export async function receiveReturn(
  deps: ReceiveDeps,
  returnId: string,
  adminId: string,
  input: ReturnReceiptInput,
): Promise<AdminReturn> {
  if (!isUuid(returnId)) throw notFound(RETURN_MESSAGES.notFound);
  await deps.db.transaction(async (tx) => {
    const now = new Date();
    const [received] = await tx
      .update(returns)
      .set({ state: 'received', receivedAt: now })
      .where(and(eq(returns.id, returnId), eq(returns.state, 'approved')))
      .returning({ orderId: returns.orderId, reason: returns.reason });
    if (!received) throw await stepRefusal(tx, returnId, RETURN_MESSAGES.notApproved);
    const lines = await selectReturnLines(tx, [returnId]);
    const resalable = resalableByLine(lines, input);
    for (const line of lines) {
      await tx
        .update(returnLines)
        .set({ resalable: resalable.get(line.orderLineId) ?? false })
        .where(
          and(eq(returnLines.returnId, returnId), eq(returnLines.orderLineId, line.orderLineId)),
        );
    }

    // Locks in the order a cancel takes them: the credit-note counter, the payment, then stock.
    const note = await issueReturnCreditNote(tx, {
      orderId: received.orderId,
      returnId,
      units: lines.map((line) => ({ orderLineId: line.orderLineId, quantity: line.quantity })),
      includeDelivery: refundsDelivery(
        received.reason,
        await selectOrderLines(tx, [received.orderId]),
        lines,
      ),
      reason: `Goods returned: ${RETURN_REASON_LABELS[received.reason]}`,
      at: now,
    });
    const payment = await selectSettledPayment(tx, received.orderId);
    if (!payment) throw new AppError('RETURN_NO_PAYMENT', RETURN_MESSAGES.noPayment, 409);
    await recordRefund(tx, deps.jobs, {
      orderId: received.orderId,
      paymentId: payment.id,
      amountPaise: note.totalPaise,
      reason: 'return',
      returnId,
      createdBy: adminId,
    });
    await tx.update(returns).set({ refundPaise: note.totalPaise }).where(eq(returns.id, returnId));

    const back = shelfLines(lines, resalable);
    if (back.length > 0) await returnStock(tx, back);
    await recordReturnReceived(tx, adminId, returnId, {
      lines,
      resalable,
      refundPaise: note.totalPaise,
      creditNoteNumber: note.number,
    });
    await queueReturnMail(deps, tx, returnId, {
      kind: 'received',
      refundPaise: note.totalPaise,
      creditNoteNumber: note.number,
    });
  });
  return getAdminReturn(deps.db, returnId);
}
