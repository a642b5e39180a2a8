import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createOutboxSms } from './outbox-sms.ts';
import type { SmsSender } from './sms.ts';
import { createWebhookSms } from './webhook-sms.ts';

/** The SMS_WEBHOOK_URL gateway when set; otherwise logged and kept in DATA_DIR/outbox. */
export function createSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  if (config.smsWebhookUrl) return createWebhookSms(config.smsWebhookUrl);
  return createOutboxSms(path.join(config.dataDir, 'outbox'), log);
}
