import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export interface MailMessage {
  /** Short name of the mail, used in the outbox file name: 'verify-email', 'reset-password'. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail, such as an invoice PDF; rendered when the mail is sent. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise every mail is logged and kept in DATA_DIR/outbox. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  return createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log);
}
