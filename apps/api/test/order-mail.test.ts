import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The order confirmation goes through the durable mail job: with SMTP down it waits and is
// retried, and once SMTP is back it arrives exactly once.

const received: { to: string[]; raw: string }[] = [];
let isDown = true;
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, done) {
      if (isDown) return done(new Error('451 try again later'));
      done();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('order confirmation mail', () => {
  it('is delivered once after SMTP was down for a while', async () => {
    const shopper = await f.makeShopper(t);
    const product = await f.makeProduct(t, { pricePaise: 10_000 });
    const res = await f.payNow(t, shopper, { productId: product.id, quantity: 1, amount: 100 });
    const { transactionId } = res.json<{ transactionId: string }>();
    await f.pressSimulator(t, transactionId, 'pay');
    expect((await f.payStatus(t, shopper, transactionId)).json().paymentStatus).toBe('SUCCESS');

    const start = Date.now();
    await t.runJobs(new Date(start));
    await t.runJobs(new Date(start + 6_000));
    expect(received.filter((m) => m.to.includes(shopper.email))).toHaveLength(0);

    isDown = false;
    // A replayed confirmation changes nothing.
    await f.payStatus(t, shopper, transactionId);
    for (const minutes of [1, 2, 5, 10]) await t.runJobs(new Date(start + minutes * 60_000));
    const mails = received.filter((m) => m.to.includes(shopper.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain(transactionId);
    expect(mails[0]!.raw).toContain('Content-Type: application/pdf');
  });
});
