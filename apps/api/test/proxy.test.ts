import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import * as a from './support/accounts.ts';
import { createTestApp } from './support/test-app.ts';

const PROXY = '10.9.9.9';

describe('TRUST_PROXY', () => {
  it('takes a number of hops or a list of addresses, never "true"', () => {
    const base = { DATA_DIR: '/tmp/labshop-proxy', SESSION_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
    for (const bad of ['true', '10.0.0.0/40', 'proxy.example']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: bad })).toThrow(ConfigError);
    }
  });

  // Resend has the tightest per-address limit (10 in 15 minutes); login's 50 works alike.
  it('limits by the address the proxy saw, not by a rotating X-Forwarded-For', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 15; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/resend-otp',
          payload: { email: a.uniqueEmail() },
          remoteAddress: PROXY,
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toContain(429);
    } finally {
      await t.close();
    }
  });

  it('never takes X-Forwarded-Host for the shop’s origin', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        remoteAddress: PROXY,
        headers: {
          origin: 'https://evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });

  it('sets a Secure cookie for a login that reached the proxy over https', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const user = await a.signup(t);
      await a.verifyEmail(t, user.email);
      const login = (proto: string, remoteAddress = PROXY) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: a.PASSWORD },
          remoteAddress,
          headers: { 'x-forwarded-proto': proto, 'x-forwarded-for': '203.0.113.9' },
        });
      const overTls = await login('https');
      expect(overTls.statusCode).toBe(200);
      expect(overTls.cookies.find((c) => c.name === 'labshop_sid')?.secure).toBe(true);
      const plain = await login('http');
      expect(plain.cookies.find((c) => c.name === 'labshop_sid')?.secure).toBeFalsy();
    } finally {
      await t.close();
    }
  });
});
