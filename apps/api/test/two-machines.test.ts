import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as a from './support/accounts.ts';
import {
  freePort,
  postJson,
  spawnServer,
  waitUntilHealthy,
  type ServerProcess,
} from './support/server-process.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// Two shops on one PostgreSQL, each with its own DATA_DIR (two machines) and no
// SESSION_SECRET: the secret they sign cookies and hash codes with comes from the database.

const onPostgres = process.env.LABSHOP_TEST_DB === 'postgres';

async function mailedCode(server: ServerProcess, email: string, timeoutMs = 30_000) {
  const dir = path.join(server.dataDir, 'outbox');
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const file = (() => {
      try {
        return readdirSync(dir).find((f) => f.includes(`-verify-email-${email}.`));
      } catch {
        return undefined;
      }
    })();
    if (file) {
      return a.emailCodeFrom(readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, ''));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code for ${email} in ${dir}`);
}

describe.runIf(onPostgres)('two machines on one PostgreSQL without SESSION_SECRET', () => {
  let database: TestDatabase;
  let machineA: ServerProcess | undefined;
  let machineB: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all([machineA?.stop(), machineB?.stop()]);
    await database?.dispose();
  });

  it('signs up on one, verifies the mailed code and logs in on the other, and shares the session', async () => {
    const env = { DATABASE_URL: database.url!, SESSION_SECRET: '' };
    const a1 = spawnServer(env, await freePort());
    machineA = a1;
    await waitUntilHealthy(a1, 120_000);
    // B starts after the signup, so A's own job worker issues and mails the code.
    const body = a.signupBody();
    expect((await postJson(a1.base, '/api/auth/signup', body)).status).toBe(201);
    const otp = await mailedCode(a1, body.email);

    const b1 = spawnServer(env, await freePort());
    machineB = b1;
    await waitUntilHealthy(b1, 120_000);
    const verified = await postJson(b1.base, '/api/auth/verify-email', { email: body.email, otp });
    expect([verified.status, await verified.json()]).toEqual([
      200,
      { message: 'Email verified successfully. You can now log in.' },
    ]);
    const login = await postJson(b1.base, '/api/auth/login', {
      email: body.email,
      password: body.password,
    });
    expect(login.status).toBe(200);
    const sid = login.headers.getSetCookie().find((c) => c.startsWith('labshop_sid='));
    const cookie = sid!.split(';')[0]!;
    const profile = await fetch(`${a1.base}/api/user/profile`, { headers: { cookie } });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { email: string }).email).toBe(body.email);
  }, 300_000);
});
