import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { createOutboxWriter } from '../outbox.ts';
import type { Mailer } from './mailer.ts';

// The same RFC 822 message SMTP would carry, built by nodemailer and kept as a .eml file.
export function createOutboxMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const write = createOutboxWriter(dir);
  return {
    async send({ kind, to, subject, text, html, attachments }) {
      const info = await transport.sendMail({ from, to, subject, text, html, attachments });
      const file = await write(kind, to, 'eml', info.message as Buffer);
      // Where it went, never what it says: mails carry codes and reset links.
      log.info({ mail: { kind, to, file } }, 'Mail kept in the outbox');
    },
  };
}
