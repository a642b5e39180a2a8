import type { SmsSender } from './sms.ts';

const TIMEOUT_MS = 10_000;

// Any SMS gateway (or a small relay in front of one) that accepts {to, message} as JSON.
export function createWebhookSms(url: string): SmsSender {
  return {
    async send({ to, message }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, message }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}
