import { SHOP_NAME } from '@labshop/domain/constants';
import { RETURN_WINDOW_DAYS } from '@labshop/domain/refunds';
import { REFUND_TIMING } from './money-back-templates.ts';
import {
  escapeHtml,
  footer,
  layout,
  type ConfirmationLine,
  type MailContent,
} from './templates.ts';

// Mails that follow an order after it is placed: packed, in transit, delivered, cancelled.
// Each lists the order's lines and links to the order itself.

export interface StatusMailOrder {
  transactionId: string;
  lines: ConfirmationLine[];
  /** The order on the shopper's orders page. */
  orderUrl: string;
}

export type StatusMailEvent =
  | { status: 'packed' }
  | {
      status: 'in transit';
      carrier: string | null;
      trackingNumber: string | null;
      trackingUrl: string | null;
    }
  | { status: 'delivered' }
  /** `refund` is preformatted (₹1,250.00), or null when nothing was paid back. */
  | { status: 'cancelled'; refund: string | null; byShopper: boolean };

const label = (line: ConfirmationLine) =>
  line.variant ? `${line.name} (${line.variant})` : line.name;

function linesText(lines: ConfirmationLine[]): string {
  return lines.map((l) => `- ${l.quantity} × ${label(l)}: ${l.amount}`).join('\n');
}

function linesHtml(lines: ConfirmationLine[]): string {
  const rows = lines
    .map(
      (l) =>
        `<tr><td style="padding:4px 8px">${escapeHtml(label(l))}</td>` +
        `<td style="padding:4px 8px;text-align:right">${l.quantity}</td>` +
        `<td style="padding:4px 8px;text-align:right">${escapeHtml(l.amount)}</td></tr>`,
    )
    .join('');
  return `<table style="border-collapse:collapse"><thead><tr><th style="text-align:left;padding:4px 8px">Product</th><th style="padding:4px 8px">Qty</th><th style="padding:4px 8px">Amount</th></tr></thead><tbody>${rows}</tbody></table>`;
}

interface Wording {
  subject: string;
  lead: string;
  /** Paragraphs after the lines, plain; the HTML part escapes them. */
  after: string[];
  /** The shipment, for in transit: label and value rows, and the link to follow it. */
  shipment?: { rows: [string, string][]; link: string | null };
  linkLabel: string;
}

function wordingOf(order: StatusMailOrder, event: StatusMailEvent): Wording {
  const id = order.transactionId;
  switch (event.status) {
    case 'packed':
      return {
        subject: `${SHOP_NAME}: order ${id} packed`,
        lead: `Your order ${id} has been packed and will be handed to the carrier soon.`,
        after: ['We will write again with the tracking number once it is on its way.'],
        linkLabel: 'Track your order',
      };
    case 'in transit':
      return {
        subject: `${SHOP_NAME}: order ${id} is on its way`,
        lead: event.carrier
          ? `Your order ${id} is on its way with ${event.carrier}.`
          : `Your order ${id} is on its way.`,
        after: [],
        shipment: {
          rows: [
            ['Carrier', event.carrier],
            ['Tracking number', event.trackingNumber],
          ].filter((row): row is [string, string] => Boolean(row[1])),
          link: event.trackingUrl,
        },
        linkLabel: 'Track your order',
      };
    case 'delivered':
      return {
        subject: `${SHOP_NAME}: order ${id} delivered`,
        lead: `Your order ${id} has been delivered.`,
        after: [
          `If something is wrong, you can return items within ${RETURN_WINDOW_DAYS} days of delivery from your orders page, where you can also review what you bought.`,
        ],
        linkLabel: 'See your order',
      };
    case 'cancelled':
      return {
        subject: `${SHOP_NAME}: order ${id} cancelled`,
        lead: event.byShopper
          ? `As you asked, your order ${id} has been cancelled.`
          : `Your order ${id} has been cancelled.`,
        after: event.refund
          ? [`Refund of ${event.refund} started, to your original payment method. ${REFUND_TIMING}`]
          : [],
        linkLabel: 'See your order',
      };
  }
}

/** The shopper's mail about their order's new status, with its lines and a link to it. */
export function orderStatusMail(
  name: string,
  order: StatusMailOrder,
  event: StatusMailEvent,
): MailContent {
  const w = wordingOf(order, event);
  const shipmentText = w.shipment
    ? '\n\n' +
      w.shipment.rows.map(([key, value]) => `${key}: ${value}`).join('\n') +
      (w.shipment.link ? `\nFollow the parcel: ${w.shipment.link}` : '')
    : '';
  const text =
    `Hello ${name},\n\n${w.lead}${shipmentText}\n\n${linesText(order.lines)}` +
    w.after.map((p) => `\n\n${p}`).join('') +
    `\n\nYour order: ${order.orderUrl}${footer}`;
  const shipmentHtml = w.shipment
    ? `<table style="border-collapse:collapse;margin:8px 0">${w.shipment.rows
        .map(
          ([key, value]) =>
            `<tr><th style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(key)}</th>` +
            `<td style="padding:2px 0;font-family:monospace;font-size:15px">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>` +
      (w.shipment.link
        ? `<p><a href="${escapeHtml(w.shipment.link)}">Follow the parcel on the carrier’s site</a></p>`
        : '')
    : '';
  const html = layout(
    w.subject,
    `<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(w.lead)}</p>
${shipmentHtml}
${linesHtml(order.lines)}
${w.after.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(order.orderUrl)}" style="background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${w.linkLabel}</a></p>
<p>Or open this link: ${escapeHtml(order.orderUrl)}</p>`,
  );
  return { subject: w.subject, text, html };
}
