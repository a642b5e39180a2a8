import { and, eq, inArray, type SQL } from 'drizzle-orm';
import {
  RETURNS_PAGE_DEFAULT,
  RETURNS_PAGE_MAX,
  type AdminReturnsResponse,
  type OrderReturns,
  type UserReturnsResponse,
} from '@labshop/domain/api/returns';
import { paiseToRupees } from '@labshop/domain/money';
import type { OrderStatus, PaymentStatus } from '@labshop/domain/order-status';
import { RETURN_STATES, type ReturnState } from '@labshop/domain/refunds';
import {
  isReturnWindowOpen,
  RETURN_MESSAGES,
  returnWindowClosesAt,
} from '@labshop/domain/validation/returns';
import type { Db, DbOrTx } from '../../db/client.ts';
import { returns } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../http/ids.ts';
import { returnCreditNotePdf } from '../invoices/return-credit-note.ts';
import type { DocumentDeps, DocumentDownload } from '../invoices/document-pdf.ts';
import { countDownload } from '../invoices/download-limits.ts';
import {
  countReturns,
  countReturnsByState,
  selectClaimedUnits,
  selectDeliveredAt,
  selectOrderLines,
  selectReturnRows,
} from './queries.ts';
import { toAdminReturns, toReturns } from './return-answer.ts';

export interface PageInput {
  page?: number;
  limit?: number;
}

function pageWindow(input: PageInput) {
  const page = input.page ?? 1;
  const limit = Math.min(input.limit ?? RETURNS_PAGE_DEFAULT, RETURNS_PAGE_MAX);
  return { page, limit, offset: (page - 1) * limit };
}

/** The back office's returns queue, newest first, optionally of one state. */
export async function listAdminReturns(
  db: Db,
  input: PageInput & { state?: ReturnState },
): Promise<AdminReturnsResponse> {
  const { page, limit, offset } = pageWindow(input);
  const where = input.state ? eq(returns.state, input.state) : undefined;
  const rows = await selectReturnRows(db, where, { limit, offset });
  const byState = await countReturnsByState(db);
  const counts = Object.fromEntries(
    RETURN_STATES.map((state) => [state, byState.get(state) ?? 0]),
  ) as Record<ReturnState, number>;
  return {
    returns: await toAdminReturns(db, rows),
    total: await countReturns(db, where),
    page,
    limit,
    counts,
  };
}

/** The caller's own returns, newest first. */
export async function listUserReturns(
  db: Db,
  userId: string,
  input: PageInput,
): Promise<UserReturnsResponse> {
  const { page, limit, offset } = pageWindow(input);
  const where = eq(returns.userId, userId);
  const rows = await selectReturnRows(db, where, { limit, offset });
  return { returns: await toReturns(db, rows), total: await countReturns(db, where), page, limit };
}

export interface OrderForReturns {
  id: string;
  currentStatus: OrderStatus;
  paymentStatus: PaymentStatus;
}

/**
 * The returns part of each of these shopper orders: the window, what each line still allows,
 * and the returns asked so far. A page of orders costs the same few queries however long.
 */
export async function orderReturnsByOrder(
  db: Db,
  orders: OrderForReturns[],
  now: Date = new Date(),
): Promise<Map<string, OrderReturns>> {
  const ids = orders.map((order) => order.id);
  const answers = new Map<string, OrderReturns>();
  if (ids.length === 0) return answers;
  const deliveredAt = await selectDeliveredAt(db, ids);
  const lines = await selectOrderLines(db, ids);
  const claimed = await selectClaimedUnits(db, ids);
  const requests = await toReturns(
    db,
    await selectReturnRows(db, inArray(returns.orderId, ids) as SQL, {
      limit: ids.length * 50,
      offset: 0,
    }),
  );
  for (const order of orders) {
    const delivered =
      order.paymentStatus === 'SUCCESS' && order.currentStatus === 'delivered'
        ? deliveredAt.get(order.id)
        : undefined;
    const orderLines = lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({
        lineId: line.id,
        productName: line.productName,
        variantName: line.variantName,
        quantity: line.quantity,
        returnableQuantity: line.isPerishable
          ? 0
          : Math.max(line.quantity - (claimed.get(line.id) ?? 0), 0),
        unitPrice: paiseToRupees(line.unitPricePaise),
        isPerishable: line.isPerishable,
      }));
    answers.set(order.id, {
      windowClosesAt: delivered ? returnWindowClosesAt(delivered).toISOString() : null,
      canRequest:
        delivered !== undefined &&
        isReturnWindowOpen(delivered, now) &&
        orderLines.some((line) => line.returnableQuantity > 0),
      lines: orderLines,
      requests: requests.filter((request) => request.orderId === order.id),
    });
  }
  return answers;
}

/**
 * A received return whose refund has completed becomes refunded; one conditional update, so a
 * replayed completion changes nothing. Returns whether this call moved it. Call it in the
 * transaction that records the refund's completion.
 */
export async function markReturnRefunded(tx: DbOrTx, returnId: string): Promise<boolean> {
  const moved = await tx
    .update(returns)
    .set({ state: 'refunded' })
    .where(and(eq(returns.id, returnId), eq(returns.state, 'received')))
    .returning({ id: returns.id });
  return moved.length > 0;
}

/** A shopper's own return's credit note; anyone else's return is not found. */
export async function creditNotePdfForOwner(
  deps: DocumentDeps,
  userId: string,
  returnId: string,
  ifNoneMatch?: string,
): Promise<DocumentDownload> {
  await countDownload(deps.db, userId, 'shopper');
  if (!isUuid(returnId)) throw notFound(RETURN_MESSAGES.notFound);
  const [own] = await deps.db
    .select({ id: returns.id })
    .from(returns)
    .where(and(eq(returns.id, returnId), eq(returns.userId, userId)));
  if (!own) throw notFound(RETURN_MESSAGES.notFound);
  return returnCreditNotePdf(deps, returnId, ifNoneMatch);
}

/** Any return's credit note, for the back office; counted per admin like other documents. */
export async function creditNotePdfForAdmin(
  deps: DocumentDeps,
  adminId: string,
  returnId: string,
  ifNoneMatch?: string,
): Promise<DocumentDownload> {
  await countDownload(deps.db, adminId, 'admin');
  if (!isUuid(returnId)) throw notFound(RETURN_MESSAGES.notFound);
  return returnCreditNotePdf(deps, returnId, ifNoneMatch);
}

/**
 * Whether the order ever reached the shopper. Such goods come back only through a return: a
 * status change (cancel) must never put them back on the shelf, even after the status was
 * moved back from delivered.
 */
export async function wasDelivered(tx: DbOrTx, orderId: string): Promise<boolean> {
  return (await selectDeliveredAt(tx, [orderId])).has(orderId);
}
