import { asc, desc, eq, sql, type SQL, and } from 'drizzle-orm';
import { paiseToRupees } from '@labshop/domain/money';
import { DISPLAYED_STATUS_LABELS, displayedOrderStatus } from '@labshop/domain/order-status';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, users } from '../../db/schema.ts';
import { csvLine } from '../../platform/csv/csv-cells.ts';
import { documentNumbersByOrder } from '../invoices/service.ts';
import { orderListCondition, type OrderListFilter } from './order-filter.ts';
import type { OrderSort } from './order-query.ts';

// The back office's order list as a CSV file: every order the filter matches, read from the
// database a page at a time and written out as it comes, so a year of orders never sits in
// memory at once and the event loop gets a turn between pages.

export const EXPORT_PAGE_SIZE = 500;

export const ORDER_CSV_HEADER = [
  'Transaction ID',
  'Placed at (IST)',
  'Customer name',
  'Email',
  'Phone',
  'Status',
  'Payment status',
  'Items',
  'Amount (INR)',
  'Invoice number',
  'Carrier',
  'Tracking number',
  'City',
  'State',
  'PIN',
] as const;

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** "2026-11-26 18:05": the time in India, as a spreadsheet sorts it. */
export function istDateTime(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** Today's date in India, for the file's name. */
export function istToday(now = new Date()): string {
  return istDateTime(now).slice(0, 10);
}

/**
 * Each page starts after the last row of the one before (keyset), not at an offset: an order
 * placed while the file downloads neither repeats nor pushes another out. The keys all run
 * one way so a row comparison finds the next page; the creation time travels as PostgreSQL's
 * own text, since a JS Date would drop its microseconds.
 */
const KEYSET: Record<OrderSort, { byAmount: boolean; isDescending: boolean }> = {
  newest: { byAmount: false, isDescending: true },
  oldest: { byAmount: false, isDescending: false },
  'amount-desc': { byAmount: true, isDescending: true },
  'amount-asc': { byAmount: true, isDescending: false },
};

interface Cursor {
  amountPaise: number;
  createdAt: string;
  id: string;
}

function afterCursor(sort: OrderSort, cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const { byAmount, isDescending } = KEYSET[sort];
  const op = sql.raw(isDescending ? '<' : '>');
  const at = sql`${cursor.createdAt}::timestamptz`;
  const id = sql`${cursor.id}::uuid`;
  return byAmount
    ? sql`(${orders.totalAmountPaise}, ${orders.createdAt}, ${orders.id}) ${op} (${cursor.amountPaise}, ${at}, ${id})`
    : sql`(${orders.createdAt}, ${orders.id}) ${op} (${at}, ${id})`;
}

function orderByKeys(sort: OrderSort): SQL[] {
  const { byAmount, isDescending } = KEYSET[sort];
  const way = isDescending ? desc : asc;
  return [
    ...(byAmount ? [way(orders.totalAmountPaise)] : []),
    way(orders.createdAt),
    way(orders.id),
  ];
}

const itemCount = sql<number>`(
  select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines}
  where ${orderLines.orderId} = ${orders.id}
)`;

async function selectExportPage(db: Db, where: SQL | undefined, sort: OrderSort, cursor?: Cursor) {
  return db
    .select({
      id: orders.id,
      createdAtText: sql<string>`${orders.createdAt}::text`,
      createdAt: orders.createdAt,
      orderedAt: orders.orderedAt,
      transactionId: orders.transactionId,
      totalAmountPaise: orders.totalAmountPaise,
      paymentStatus: orders.paymentStatus,
      currentStatus: orders.currentStatus,
      deliveryAddress: orders.deliveryAddress,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      userName: users.name,
      userEmail: users.email,
      userPhone: users.phoneNumber,
      items: itemCount,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(where, afterCursor(sort, cursor)))
    .orderBy(...orderByKeys(sort))
    .limit(EXPORT_PAGE_SIZE);
}

type ExportRow = Awaited<ReturnType<typeof selectExportPage>>[number];

function toCells(row: ExportRow, invoiceNumber: string | undefined): string[] {
  const address = row.deliveryAddress;
  return [
    row.transactionId,
    istDateTime(row.orderedAt ?? row.createdAt),
    row.userName,
    row.userEmail,
    row.userPhone ?? '',
    DISPLAYED_STATUS_LABELS[displayedOrderStatus(row)],
    row.paymentStatus,
    String(row.items),
    paiseToRupees(row.totalAmountPaise).toFixed(2),
    invoiceNumber ?? '',
    row.carrier ?? '',
    row.trackingNumber ?? '',
    address.city,
    address.state,
    address.zipcode,
  ];
}

/**
 * The CSV, one chunk per page of orders: a byte-order mark (so Excel reads names in UTF-8),
 * the header, then the rows in the list's order.
 */
export async function* orderCsvChunks(db: Db, filter: OrderListFilter): AsyncGenerator<string> {
  const sort = filter.sort ?? 'newest';
  const where = orderListCondition(filter);
  yield '\uFEFF' + csvLine(ORDER_CSV_HEADER);
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await selectExportPage(db, where, sort, cursor);
    if (rows.length === 0) return;
    const documents = await documentNumbersByOrder(
      db,
      rows.map((row) => row.id),
    );
    yield rows.map((row) => csvLine(toCells(row, documents.get(row.id)?.invoice))).join('');
    if (rows.length < EXPORT_PAGE_SIZE) return;
    const last = rows.at(-1)!;
    cursor = { amountPaise: last.totalAmountPaise, createdAt: last.createdAtText, id: last.id };
  }
}
