import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';
import { id, sqlList } from './columns.ts';
import { orders } from './orders.ts';

export const TAX_DOCUMENT_KINDS = ['invoice', 'credit-note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/**
 * The last number issued in each series and financial year. Issuing is one upsert that
 * increments and returns the row, so it holds a row lock until the paying transaction
 * commits: concurrent payments queue on it and a rolled-back payment gives its number back,
 * which keeps the series free of gaps (a sequence would not).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    financialYear: integer('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.financialYear] }),
    check('document_counters_last_number_ck', sql`${t.lastNumber} >= 1`),
  ],
);

/**
 * Tax invoices and credit notes as issued: the document is kept as data, so it prints the
 * same for as long as the law asks it to be kept, whatever later happens to the product,
 * the address or the shop's own details.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: id(),
    // restrict: a tax document is a legal record; its order cannot be deleted under it.
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    number: text('number').notNull().unique('tax_documents_number_uq'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    document: jsonb('document').notNull(),
    // A credit note for a return reverses only that return's lines; null for an invoice and
    // for the credit note of a whole cancelled order.
    returnId: uuid('return_id'),
    // The PDF as first rendered: an issued document never changes, so it is drawn once and
    // its bytes served (with their hash as the ETag) on every later download. The bytes live
    // in storage under the private key pdf_key; documents rendered before that keep theirs in
    // pdf, which downloads still read (modules/invoices/document-pdf.ts).
    pdf: bytea('pdf'),
    pdfKey: text('pdf_key'),
    pdfSha256: text('pdf_sha256'),
  },
  (t) => [
    // One invoice and at most one whole-order credit note per order, however often payment is
    // confirmed or a cancel is retried; and at most one credit note per return.
    uniqueIndex('tax_documents_order_kind_uq')
      .on(t.orderId, t.kind)
      .where(sql`${t.returnId} is null`),
    uniqueIndex('tax_documents_return_uq')
      .on(t.returnId)
      .where(sql`${t.returnId} is not null`),
    index('tax_documents_issued_at_idx').on(t.issuedAt),
    check('tax_documents_kind_ck', sql.raw(`kind in (${sqlList(TAX_DOCUMENT_KINDS)})`)),
    // Kept in one place: a row never names both a file and bytes of its own that could differ.
    check('tax_documents_pdf_one_place_ck', sql`${t.pdf} is null or ${t.pdfKey} is null`),
  ],
);
