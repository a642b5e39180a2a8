import { SHOP_NAME } from '@labshop/domain/constants';
import { escapeHtml, footer, layout, type MailContent } from './templates.ts';

// The buyer's mails about a quote: priced (with the link to accept it) or declined.

export interface QuoteMailLine {
  name: string;
  quantity: number;
  /** Preformatted: '₹1,250.00'. */
  unitPrice: string;
  amount: string;
}

export interface QuotedMail {
  number: string;
  lines: QuoteMailLine[];
  deliveryCharge: string;
  total: string;
  /** '15 Dec 2026'. */
  validUntil: string;
  quoteUrl: string;
}

export function quoteSentMail(name: string, quote: QuotedMail): MailContent {
  const subject = `${SHOP_NAME}: your quote ${quote.number} is ready`;
  const list = quote.lines
    .map((l) => `- ${l.quantity} × ${l.name} at ${l.unitPrice}: ${l.amount}`)
    .join('\n');
  const text =
    `Hello ${name},\n\nWe have priced your quote ${quote.number}:\n\n${list}\n` +
    `Delivery: ${quote.deliveryCharge}\nTotal: ${quote.total}\n\n` +
    `These prices hold until ${quote.validUntil}. Accept and pay here:\n${quote.quoteUrl}${footer}`;
  const rows = quote.lines
    .map(
      (l) =>
        `<tr><td>${l.quantity} × ${escapeHtml(l.name)}</td><td style="text-align:right">${l.unitPrice}</td><td style="text-align:right">${l.amount}</td></tr>`,
    )
    .join('');
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(name)},</p>
<p>We have priced your quote <strong>${quote.number}</strong>:</p>
<table cellpadding="4">${rows}
<tr><td>Delivery</td><td></td><td style="text-align:right">${quote.deliveryCharge}</td></tr>
<tr><td><strong>Total</strong></td><td></td><td style="text-align:right"><strong>${quote.total}</strong></td></tr></table>
<p>These prices hold until ${quote.validUntil}.</p>
<p><a href="${escapeHtml(quote.quoteUrl)}" style="background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">View and accept the quote</a></p>
<p>Or open this link: ${escapeHtml(quote.quoteUrl)}</p>`,
  );
  return { subject, text, html };
}

export function quoteDeclinedMail(name: string, number: string, quoteUrl: string): MailContent {
  const subject = `${SHOP_NAME}: we cannot quote ${number}`;
  const text =
    `Hello ${name},\n\nWe are sorry: we cannot offer prices for your quote ${number}.\n` +
    `You can see it here: ${quoteUrl}\nReply to this mail if you would like to talk about it.${footer}`;
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(name)},</p>
<p>We are sorry: we cannot offer prices for your quote <strong>${number}</strong>.</p>
<p>You can see it here: <a href="${escapeHtml(quoteUrl)}">${escapeHtml(quoteUrl)}</a></p>`,
  );
  return { subject, text, html };
}
