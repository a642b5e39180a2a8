import { CANCEL_AFTER_DELIVERY_MESSAGE } from '../refund-messages.ts';
import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.ts';
import { RETURN_REASONS, RETURN_WINDOW_DAYS } from '../refunds.ts';

// What a shopper sends to ask for a return, and what an admin sends to decide and receive one,
// with the messages every refusal shows. The server checks the rest (window, quantities,
// perishables) against its own data.

export const RETURN_COMMENT_MAX = 1000;
export const REJECTION_REASON_MAX = 500;
/** More lines than any order holds; a longer list is an attack, refused before any work. */
export const RETURN_LINES_MAX = 100;
/** Units of one line; an order line never holds more. */
export const RETURN_QUANTITY_MAX = 10_000;

export const RETURN_MESSAGES = {
  noLines: 'Choose at least one item to return.',
  tooManyLines: `At most ${RETURN_LINES_MAX} items can be returned at once.`,
  quantity: 'Choose how many units to return.',
  line: 'Choose an item of this order.',
  duplicateLine: 'Each item can be listed once.',
  reason: 'Choose a reason for the return.',
  comment: `Comment must be at most ${RETURN_COMMENT_MAX} characters.`,
  notDelivered: 'Only a delivered order can be returned.',
  windowClosed: (closedOn: string) =>
    `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery; for this order that ended on ${closedOn}.`,
  perishable: (name: string) => `${name} is perishable and cannot be returned.`,
  tooMany: (name: string, left: number) =>
    left === 0
      ? `${name} has already been returned in full.`
      : `Only ${left} of ${name} can still be returned.`,
  requested: 'Your return request has been sent. We will let you know once it is reviewed.',
  rejectionReason: 'Give the shopper a reason for the rejection.',
  rejectionReasonLength: `The reason must be at most ${REJECTION_REASON_MAX} characters.`,
  resalable: 'Say for every returned item whether it can be sold again.',
  approved: 'Return approved. The shopper has been told to send the items back.',
  rejected: 'Return rejected. The shopper has been told why.',
  received: 'Return received. The refund has been started and the credit note issued.',
  notFound: 'Return not found',
  notRequested: 'Only a requested return can be approved or rejected.',
  notApproved: 'Only an approved return can be received.',
  noPayment: 'This order has no settled payment to refund.',
  cancelAfterDelivery: CANCEL_AFTER_DELIVERY_MESSAGE,
} as const;

const lineId = z
  .string({ error: RETURN_MESSAGES.line })
  .min(1, RETURN_MESSAGES.line)
  .max(TEXT_LIMITS.id, RETURN_MESSAGES.line);

function hasUniqueLines(lines: readonly { lineId: string }[]): boolean {
  return new Set(lines.map((line) => line.lineId)).size === lines.length;
}

/** Body of POST /api/user/order/{orderId}/return. */
export const returnRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        lineId,
        quantity: z.coerce
          .number({ error: RETURN_MESSAGES.quantity })
          .int(RETURN_MESSAGES.quantity)
          .min(1, RETURN_MESSAGES.quantity)
          .max(RETURN_QUANTITY_MAX, RETURN_MESSAGES.quantity),
      }),
      { error: RETURN_MESSAGES.noLines },
    )
    .min(1, RETURN_MESSAGES.noLines)
    .max(RETURN_LINES_MAX, RETURN_MESSAGES.tooManyLines)
    .refine(hasUniqueLines, RETURN_MESSAGES.duplicateLine),
  reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reason }),
  comment: z
    .string({ error: RETURN_MESSAGES.comment })
    .trim()
    .max(RETURN_COMMENT_MAX, RETURN_MESSAGES.comment)
    .default(''),
});
export type ReturnRequestInput = z.output<typeof returnRequestSchema>;

/** Body of POST /api/admin/returns/{returnId}/reject. */
export const returnRejectionSchema = z.object({
  reason: z
    .string({ error: RETURN_MESSAGES.rejectionReason })
    .trim()
    .min(1, RETURN_MESSAGES.rejectionReason)
    .max(REJECTION_REASON_MAX, RETURN_MESSAGES.rejectionReasonLength),
});
export type ReturnRejectionInput = z.output<typeof returnRejectionSchema>;

/** Body of POST /api/admin/returns/{returnId}/receive: each returned line, resalable or not. */
export const returnReceiptSchema = z.object({
  lines: z
    .array(z.object({ lineId, resalable: z.boolean({ error: RETURN_MESSAGES.resalable }) }), {
      error: RETURN_MESSAGES.resalable,
    })
    .min(1, RETURN_MESSAGES.resalable)
    .max(RETURN_LINES_MAX, RETURN_MESSAGES.tooManyLines)
    .refine(hasUniqueLines, RETURN_MESSAGES.duplicateLine),
});
export type ReturnReceiptInput = z.output<typeof returnReceiptSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of the return window: the delivery time plus the policy's days, to the minute. */
export function returnWindowClosesAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

export function isReturnWindowOpen(deliveredAt: Date, now: Date = new Date()): boolean {
  return now.getTime() <= returnWindowClosesAt(deliveredAt).getTime();
}
