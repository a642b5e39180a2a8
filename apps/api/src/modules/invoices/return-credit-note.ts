import { and, asc, eq, inArray } from 'drizzle-orm';
import { DOCUMENT_SERIES } from '@labshop/domain/gst/invoice-number';
import type { Db } from '../../db/client.ts';
import { orderLines, taxDocuments } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type {
  CreditNoteDocument,
  InvoiceLine,
  TaxInvoiceDocument,
} from '../../platform/pdf/invoice-document.ts';
import { nextDocumentNumber } from './numbering.ts';
import { downloadRow, type DocumentDeps, type DocumentDownload } from './document-pdf.ts';

// A return's credit note reverses only what came back: the returned units of each line, at the
// price, HSN code and rate the invoice printed, and the same place of supply, so the tax it
// credits is split CGST + SGST or IGST exactly as the invoice charged it.

export interface ReturnedUnits {
  orderLineId: string;
  quantity: number;
}

export interface ReturnCreditNoteRequest {
  orderId: string;
  returnId: string;
  units: readonly ReturnedUnits[];
  /** Credit each line's delivery charge too: only when the whole order comes back. */
  includeDelivery: boolean;
  reason: string;
  at: Date;
}

export interface IssuedReturnCreditNote {
  number: string;
  issuedAt: Date;
  /** What the note credits, GST included: exactly what the return refunds. */
  totalPaise: number;
}

export const NO_INVOICE_MESSAGE = 'This order has no tax invoice, so no credit note can be issued.';

function totalOf(lines: readonly InvoiceLine[]): number {
  return lines.reduce(
    (sum, line) => sum + line.unitPricePaise * line.quantity + line.deliveryChargePaise,
    0,
  );
}

async function storedInvoice(tx: Db, orderId: string): Promise<TaxInvoiceDocument | null> {
  const [row] = await tx
    .select({ document: taxDocuments.document })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
  if (!row) return null;
  const document = row.document as TaxInvoiceDocument & { issuedAt: string };
  return { ...document, issuedAt: new Date(document.issuedAt) };
}

/**
 * The invoice's lines keyed by order line id. The invoice lists an order's lines in the order
 * document-source.ts reads them (created, then id), so the two lists pair up one to one.
 */
async function invoiceLinesById(tx: Db, orderId: string, invoice: TaxInvoiceDocument) {
  const ids = await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.createdAt), asc(orderLines.id));
  if (ids.length !== invoice.lines.length) {
    throw new Error(`Invoice ${invoice.number} does not list the lines of order ${orderId}`);
  }
  return new Map(ids.map((row, index) => [row.id, invoice.lines[index] as InvoiceLine]));
}

/**
 * Issues, in the caller's transaction, the credit note of a received return, numbered in the
 * credit-note series. A second call for the same return gives back the first note.
 */
export async function issueReturnCreditNote(
  tx: Db,
  request: ReturnCreditNoteRequest,
): Promise<IssuedReturnCreditNote> {
  const [existing] = await tx
    .select({
      number: taxDocuments.number,
      issuedAt: taxDocuments.issuedAt,
      document: taxDocuments.document,
    })
    .from(taxDocuments)
    .where(eq(taxDocuments.returnId, request.returnId));
  if (existing) {
    const lines = (existing.document as CreditNoteDocument).lines;
    return { number: existing.number, issuedAt: existing.issuedAt, totalPaise: totalOf(lines) };
  }
  const invoice = await storedInvoice(tx, request.orderId);
  if (!invoice) throw new AppError('NO_INVOICE', NO_INVOICE_MESSAGE, 409);
  const byId = await invoiceLinesById(tx, request.orderId, invoice);
  const wanted = new Map(request.units.map((unit) => [unit.orderLineId, unit.quantity]));
  const lines = [...byId].flatMap(([id, line]): InvoiceLine[] => {
    const quantity = wanted.get(id);
    if (quantity === undefined) return [];
    if (quantity > line.quantity) throw new Error(`Returning more of line ${id} than was sold`);
    return [
      {
        ...line,
        quantity,
        deliveryChargePaise: request.includeDelivery ? line.deliveryChargePaise : 0,
      },
    ];
  });
  if (lines.length !== wanted.size) throw new Error('A returned line is not on the invoice');

  const number = await nextDocumentNumber(tx, DOCUMENT_SERIES.creditNote, request.at);
  const document: CreditNoteDocument = {
    ...invoice,
    kind: 'credit-note',
    number,
    issuedAt: request.at,
    reverses: { number: invoice.number, issuedAt: invoice.issuedAt },
    reason: request.reason,
    isPartial: true,
    lines,
  };
  await tx.insert(taxDocuments).values({
    orderId: request.orderId,
    kind: 'credit-note',
    number,
    issuedAt: request.at,
    document,
    returnId: request.returnId,
  });
  return { number, issuedAt: request.at, totalPaise: totalOf(lines) };
}

/** The credit note numbers of these returns, for their answers. */
export async function creditNoteNumbersByReturn(
  db: Db,
  returnIds: string[],
): Promise<Map<string, string>> {
  if (returnIds.length === 0) return new Map();
  const rows = await db
    .select({ returnId: taxDocuments.returnId, number: taxDocuments.number })
    .from(taxDocuments)
    .where(inArray(taxDocuments.returnId, returnIds));
  return new Map(rows.flatMap((row) => (row.returnId ? [[row.returnId, row.number]] : [])));
}

/** A return's credit note as a PDF: drawn once in the worker thread, then kept, like any other. */
export async function returnCreditNotePdf(
  deps: DocumentDeps,
  returnId: string,
  ifNoneMatch?: string,
): Promise<DocumentDownload> {
  const [row] = await deps.db
    .select({ id: taxDocuments.id, number: taxDocuments.number, sha256: taxDocuments.pdfSha256 })
    .from(taxDocuments)
    .where(eq(taxDocuments.returnId, returnId));
  if (!row) throw notFound('This return has no credit note yet.');
  return downloadRow(deps, row, ifNoneMatch);
}
