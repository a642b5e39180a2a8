import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

// Set by playwright.config.ts: the server's DATA_DIR and the admin it makes at start.
export const ADMIN = {
  email: process.env.LABSHOP_E2E_ADMIN_EMAIL ?? '',
  password: process.env.LABSHOP_E2E_ADMIN_PASSWORD ?? '',
};

function outboxDir(): string {
  const dataDir = process.env.LABSHOP_E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('LABSHOP_E2E_DATA_DIR is not set: run through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

type OutboxKind =
  | 'verify-email'
  | 'reset-password'
  | 'verify-phone'
  | 'back-in-stock'
  | 'order-in-transit'
  | 'quote-sent';

/** The outbox files for one recipient and kind, oldest first (names start with a timestamp). */
function outboxFiles(kind: OutboxKind, to: string): string[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  const safeTo = to.replace(/[^a-zA-Z0-9@._+-]/g, '_');
  return fs
    .readdirSync(dir)
    .filter((name) => name.includes(`-${kind}-${safeTo}.`))
    .sort()
    .map((name) => path.join(dir, name));
}

/** How many messages of this kind went to `to` so far; pass it to readOutbox to wait for a new one. */
export function outboxCount(kind: OutboxKind, to: string): number {
  return outboxFiles(kind, to).length;
}

/** Waits for a message newer than the first `seen` ones and returns its decoded text. */
export async function readOutbox(kind: OutboxKind, to: string, seen = 0): Promise<string> {
  await expect
    .poll(() => outboxFiles(kind, to).length, { message: `a ${kind} message to ${to}` })
    .toBeGreaterThan(seen);
  const file = outboxFiles(kind, to).at(-1) ?? '';
  const raw = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.json')) return (JSON.parse(raw) as { message: string }).message;
  // Mail bodies are quoted-printable: join soft line breaks and decode =XX escapes.
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function codeIn(text: string): string {
  const code =
    /verification code is (\d{6})/.exec(text)?.[1] ?? /\b(\d{6}) is your\b/.exec(text)?.[1];
  if (!code) throw new Error(`No 6-digit code in:\n${text.slice(0, 2000)}`);
  return code;
}

export function resetLinkIn(text: string): string {
  const link = /https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_.~-]+/.exec(text)?.[0];
  if (!link) throw new Error(`No reset link in:\n${text.slice(0, 2000)}`);
  return link;
}

let counter = 0;

/** A new shopper's details; unique per call so parallel tests never collide. */
export function newShopper(label: string) {
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${(counter++).toString(36)}`;
  const digits = String(Date.now() * 100 + (counter % 100)).slice(-9);
  return {
    name: 'Priya Raman',
    email: `${label}-${stamp}@example.com`,
    password: 'Lab@2025x',
    phoneNumber: `9${digits}`,
  };
}

export type Shopper = ReturnType<typeof newShopper>;

/** A documentation-range address (198.51.100.0/24 and on), unique in this worker. */
export function nextAddress(): string {
  const n = counter++;
  return `198.51.${100 + ((process.pid + Math.floor(n / 250)) % 100)}.${(n % 250) + 1}`;
}

/**
 * Signs a shopper up, verifies the email and logs in through the API. Calls made with a page's
 * `page.request` share its cookies, so the page is then logged in too.
 */
export async function signUpAndLogIn(
  request: APIRequestContext,
  shopper: Shopper,
  /** More of the signup body, e.g. a corporate account's isCorporate and corporateDetails. */
  more: Record<string, unknown> = {},
) {
  // Each shopper signs up from an address of their own, as real shoppers behind the shop's
  // proxy do (the e2e server trusts 127.0.0.1 as that proxy): the suite signs up more shoppers
  // than one address may in 15 minutes.
  const headers = { 'x-forwarded-for': nextAddress() };
  const signup = await request.post('/api/auth/signup', {
    data: { ...shopper, isCorporate: false, ...more },
    headers,
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const otp = codeIn(await readOutbox('verify-email', shopper.email));
  const verify = await request.post('/api/auth/verify-email', {
    data: { email: shopper.email, otp },
    headers,
  });
  expect(verify.ok(), await verify.text()).toBe(true);
  const login = await request.post('/api/auth/login', {
    data: { email: shopper.email, password: shopper.password },
    headers,
  });
  expect(login.ok(), await login.text()).toBe(true);
}

/**
 * The newest message of this kind to `to` whose decoded text `matching` accepts, once there is
 * one: tests running side by side may each wait for their own mail to the same shopper.
 */
export async function readOutboxMatching(
  kind: OutboxKind,
  to: string,
  matching: (text: string) => boolean,
): Promise<string> {
  const find = () =>
    outboxFiles(kind, to)
      .map((file) =>
        fs
          .readFileSync(file, 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      )
      .filter(matching)
      .at(-1);
  await expect
    .poll(() => find() !== undefined, { message: `a ${kind} message to ${to}`, timeout: 30_000 })
    .toBe(true);
  return find() ?? '';
}

/** Verifies the logged-in shopper's phone through the API with the code the shop sent. */
export async function verifyPhone(request: APIRequestContext, shopper: Shopper) {
  // A JSON body, as the app's own fetch sends: body-less writes need the shop's Origin.
  const sent = await request.post('/api/user/phone/send-otp', { data: {} });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = codeIn(await readOutbox('verify-phone', shopper.phoneNumber));
  const verified = await request.post('/api/user/phone/verify', { data: { otp } });
  expect(verified.ok(), await verified.text()).toBe(true);
}
