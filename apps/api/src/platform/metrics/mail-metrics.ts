import { Counter } from 'prom-client';
import type { Mailer } from '../mail/mailer.ts';
import { METRIC_PREFIX, processRegistry } from './registry.ts';

const mails = new Counter({
  name: `${METRIC_PREFIX}mails_total`,
  help: 'Mail sends, by result (sent, failed; the job that sent a failed one retries it)',
  labelNames: ['result'] as const,
  registers: [processRegistry],
});

const sent = mails.labels({ result: 'sent' });
const failed = mails.labels({ result: 'failed' });

/**
 * The mailer every job sends through, counting each send: the mail queue, the account, order,
 * refund and back-in-stock jobs all call it, so one wrapper sees every mail.
 */
export function countingMailer(mailer: Mailer): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (err) {
        failed.inc();
        throw err;
      }
      sent.inc();
    },
  };
}
