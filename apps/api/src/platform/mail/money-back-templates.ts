import { SHOP_NAME } from '@labshop/domain/constants';
import { escapeHtml, footer, layout, type MailContent } from './templates.ts';

// Mails about money going back: refunds started and completed, and a return's steps.

export interface RefundMailFacts {
  /** Preformatted, e.g. ₹1,250.00. */
  amount: string;
  transactionId: string;
  ordersUrl: string;
  /** Why the money goes back; a late payment is explained, the others are plain. */
  reason: 'cancel' | 'return' | 'late-payment' | 'manual';
}

export const REFUND_TIMING =
  'Refunds are processed within 48 hours and credited within 1 to 7 days.';

function refundStartedLead(facts: RefundMailFacts): string {
  switch (facts.reason) {
    case 'cancel':
      return `Your order ${facts.transactionId} has been cancelled, and its payment is on its way back to you.`;
    case 'late-payment':
      return (
        `Your payment for order ${facts.transactionId} reached us after the order had been ` +
        `given up, and its items could no longer be held for you. The full amount is on its way back to you.`
      );
    default:
      return `Money from your order ${facts.transactionId} is on its way back to you.`;
  }
}

/** "Refund of ₹x started": money is going back to the shopper's original payment method. */
export function refundStartedMail(name: string, facts: RefundMailFacts): MailContent {
  const subject = `${SHOP_NAME}: Refund of ${facts.amount} started`;
  const lead = refundStartedLead(facts);
  const text =
    `Hello ${name},\n\n${lead}\n\nRefund of ${facts.amount} started, to your original payment ` +
    `method. ${REFUND_TIMING}\n\nFollow it at ${facts.ordersUrl}${footer}`;
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(lead)}</p>
<p><strong>Refund of ${escapeHtml(facts.amount)} started</strong>, to your original payment method. ${REFUND_TIMING}</p>
<p><a href="${escapeHtml(facts.ordersUrl)}">Follow it on your orders page</a></p>`,
  );
  return { subject, text, html };
}

export interface ReturnMailDetails {
  transactionId: string;
  /** "2 × Beaker 500 ml" per returned line. */
  items: string[];
  ordersUrl: string;
}

function returnItems(details: ReturnMailDetails) {
  return {
    text: details.items.map((item) => `- ${item}`).join('\n'),
    html: `<ul>${details.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
  };
}

/** The admin approved a return: the shopper sends the items back. */
export function returnApprovedMail(name: string, details: ReturnMailDetails): MailContent {
  const subject = `${SHOP_NAME}: return for order ${details.transactionId} approved`;
  const items = returnItems(details);
  const text =
    `Hello ${name},\n\nWe have approved your return for order ${details.transactionId}:\n\n` +
    `${items.text}\n\nPlease pack the items securely and send them back to us. Once they ` +
    `arrive we refund them to your original payment method.\n\n` +
    `Follow it at ${details.ordersUrl}${footer}`;
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(name)},</p>
<p>We have approved your return for order <strong>${escapeHtml(details.transactionId)}</strong>:</p>
${items.html}
<p>Please pack the items securely and send them back to us. Once they arrive we refund them to your original payment method.</p>
<p><a href="${escapeHtml(details.ordersUrl)}">Follow your return</a></p>`,
  );
  return { subject, text, html };
}

/** "Refund of ₹x completed": the gateway has sent the money. */
export function refundCompletedMail(name: string, facts: RefundMailFacts): MailContent {
  const subject = `${SHOP_NAME}: Refund of ${facts.amount} completed`;
  const text =
    `Hello ${name},\n\nRefund of ${facts.amount} completed for order ${facts.transactionId}. ` +
    `The money has been sent to your original payment method; your bank may take a few days ` +
    `to show it.\n\nSee your orders at ${facts.ordersUrl}${footer}`;
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(name)},</p>
<p><strong>Refund of ${escapeHtml(facts.amount)} completed</strong> for order ${escapeHtml(facts.transactionId)}.</p>
<p>The money has been sent to your original payment method; your bank may take a few days to show it.</p>
<p><a href="${escapeHtml(facts.ordersUrl)}">See your orders</a></p>`,
  );
  return { subject, text, html };
}

/** The admin rejected a return, with the reason the shopper is owed. */
export function returnRejectedMail(
  name: string,
  details: ReturnMailDetails & { reason: string },
): MailContent {
  const subject = `${SHOP_NAME}: return for order ${details.transactionId} not accepted`;
  const items = returnItems(details);
  const text =
    `Hello ${name},\n\nWe could not accept your return for order ${details.transactionId}:\n\n` +
    `${items.text}\n\nReason: ${details.reason}\n\nIf you think this is a mistake, reply to ` +
    `this mail and we will look again.\n\nYour orders: ${details.ordersUrl}${footer}`;
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(name)},</p>
<p>We could not accept your return for order <strong>${escapeHtml(details.transactionId)}</strong>:</p>
${items.html}
<p><strong>Reason:</strong> ${escapeHtml(details.reason)}</p>
<p>If you think this is a mistake, reply to this mail and we will look again.</p>
<p><a href="${escapeHtml(details.ordersUrl)}">Your orders</a></p>`,
  );
  return { subject, text, html };
}

/** The returned goods arrived: their refund has started, under a credit note. */
export function returnReceivedMail(
  name: string,
  details: ReturnMailDetails & { refund: string; creditNoteNumber: string },
): MailContent {
  const subject = `${SHOP_NAME}: return for order ${details.transactionId} received`;
  const items = returnItems(details);
  const text =
    `Hello ${name},\n\nThe items you returned from order ${details.transactionId} have arrived:\n\n` +
    `${items.text}\n\nRefund of ${details.refund} started to your original payment method; it ` +
    `is usually credited within 1 to 7 days. Credit note ${details.creditNoteNumber} records ` +
    `it.\n\nYour orders: ${details.ordersUrl}${footer}`;
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(name)},</p>
<p>The items you returned from order <strong>${escapeHtml(details.transactionId)}</strong> have arrived:</p>
${items.html}
<p><strong>Refund of ${escapeHtml(details.refund)} started</strong> to your original payment method; it is usually credited within 1 to 7 days.</p>
<p>Credit note ${escapeHtml(details.creditNoteNumber)} records it.</p>
<p><a href="${escapeHtml(details.ordersUrl)}">Your orders</a></p>`,
  );
  return { subject, text, html };
}
