import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Gstr1Document } from '@labshop/domain/gst/gstr1-sections';
import type { Db } from '../../db/client.ts';
import { orders, taxDocuments } from '../../db/schema.ts';
import type { InvoiceDocument } from '../../platform/pdf/invoice-document.ts';
import { revive } from '../invoices/stored-document.ts';

// The month's issued invoices and credit notes, read a page at a time in issue order, so a month
// of any size never sits in memory at once and the event loop gets a turn between pages.

export const GSTR1_PAGE_SIZE = 50;

function toGstr1(document: InvoiceDocument, orderTotalPaise: number): Gstr1Document {
  return {
    kind: document.kind,
    number: document.number,
    issuedAt: document.issuedAt,
    recipientName: document.recipient.name,
    ...(document.recipient.gstin ? { recipientGstin: document.recipient.gstin } : {}),
    sellerStateCode: document.seller.stateCode,
    placeOfSupplyCode: document.placeOfSupplyCode,
    lines: document.lines.map((line) => ({
      hsnCode: line.hsnCode,
      description: line.description,
      unit: line.unit,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      deliveryChargePaise: line.deliveryChargePaise,
      ratePercent: line.ratePercent,
    })),
    // The invoice's grand total is always what the order was paid.
    invoiceValuePaise: orderTotalPaise,
    ...(document.kind === 'credit-note' ? { reverses: document.reverses } : {}),
  };
}

interface PageRow {
  id: string;
  at: string;
  document: unknown;
  orderTotalPaise: number;
}

/**
 * Every document issued in [start, end), page by page in issue order, each page one short
 * query down the issued-at index: on the embedded database a query runs on the event loop's
 * own thread, so no query may read more than a page.
 */
export async function* monthDocuments(
  db: Db,
  range: { start: Date; end: Date },
  pageSize = GSTR1_PAGE_SIZE,
): AsyncGenerator<Gstr1Document[]> {
  // The exact issued-at as text: a Date would drop microseconds, and the cursor must not.
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const rows: PageRow[] = await db
      .select({
        id: taxDocuments.id,
        at: sql<string>`${taxDocuments.issuedAt}::text`,
        document: taxDocuments.document,
        orderTotalPaise: orders.totalAmountPaise,
      })
      .from(taxDocuments)
      .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
      .where(
        and(
          gte(taxDocuments.issuedAt, range.start),
          lt(taxDocuments.issuedAt, range.end),
          // The first bound lets the issued-at index start at the cursor; the second breaks ties.
          after === null
            ? undefined
            : and(
                sql`${taxDocuments.issuedAt} >= ${after.at}::timestamptz`,
                sql`(${taxDocuments.issuedAt}, ${taxDocuments.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`,
              ),
        ),
      )
      .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.id))
      .limit(pageSize);
    if (rows.length > 0) {
      yield rows.map((row) => toGstr1(revive(row.document), row.orderTotalPaise));
    }
    const last = rows[rows.length - 1];
    if (!last || rows.length < pageSize) return;
    after = { at: last.at, id: last.id };
  }
}
