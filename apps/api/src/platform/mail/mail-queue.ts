import type { Db } from '../../db/client.ts';
import type { EnqueueOptions } from '../jobs/job-store.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailMessage, Mailer } from './mailer.ts';

export const MAIL_JOB = 'mail';

/** Sends queued mail; a refused send is retried with backoff until SMTP takes it. */
export function registerMailJob(jobs: JobQueue, mailer: Mailer): void {
  jobs.register<MailMessage>(MAIL_JOB, async (message) => {
    await mailer.send(message);
  });
}

/**
 * Queues a mail instead of sending it in the request: the answer never waits for SMTP (nor
 * tells by its timing whether a mail went out), and a mail queued in a transaction is sent
 * exactly when that transaction commits, even if SMTP is down for a while.
 */
export function queueMail(
  jobs: JobQueue,
  db: Db,
  message: MailMessage,
  options: Pick<EnqueueOptions, 'dedupeKey'> = {},
): Promise<boolean> {
  return jobs.enqueue(db, MAIL_JOB, message, { ...options, maxAttempts: 15 });
}
