import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.ts';
import type { DocumentDeps } from '../invoices/document-pdf.ts';
import { invoicePdfForOrder } from '../invoices/service.ts';
import { ORDER_CONFIRMATION_JOB } from './context.ts';

export interface OrderMailJob {
  orderId: string;
  message: MailMessage;
}

/**
 * Sends the order confirmation with its tax invoice attached. The PDF is the one downloads
 * serve: drawn in the render worker the first time and kept in storage, so the job row
 * stays small and a retried send attaches the same bytes; a refused send is retried with
 * backoff like every mail, and the dedupe key keeps it to one mail per order.
 */
export function registerOrderMailJob(
  jobs: JobQueue,
  deps: DocumentDeps & { mailer: Mailer },
): void {
  jobs.register<OrderMailJob>(ORDER_CONFIRMATION_JOB, async ({ orderId, message }) => {
    const invoice = await invoicePdfForOrder(deps, orderId);
    await deps.mailer.send({
      ...message,
      attachments: [
        { filename: invoice.fileName, contentType: 'application/pdf', content: invoice.pdf },
      ],
    });
  });
}
