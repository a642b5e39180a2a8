import { AppError } from '../../../errors.ts';
import type { RefundContext } from './refund-context.ts';
import { findRefundByMerchantId } from './refund-queries.ts';
import { checkRefund } from './refund-status.ts';

/** PhonePe's refund events; like its payment events, only a hint to ask the status call. */
export const REFUND_WEBHOOK_EVENTS = [
  'pg.refund.accepted',
  'pg.refund.completed',
  'pg.refund.failed',
];

export function isRefundWebhookEvent(kind: string): boolean {
  return REFUND_WEBHOOK_EVENTS.includes(kind);
}

/**
 * A signed refund event: the refund's state is asked from the gateway, never read from the
 * body. Replays and unknown refunds are answered 200, as PhonePe expects.
 */
export async function answerRefundWebhook(
  ctx: RefundContext,
  merchantRefundId: string | undefined,
): Promise<{ message: string }> {
  const refund = merchantRefundId ? await findRefundByMerchantId(ctx.db, merchantRefundId) : null;
  if (!refund) return { message: 'Ignored' };
  if (refund.state === 'COMPLETED' || refund.state === 'FAILED') {
    return { message: 'Already settled' };
  }
  try {
    await checkRefund(ctx, refund);
  } catch (err) {
    ctx.log.warn({ err }, 'webhook refund check failed; PhonePe will retry');
    throw new AppError('GATEWAY_ERROR', 'Status check failed', 503);
  }
  return { message: 'OK' };
}
