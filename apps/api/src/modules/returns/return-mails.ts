import { formatPaise } from '@labshop/domain/money';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { queueMail } from '../../platform/mail/mail-queue.ts';
import {
  returnApprovedMail,
  returnReceivedMail,
  returnRejectedMail,
  type ReturnMailDetails,
} from '../../platform/mail/money-back-templates.ts';
import type { MailContent } from '../../platform/mail/templates.ts';
import { selectReturnContact, selectReturnLines } from './queries.ts';

export interface ReturnMailDeps {
  jobs: JobQueue;
  config: Pick<Config, 'publicUrl'>;
}

export type ReturnMail =
  | { kind: 'approved' }
  | { kind: 'rejected'; reason: string }
  | { kind: 'received'; refundPaise: number; creditNoteNumber: string };

function contentOf(name: string, details: ReturnMailDetails, mail: ReturnMail): MailContent {
  switch (mail.kind) {
    case 'approved':
      return returnApprovedMail(name, details);
    case 'rejected':
      return returnRejectedMail(name, { ...details, reason: mail.reason });
    case 'received':
      return returnReceivedMail(name, {
        ...details,
        refund: formatPaise(mail.refundPaise),
        creditNoteNumber: mail.creditNoteNumber,
      });
  }
}

/**
 * Queues the mail of a return's step in the transaction that takes the step, so it goes out
 * exactly when the step commits; the dedupe key keeps it to one mail per step.
 */
export async function queueReturnMail(
  deps: ReturnMailDeps,
  tx: Db,
  returnId: string,
  mail: ReturnMail,
): Promise<void> {
  const contact = await selectReturnContact(tx, returnId);
  if (!contact) return;
  const lines = await selectReturnLines(tx, [returnId]);
  const details: ReturnMailDetails = {
    transactionId: contact.transactionId,
    items: lines.map(
      (line) =>
        `${line.quantity} × ${line.variantName ? `${line.productName} (${line.variantName})` : line.productName}`,
    ),
    ordersUrl: `${deps.config.publicUrl}/orders`,
  };
  const content = contentOf(contact.name, details, mail);
  await queueMail(
    deps.jobs,
    tx,
    { kind: `return-${mail.kind}`, to: contact.email, ...content },
    { dedupeKey: `return-${mail.kind}:${returnId}` },
  );
}
