import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'labshop-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>LabShop</title>');
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({}, { webDist });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('serves the built files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
  });

  it('answers an unknown product with the app’s page and a 404 status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/product/123' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>LabShop</title>');
  });

  it.each(['/', '/filter', '/admin-add-Product', '/reset-password/abc'])(
    'answers the client route %s with index.html',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      // The home page gets its own title (and banner preload) written in; see web-delivery.
      expect(res.body).toMatch(/<title>([^<]* \| )?LabShop<\/title>/);
    },
  );

  it('keeps API misses as JSON 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Not found');
  });

  it('serves uploaded images from DATA_DIR/uploads, and nothing else', async () => {
    mkdirSync(path.join(t.dataDir, 'uploads'), { recursive: true });
    writeFileSync(path.join(t.dataDir, 'uploads', 'abc123.webp'), 'webp bytes');
    writeFileSync(path.join(t.dataDir, 'uploads', 'x.txt'), 'hello');
    const res = await t.app.inject({ method: 'GET', url: '/uploads/abc123.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.body).toBe('webp bytes');
    expect((await t.app.inject({ method: 'GET', url: '/uploads/x.txt' })).statusCode).toBe(404);
  });
});
