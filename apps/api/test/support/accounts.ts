import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app.ts';

export const PASSWORD = 'Secret1!';

let counter = 0;
let ipCounter = 0;
/** A fresh client address, so per-address rate limits only bite the tests that aim at them. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A unique email per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}.${Date.now()}@example.in`;
}

export function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Asha Rao',
    email: uniqueEmail(),
    password: PASSWORD,
    phoneNumber: '9876543210',
    isCorporate: false,
    ...overrides,
  };
}

// Mail in the outbox is RFC 822 with quoted-printable parts: undo soft breaks and =XX escapes.
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The newest outbox file of that kind for that recipient, decoded. Mail goes through the job
 * queue, so the due jobs run first, as the server's worker would have run them by now.
 */
export async function readOutbox(t: TestApp, kind: string, to: string): Promise<string> {
  await t.runJobs();
  const dir = path.join(t.dataDir, 'outbox');
  const files = readdirSync(dir)
    .filter((f) => f.includes(`-${kind}-${to}.`))
    .sort();
  const newest = files.at(-1);
  if (!newest) throw new Error(`no ${kind} message for ${to} in the outbox`);
  return decodeQuotedPrintable(readFileSync(path.join(dir, newest), 'utf8'));
}

export async function outboxCount(t: TestApp, kind: string, to: string): Promise<number> {
  await t.runJobs();
  try {
    return readdirSync(path.join(t.dataDir, 'outbox')).filter((f) => f.includes(`-${kind}-${to}.`))
      .length;
  } catch {
    return 0;
  }
}

export function emailCodeFrom(message: string): string {
  const match = /verification code is\s+(\d{6})/.exec(message);
  if (!match?.[1]) throw new Error('no code in the mail');
  return match[1];
}

export function resetTokenFrom(message: string): string {
  const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(message);
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}

export async function phoneCodeFrom(t: TestApp, phone: string): Promise<string> {
  const text = await readOutbox(t, 'verify-phone', phone);
  const { message } = JSON.parse(text) as { message: string };
  const match = /^(\d{6}) is your/.exec(message);
  if (!match?.[1]) throw new Error('no code in the SMS');
  return match[1];
}

/**
 * Headers of a request from the shop's own pages (a browser sends Origin with every write):
 * body-less writes (logout, DELETE, send-otp) need it, JSON bodies pass without it.
 */
export function fromOurPages(t: TestApp, headers: Record<string, string> = {}) {
  return { origin: t.config.publicUrl, ...headers };
}

export function sessionCookie(res: { cookies: { name: string; value: string }[] }): string {
  const cookie = res.cookies.find((c) => c.name === 'labshop_sid');
  if (!cookie) throw new Error('no session cookie');
  return `labshop_sid=${cookie.value}`;
}

export async function signup(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = signupBody(overrides);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: body,
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.body}`);
  // The account is made by a job, as the server's worker would have done by now.
  await t.runJobs();
  return body;
}

export async function verifyEmail(t: TestApp, email: string) {
  const otp = emailCodeFrom(await readOutbox(t, 'verify-email', email));
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { email, otp },
    remoteAddress: nextIp(),
  });
}

export function login(t: TestApp, email: string, password = PASSWORD, remoteAddress = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });
}

/** A verified, logged-in shopper: its signup body and session cookie. */
export async function loggedInUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = await signup(t, overrides);
  await verifyEmail(t, body.email);
  const res = await login(t, body.email, body.password as string);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { ...body, cookie: sessionCookie(res) };
}
