import { eq } from 'drizzle-orm';
import { formatIndiaDate } from '@labshop/domain/gst/india-time';
import { formatPaise } from '@labshop/domain/money';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { queueMail } from '../../platform/mail/mail-queue.ts';
import { quoteDeclinedMail, quoteSentMail } from '../../platform/mail/quote-templates.ts';
import { linesOf, quoteTotals, type QuoteRow } from './quote-answer.ts';

export interface QuoteMailDeps {
  jobs: JobQueue;
  config: Pick<Config, 'publicUrl'>;
}

/** The quote on the buyer's quotes page: the link its mails carry. */
export function quotePageUrl(publicUrl: string, quoteId: string): string {
  return `${publicUrl}/quotes/${quoteId}`;
}

async function recipient(tx: Tx, userId: string) {
  const [user] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/**
 * Queued in the transaction that sends the quote, so it goes out exactly when that commits;
 * keyed by the sending, so a revised quote gets a mail of its own.
 */
export async function queueQuoteSentMail(tx: Tx, deps: QuoteMailDeps, quote: QuoteRow) {
  const user = await recipient(tx, quote.userId);
  const lines = (await linesOf(tx, [quote.id])).get(quote.id) ?? [];
  const totals = quoteTotals(quote, lines);
  if (!user || !totals || !quote.validUntil || !quote.quotedAt) return;
  const content = quoteSentMail(user.name, {
    number: quote.number,
    lines: lines.map((line) => ({
      name: line.variantName ? `${line.productName} (${line.variantName})` : line.productName,
      quantity: line.quantity,
      unitPrice: formatPaise(line.unitPricePaise ?? 0),
      amount: formatPaise((line.unitPricePaise ?? 0) * line.quantity),
    })),
    deliveryCharge: formatPaise(totals.deliveryChargePaise),
    total: formatPaise(totals.totalPaise),
    // The last day it holds: a millisecond before the end instant.
    validUntil: formatIndiaDate(new Date(quote.validUntil.getTime() - 1)),
    quoteUrl: quotePageUrl(deps.config.publicUrl, quote.id),
  });
  await queueMail(
    deps.jobs,
    tx,
    { kind: 'quote-sent', to: user.email, ...content },
    { dedupeKey: `quote-sent:${quote.id}:${quote.quotedAt.getTime()}` },
  );
}

export async function queueQuoteDeclinedMail(tx: Tx, deps: QuoteMailDeps, quote: QuoteRow) {
  const user = await recipient(tx, quote.userId);
  if (!user) return;
  const content = quoteDeclinedMail(
    user.name,
    quote.number,
    quotePageUrl(deps.config.publicUrl, quote.id),
  );
  await queueMail(
    deps.jobs,
    tx,
    { kind: 'quote-declined', to: user.email, ...content },
    { dedupeKey: `quote-declined:${quote.id}` },
  );
}
