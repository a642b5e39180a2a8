import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema.ts';
import { errorMessage, safeError } from '../src/http/safe-error.ts';
import { redactUrl } from '../src/http/log-redaction.ts';
import * as a from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let log = '';
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: stream });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: a.nextIp() });

describe('logs', () => {
  it('hold no password, hash, code, reset token or session id after a whole journey', async () => {
    const email = a.uniqueEmail('journey');
    const body = a.signupBody({ email });
    // Two signups at once make the second job's INSERT fail with the hash among its parameters.
    await post('/api/auth/signup', body);
    await post('/api/auth/signup', body);
    await t.runJobs();
    await t.runJobs();
    const code = a.emailCodeFrom(await a.readOutbox(t, 'verify-email', email));
    await post('/api/auth/verify-email', { email, otp: code });
    await post('/api/auth/login', { email, password: 'Wrong1!x' });
    const login = await post('/api/auth/login', { email, password: a.PASSWORD });
    const cookie = a.sessionCookie(login);
    await post('/api/auth/forgot-password', { email });
    const token = a.resetTokenFrom(await a.readOutbox(t, 'reset-password', email));
    const fresh = 'Fresh2@pass';
    await post(`/api/auth/reset-password/${token}`, { newPassword: fresh });
    await post(`/api/auth/reset-password/${token}?token=${token}`, { newPassword: fresh });
    const again = await post('/api/auth/login', { email, password: fresh });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    await post('/api/auth/logout', {}, { cookie: a.sessionCookie(again) });

    expect(log).toContain('incoming request');
    expect(log).toContain('job failed; it will run again');
    expect(log).toContain('/api/auth/reset-password/[redacted]');
    const secrets = {
      password: a.PASSWORD,
      wrongPassword: 'Wrong1!x',
      newPassword: fresh,
      hash: user!.passwordHash,
      otp: code,
      resetToken: token,
      cookie: cookie.split('=')[1]!,
      ...Object.fromEntries(rows.map((r, i) => [`sessionId${i}`, r.id])),
    };
    for (const [name, secret] of Object.entries(secrets)) {
      expect(log.includes(secret), `${name} in the log`).toBe(false);
      expect(log.includes(encodeURIComponent(secret)), `${name} in the log`).toBe(false);
    }
  });

  it('drops the parameters of a failed query', async () => {
    const [user] = await t.db.select().from(users).limit(1);
    const error = await t.db
      .insert(users)
      .values({ name: 'Dup', email: user!.email, passwordHash: user!.passwordHash })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(Error);
    expect(errorMessage(error)).toContain('Failed query');
    expect(errorMessage(error)).not.toContain(user!.passwordHash);
    expect(JSON.stringify(safeError(error))).not.toContain(user!.passwordHash);
  });

  it('blanks reset tokens and secret query values in URLs', () => {
    expect(redactUrl('/api/auth/reset-password/abc123?x=1&token=t0k&otp=123456')).toBe(
      '/api/auth/reset-password/[redacted]?x=1&token=[redacted]&otp=[redacted]',
    );
    expect(redactUrl('/api/user/products?query=glass')).toBe('/api/user/products?query=glass');
  });
});
