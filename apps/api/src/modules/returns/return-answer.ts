import type { AdminReturn, Return } from '@labshop/domain/api/returns';
import { paiseToRupees } from '@labshop/domain/money';
import type { Db } from '../../db/client.ts';
import { creditNoteNumbersByReturn } from '../invoices/return-credit-note.ts';
import {
  selectOrderLines,
  selectReturnLines,
  type ReturnLineRow,
  type ReturnRow,
} from './queries.ts';
import { refundDuePaise, type SoldLine } from './refund-rule.ts';

// Return rows to the answers: rupees, ISO times, the order line's snapshot names.

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toReturn(
  row: ReturnRow,
  lines: ReturnLineRow[],
  sold: SoldLine[],
  creditNote: string | null,
): Return {
  return {
    _id: row.id,
    orderId: row.orderId,
    transactionId: row.transactionId,
    state: row.state,
    reason: row.reason,
    comment: row.comment,
    rejectionReason: row.rejectionReason,
    refundAmount: row.refundPaise === null ? null : paiseToRupees(row.refundPaise),
    refundDue: paiseToRupees(row.refundPaise ?? refundDuePaise(row.reason, sold, lines)),
    creditNoteNumber: creditNote,
    requestedAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    receivedAt: iso(row.receivedAt),
    lines: lines.map((line) => ({
      lineId: line.orderLineId,
      productName: line.productName,
      variantName: line.variantName,
      quantity: line.quantity,
      unitPrice: paiseToRupees(line.unitPricePaise),
      resalable: line.resalable,
    })),
  };
}

/** The shopper's answers for a page of return rows: lines and credit notes in two queries. */
export async function toReturns(db: Db, rows: ReturnRow[]): Promise<Return[]> {
  const ids = rows.map((row) => row.id);
  const lines = await selectReturnLines(db, ids);
  const notes = await creditNoteNumbersByReturn(db, ids);
  const sold = await selectOrderLines(db, [...new Set(rows.map((row) => row.orderId))]);
  return rows.map((row) =>
    toReturn(
      row,
      lines.filter((line) => line.returnId === row.id),
      sold.filter((line) => line.orderId === row.orderId),
      notes.get(row.id) ?? null,
    ),
  );
}

export async function toAdminReturns(db: Db, rows: ReturnRow[]): Promise<AdminReturn[]> {
  const answers = await toReturns(db, rows);
  return answers.map((answer, index) => {
    const row = rows[index] as ReturnRow;
    return { ...answer, customer: { name: row.customerName, email: row.customerEmail } };
  });
}
