import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as a from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

interface Received {
  to: string[];
  raw: string;
}

const mails: Received[] = [];
const texts: { to: string; message: string }[] = [];
let smtp: SMTPServer;
let webhook: Server;
let t: TestApp;

function listen(server: { listen(port: number, host: string, done: () => void): unknown }) {
  return new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
}

beforeAll(async () => {
  smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        mails.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  await listen(smtp.server);
  webhook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      texts.push(JSON.parse(body) as { to: string; message: string });
      res.writeHead(204).end();
    });
  });
  await listen(webhook);
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const webhookPort = (webhook.address() as AddressInfo).port;
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SMS_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/sms`,
    PUBLIC_URL: 'http://shop.test:8080',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => webhook.close(() => resolve()));
});

function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function lastMailTo(email: string): string {
  const mail = mails.filter((m) => m.to.includes(email)).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail.raw;
}

describe('mail over SMTP', () => {
  it('mails the signup code as text and HTML, naming the shop, and the code verifies', async () => {
    const { email } = await a.signup(t);
    const raw = lastMailTo(email);
    expect(raw).toMatch(/^From: LabShop <no-reply@labshop\.in>/m);
    expect(raw).toMatch(/^Subject: .*LabShop/m);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    const otp = a.emailCodeFrom(decode(raw));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { email, otp },
    });
    expect(res.statusCode).toBe(200);
  });

  it('mails a reset link under PUBLIC_URL that resets the password', async () => {
    const { email } = await a.signup(t);
    const otp = a.emailCodeFrom(decode(lastMailTo(email)));
    await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email, otp } });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    await t.runJobs();
    const text = decode(lastMailTo(email));
    expect(text).toMatch(/http:\/\/shop\.test:8080\/reset-password\/[A-Za-z0-9_-]{43}/);
    const token = a.resetTokenFrom(text);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${token}`,
      payload: { newPassword: 'Fresh2@pass' },
    });
    expect(res.statusCode).toBe(200);
    expect((await a.login(t, email, 'Fresh2@pass')).statusCode).toBe(200);
  });
});

describe('SMS over the webhook', () => {
  it('POSTs {to, message} as JSON with a 6-digit code that verifies the phone', async () => {
    const { email } = await a.signup(t, { phoneNumber: '9811122233' });
    const otpMail = a.emailCodeFrom(decode(lastMailTo(email)));
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { email, otp: otpMail },
    });
    const headers = { cookie: a.sessionCookie(await a.login(t, email)) };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/user/phone/send-otp',
      headers: a.fromOurPages(t, headers),
    });
    expect(sent.statusCode).toBe(200);
    const sms = texts.filter((x) => x.to === '9811122233').at(-1);
    expect(sms?.message).toMatch(/^\d{6} is your LabShop phone verification code/);
    const otp = sms!.message.slice(0, 6);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/phone/verify',
      headers,
      payload: { otp },
    });
    expect(res.statusCode).toBe(200);
  });
});
