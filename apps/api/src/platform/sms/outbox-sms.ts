import type { FastifyBaseLogger } from 'fastify';
import { createOutboxWriter } from '../outbox.ts';
import type { SmsSender } from './sms.ts';

export function createOutboxSms(dir: string, log: FastifyBaseLogger): SmsSender {
  const write = createOutboxWriter(dir);
  return {
    async send({ kind, to, message }) {
      const body = JSON.stringify({ to, message, sentAt: new Date().toISOString() }, null, 2);
      const file = await write(kind, to, 'json', body);
      // Where it went, never what it says: the message carries a code.
      log.info({ sms: { kind, to, file } }, 'SMS kept in the outbox');
    },
  };
}
