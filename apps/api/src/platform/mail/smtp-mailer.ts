import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

// A mail is sent by a background job that holds its row for a lease: a server that never
// answers must fail the attempt (to be retried) well before the lease runs out.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    async send({ to, subject, text, html, attachments }) {
      await transport.sendMail({ from, to, subject, text, html, attachments });
    },
  };
}
