import {
  OTP_TTL_MINUTES,
  RESET_TOKEN_TTL_MINUTES,
  SHOP_NAME,
  SUPPORT_EMAIL,
} from '@labshop/domain/constants';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

// User-supplied text (the name) goes into HTML, so it is escaped; the plain part needs no care.
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1e293b;line-height:1.5">
<h1 style="color:#0f766e;font-size:20px">${SHOP_NAME}</h1>
${bodyHtml}
<p style="color:#64748b;font-size:12px">Questions? Write to ${SUPPORT_EMAIL}.</p>
</body></html>`;
}

export const footer = `\n\nQuestions? Write to ${SUPPORT_EMAIL}.\n${SHOP_NAME}`;

export function verifyEmailMail(name: string, code: string): MailContent {
  const subject = `${SHOP_NAME}: verify your email address`;
  const text =
    `Hello ${name},\n\nWelcome to ${SHOP_NAME}. Your verification code is ${code}.\n` +
    `It is valid for ${OTP_TTL_MINUTES} minutes and can be used once.\n` +
    `If you did not sign up, you can ignore this mail.${footer}`;
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(name)},</p>
<p>Welcome to ${SHOP_NAME}. Your verification code is</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p>
<p>It is valid for ${OTP_TTL_MINUTES} minutes and can be used once. If you did not sign up, you can ignore this mail.</p>`,
  );
  return { subject, text, html };
}

export function resetPasswordMail(name: string, link: string): MailContent {
  const subject = `${SHOP_NAME}: reset your password`;
  const text =
    `Hello ${name},\n\nSomeone asked to reset the password of your ${SHOP_NAME} account.\n` +
    `Open this link to choose a new one (valid for ${RESET_TOKEN_TTL_MINUTES} minutes, once):\n\n${link}\n\n` +
    `If it was not you, ignore this mail: your password stays as it is.${footer}`;
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(name)},</p>
<p>Someone asked to reset the password of your ${SHOP_NAME} account.</p>
<p><a href="${escapeHtml(link)}" style="background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Choose a new password</a></p>
<p>Or open this link: ${escapeHtml(link)}<br>It is valid for ${RESET_TOKEN_TTL_MINUTES} minutes and can be used once.</p>
<p>If it was not you, ignore this mail: your password stays as it is.</p>`,
  );
  return { subject, text, html };
}

export function verifyPhoneSms(code: string): string {
  return `${code} is your ${SHOP_NAME} phone verification code. It is valid for ${OTP_TTL_MINUTES} minutes. Do not share it.`;
}

export interface ConfirmationLine {
  name: string;
  variant: string | null;
  quantity: number;
  /** Preformatted, e.g. ₹1,250.00. */
  amount: string;
}

export function orderConfirmationMail(
  name: string,
  order: {
    transactionId: string;
    invoiceNumber: string;
    total: string;
    lines: ConfirmationLine[];
    ordersUrl: string;
  },
): MailContent {
  const subject = `${SHOP_NAME}: order ${order.transactionId} placed`;
  const label = (line: ConfirmationLine) =>
    line.variant ? `${line.name} (${line.variant})` : line.name;
  const text =
    `Hello ${name},\n\nThank you for your order. Your payment was received and order ` +
    `${order.transactionId} has been placed.\n\n` +
    order.lines.map((l) => `- ${l.quantity} × ${label(l)}: ${l.amount}`).join('\n') +
    `\n\nTotal paid: ${order.total}\nTax invoice ${order.invoiceNumber} is attached.` +
    `\n\nTrack it at ${order.ordersUrl}${footer}`;
  const rows = order.lines
    .map(
      (l) =>
        `<tr><td style="padding:4px 8px">${escapeHtml(label(l))}</td>` +
        `<td style="padding:4px 8px;text-align:right">${l.quantity}</td>` +
        `<td style="padding:4px 8px;text-align:right">${escapeHtml(l.amount)}</td></tr>`,
    )
    .join('');
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(name)},</p>
<p>Thank you for your order. Your payment was received and order <strong>${escapeHtml(order.transactionId)}</strong> has been placed.</p>
<table style="border-collapse:collapse"><thead><tr><th style="text-align:left;padding:4px 8px">Product</th><th style="padding:4px 8px">Qty</th><th style="padding:4px 8px">Amount</th></tr></thead><tbody>${rows}</tbody></table>
<p><strong>Total paid: ${escapeHtml(order.total)}</strong></p>
<p>Tax invoice ${escapeHtml(order.invoiceNumber)} is attached.</p>
<p><a href="${escapeHtml(order.ordersUrl)}">Track your order</a></p>`,
  );
  return { subject, text, html };
}

/** To the owner of a verified account, when someone signs up again with its address. */
export function signupAttemptMail(name: string, loginLink: string): MailContent {
  const subject = `${SHOP_NAME}: someone tried to sign up with your address`;
  const text =
    `Hello ${name},\n\nSomeone tried to sign up with your address, which already has a ` +
    `${SHOP_NAME} account. Nothing was changed.\nIf it was you, log in at ${loginLink}; ` +
    `the login page also lets you reset a forgotten password.\n` +
    `If it was not you, you can ignore this mail.${footer}`;
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(name)},</p>
<p>Someone tried to sign up with your address, which already has a ${SHOP_NAME} account. Nothing was changed.</p>
<p>If it was you, <a href="${escapeHtml(loginLink)}">log in</a>; the login page also lets you reset a forgotten password.</p>
<p>If it was not you, you can ignore this mail.</p>`,
  );
  return { subject, text, html };
}

/** Forgot-password for a signup that was never verified: finish it with this code instead. */
export function finishSignupMail(name: string, code: string): MailContent {
  const subject = `${SHOP_NAME}: finish signing up`;
  const text =
    `Hello ${name},\n\nYou asked to reset your password, but your ${SHOP_NAME} signup is not ` +
    `finished yet. Your verification code is ${code}.\nIt is valid for ${OTP_TTL_MINUTES} ` +
    `minutes and can be used once. You can also sign up again with a new password.\n` +
    `If it was not you, you can ignore this mail.${footer}`;
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(name)},</p>
<p>You asked to reset your password, but your ${SHOP_NAME} signup is not finished yet. Your verification code is</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p>
<p>It is valid for ${OTP_TTL_MINUTES} minutes and can be used once. You can also sign up again with a new password.</p>`,
  );
  return { subject, text, html };
}

/** To a shopper who asked "Notify me when it is back", once the product is in stock again. */
export function backInStockMail(name: string, product: string, link: string): MailContent {
  const subject = `${product} is back in stock`;
  const text =
    `Hello ${name},\n\n${product} is back in stock at ${SHOP_NAME}, as you asked us to tell ` +
    `you.\nStock is limited and is not held for you. Order it here:\n\n${link}${footer}`;
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(name)},</p>
<p><strong>${escapeHtml(product)}</strong> is back in stock at ${SHOP_NAME}, as you asked us to tell you. Stock is limited and is not held for you.</p>
<p><a href="${escapeHtml(link)}" style="background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">View the product</a></p>
<p>Or open this link: ${escapeHtml(link)}</p>`,
  );
  return { subject, text, html };
}
