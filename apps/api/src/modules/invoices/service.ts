import { and, eq, inArray, isNull } from 'drizzle-orm';
import { DOCUMENT_SERIES } from '@labshop/domain/gst/invoice-number';
import type { Seller } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { orders, taxDocuments, type TaxDocumentKind } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type {
  CreditNoteDocument,
  TaxInvoiceDocument,
} from '../../platform/pdf/invoice-document.ts';
import {
  documentPdf,
  downloadDocumentPdf,
  type DocumentDeps,
  type DocumentDownload,
  type DocumentPdf,
} from './document-pdf.ts';
import { buildTaxInvoice } from './document-source.ts';
import { countDownload } from './download-limits.ts';
import { nextDocumentNumber } from './numbering.ts';
import { storedDocument } from './stored-document.ts';

export const CANCELLATION_REASON = 'Order cancelled';

export interface IssuedDocument {
  number: string;
  issuedAt: Date;
}

/**
 * Issues the tax invoice of an order that has just been paid, dated at the payment. Call it
 * in the transaction that marks the order paid, so the number and the payment commit together.
 * A second call for the same order returns the first invoice.
 */
export async function issueInvoice(
  tx: Db,
  orderId: string,
  paidAt: Date,
  seller: Seller,
): Promise<IssuedDocument> {
  const existing = await storedDocument(tx, orderId, 'invoice');
  if (existing) return { number: existing.number, issuedAt: existing.issuedAt };

  const number = await nextDocumentNumber(tx, DOCUMENT_SERIES.invoice, paidAt);
  const document = await buildTaxInvoice(tx, orderId, number, paidAt, seller);
  if (!document) throw new Error(`No order ${orderId} to invoice`);
  await tx
    .insert(taxDocuments)
    .values({ orderId, kind: 'invoice', number, issuedAt: paidAt, document });
  return { number, issuedAt: paidAt };
}

/**
 * Reverses an order's invoice when the paid order is cancelled; null when it was never
 * invoiced (an unpaid order has nothing to reverse). A second call returns the first note.
 */
export async function issueCreditNote(
  tx: Db,
  orderId: string,
  at: Date,
): Promise<IssuedDocument | null> {
  const existing = await storedDocument(tx, orderId, 'credit-note');
  if (existing) return { number: existing.number, issuedAt: existing.issuedAt };
  const invoice = (await storedDocument(tx, orderId, 'invoice')) as TaxInvoiceDocument | null;
  if (!invoice) return null;

  const number = await nextDocumentNumber(tx, DOCUMENT_SERIES.creditNote, at);
  const document: CreditNoteDocument = {
    ...invoice,
    kind: 'credit-note',
    number,
    issuedAt: at,
    reverses: { number: invoice.number, issuedAt: invoice.issuedAt },
    reason: CANCELLATION_REASON,
  };
  await tx
    .insert(taxDocuments)
    .values({ orderId, kind: 'credit-note', number, issuedAt: at, document });
  return { number, issuedAt: at };
}

/** The order's invoice as a PDF, kept since its first rendering (the confirmation mail). */
export function invoicePdfForOrder(deps: DocumentDeps, orderId: string): Promise<DocumentPdf> {
  return documentPdf(deps, orderId, 'invoice');
}

/**
 * A shopper's own document by the order's transaction id; anyone else's is not found. Every
 * request counts towards the shopper's download limit, a 304 included.
 */
export async function documentPdfForOwner(
  deps: DocumentDeps,
  userId: string,
  transactionId: string,
  kind: TaxDocumentKind,
  ifNoneMatch?: string,
): Promise<DocumentDownload> {
  await countDownload(deps.db, userId, 'shopper');
  const [order] = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.transactionId, transactionId), eq(orders.userId, userId)));
  if (!order) throw notFound('Order not found');
  return downloadDocumentPdf(deps, order.id, kind, ifNoneMatch);
}

/** Any order's document, for the back office; counted per admin. */
export async function documentPdfForAdmin(
  deps: DocumentDeps,
  adminId: string,
  orderId: string,
  kind: TaxDocumentKind,
  ifNoneMatch?: string,
): Promise<DocumentDownload> {
  await countDownload(deps.db, adminId, 'admin');
  return downloadDocumentPdf(deps, orderId, kind, ifNoneMatch);
}

/** Which documents an order has, for the screens' download links. */
export async function documentNumbers(
  db: Db,
  orderId: string,
): Promise<Partial<Record<TaxDocumentKind, string>>> {
  const rows = await db
    .select({ kind: taxDocuments.kind, number: taxDocuments.number })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), isNull(taxDocuments.returnId)));
  return Object.fromEntries(rows.map((row) => [row.kind, row.number]));
}

/** The document numbers of a page of orders at once, for order lists. */
export async function documentNumbersByOrder(
  db: Db,
  orderIds: string[],
): Promise<Map<string, Partial<Record<TaxDocumentKind, string>>>> {
  const numbers = new Map<string, Partial<Record<TaxDocumentKind, string>>>();
  if (orderIds.length === 0) return numbers;
  const rows = await db
    .select({ orderId: taxDocuments.orderId, kind: taxDocuments.kind, number: taxDocuments.number })
    .from(taxDocuments)
    .where(and(inArray(taxDocuments.orderId, orderIds), isNull(taxDocuments.returnId)));
  for (const row of rows)
    numbers.set(row.orderId, { ...numbers.get(row.orderId), [row.kind]: row.number });
  return numbers;
}
