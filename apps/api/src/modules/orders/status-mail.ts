import { asc, eq } from 'drizzle-orm';
import { formatPaise } from '@labshop/domain/money';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders, users } from '../../db/schema.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { queueMail } from '../../platform/mail/mail-queue.ts';
import {
  orderStatusMail,
  type StatusMailEvent,
} from '../../platform/mail/order-status-templates.ts';

export interface StatusMailDeps {
  jobs: JobQueue;
  config: Pick<Config, 'publicUrl'>;
}

/** The order on the shopper's orders page, opened: the link every order mail carries. */
export function orderPageUrl(publicUrl: string, transactionId: string): string {
  return `${publicUrl}/orders?transactionId=${encodeURIComponent(transactionId)}`;
}

/**
 * Queues the shopper's mail about a status change in the transaction that records it, so it
 * goes out exactly when the change commits. The key is the status event's id: one mail per
 * change, however often the job or the request behind it runs.
 */
export async function queueOrderStatusMail(
  tx: DbOrTx,
  deps: StatusMailDeps,
  input: { orderId: string; eventId: string; event: StatusMailEvent },
): Promise<void> {
  const [order] = await tx
    .select({ transactionId: orders.transactionId, name: users.name, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, input.orderId));
  if (!order) return;
  const lines = await tx
    .select({
      name: orderLines.productName,
      variant: orderLines.variantName,
      quantity: orderLines.quantity,
      amountPaise: orderLines.amountPaidPaise,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, input.orderId))
    .orderBy(asc(orderLines.productName), asc(orderLines.variantName), asc(orderLines.id));
  const content = orderStatusMail(
    order.name,
    {
      transactionId: order.transactionId,
      orderUrl: orderPageUrl(deps.config.publicUrl, order.transactionId),
      lines: lines.map(({ amountPaise, ...line }) => ({
        ...line,
        amount: formatPaise(amountPaise),
      })),
    },
    input.event,
  );
  await queueMail(
    deps.jobs,
    tx,
    { kind: `order-${input.event.status.replace(' ', '-')}`, to: order.email, ...content },
    { dedupeKey: `order-status-mail:${input.eventId}` },
  );
}
