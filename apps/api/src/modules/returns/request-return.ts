import { formatIndiaDate } from '@labshop/domain/gst/india-time';
import type { Return } from '@labshop/domain/api/returns';
import {
  isReturnWindowOpen,
  RETURN_MESSAGES,
  returnWindowClosesAt,
  type ReturnRequestInput,
} from '@labshop/domain/validation/returns';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { returnLines, returns } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUuid } from '../../http/ids.ts';
import {
  lockShopperOrder,
  selectClaimedUnits,
  selectDeliveredAt,
  selectOrderLines,
  selectReturnRows,
  type ReturnableLineRow,
} from './queries.ts';
import { toReturns } from './return-answer.ts';

export const ORDER_NOT_FOUND = 'Order not found';

export function lineName(line: Pick<ReturnableLineRow, 'productName' | 'variantName'>): string {
  return line.variantName ? `${line.productName} (${line.variantName})` : line.productName;
}

function refused(code: string, message: string, status = 409): AppError {
  return new AppError(code, message, status);
}

/** Every asked line is on the order, not perishable, and within what is left to return. */
function checkLines(
  input: ReturnRequestInput,
  lines: ReturnableLineRow[],
  claimed: Map<string, number>,
): void {
  const byId = new Map(lines.map((line) => [line.id, line]));
  for (const asked of input.lines) {
    const line = byId.get(asked.lineId);
    if (!line) throw refused('RETURN_LINE_UNKNOWN', RETURN_MESSAGES.line, 400);
    if (line.isPerishable) {
      throw refused('RETURN_PERISHABLE', RETURN_MESSAGES.perishable(lineName(line)));
    }
    const left = line.quantity - (claimed.get(line.id) ?? 0);
    if (asked.quantity > left) {
      throw refused('RETURN_TOO_MANY', RETURN_MESSAGES.tooMany(lineName(line), Math.max(left, 0)));
    }
  }
}

/**
 * A shopper asks to send back units of lines of their delivered order, within the window that
 * follows its delivery. The order row stays locked while the request is checked and written,
 * so two requests at once can never together ask for more units than were bought. Another
 * shopper's order is "not found", exactly like a missing one.
 */
export async function requestReturn(
  db: Db,
  userId: string,
  orderId: string,
  input: ReturnRequestInput,
  now: Date = new Date(),
): Promise<Return> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const returnId = await db.transaction(async (tx) => {
    const order = await lockShopperOrder(tx, orderId, userId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const deliveredAt = (await selectDeliveredAt(tx, [orderId])).get(orderId);
    if (order.paymentStatus !== 'SUCCESS' || order.currentStatus !== 'delivered' || !deliveredAt) {
      throw refused('RETURN_NOT_DELIVERED', RETURN_MESSAGES.notDelivered);
    }
    if (!isReturnWindowOpen(deliveredAt, now)) {
      const closedOn = formatIndiaDate(returnWindowClosesAt(deliveredAt));
      throw refused('RETURN_WINDOW_CLOSED', RETURN_MESSAGES.windowClosed(closedOn));
    }
    const lines = await selectOrderLines(tx, [orderId]);
    checkLines(input, lines, await selectClaimedUnits(tx, [orderId]));

    const [created] = await tx
      .insert(returns)
      .values({ orderId, userId, reason: input.reason, comment: input.comment })
      .returning({ id: returns.id });
    if (!created) throw new Error('return insert returned no row');
    await tx.insert(returnLines).values(
      input.lines.map((line) => ({
        returnId: created.id,
        orderLineId: line.lineId,
        quantity: line.quantity,
      })),
    );
    return created.id;
  });
  const rows = await selectReturnRows(db, eq(returns.id, returnId), { limit: 1, offset: 0 });
  const [answer] = await toReturns(db, rows);
  if (!answer) throw new Error(`return ${returnId} vanished`);
  return answer;
}
