import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { loginAs } from './support/login-as.ts';
import {
  jpegImage,
  noisyJpeg,
  pngImage,
  send,
  uploadedFiles,
  type UploadFile,
} from './support/admin-forms.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, { role: 'admin' });
});
afterAll(() => t.close());

const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

async function addCategoryWith(file: UploadFile, name = 'Glassware') {
  return send(t, 'POST', '/api/admin/categories', admin, { name, status: 'active' }, [file]);
}

async function countCategories() {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/categories',
    headers: { cookie: admin, origin: t.config.publicUrl },
  });
  return (res.json().categories as unknown[]).length;
}

describe('image uploads', () => {
  it.each([
    [
      'a text file renamed .png',
      { name: 'notes.png', type: 'image/png', data: Buffer.from('just some text\n'.repeat(20)) },
    ],
    ['an SVG with a script', { name: 'logo.svg', type: 'image/svg+xml', data: SVG_WITH_SCRIPT }],
    [
      'an SVG with a script renamed .png',
      { name: 'logo.png', type: 'image/png', data: SVG_WITH_SCRIPT },
    ],
    ['an HTML file declared as image/png', { name: 'page.png', type: 'image/png', data: HTML }],
  ])('refuses %s and stores nothing', async (_label, file) => {
    const before = uploadedFiles(t);
    const categories = await countCategories();
    const res = await addCategoryWith(file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Only PNG and JPEG images are allowed.',
      errors: { image: 'Only PNG and JPEG images are allowed.' },
    });
    expect(uploadedFiles(t)).toEqual(before);
    expect(await countCategories()).toBe(categories);
  });

  it('refuses a 1.1 MB JPEG with the spec message and stores nothing', async () => {
    const big = await noisyJpeg(1000, 1000);
    expect(big.length).toBeGreaterThan(1.1 * 1024 * 1024);
    const before = uploadedFiles(t);
    const res = await addCategoryWith({ name: 'big.jpg', type: 'image/jpeg', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File size should not exceed 1MB.');
    expect(uploadedFiles(t)).toEqual(before);
  });

  it('refuses a second file on a one-image form', async () => {
    const png = await pngImage();
    const before = uploadedFiles(t);
    const res = await send(t, 'POST', '/api/admin/categories', admin, { name: 'Two Files' }, [
      { name: 'a.png', type: 'image/png', data: png },
      { name: 'b.png', type: 'image/png', data: png },
    ]);
    expect(res.statusCode).toBe(413);
    expect(uploadedFiles(t)).toEqual(before);
  });

  it('refuses an over-long text field', async () => {
    const res = await send(t, 'POST', '/api/admin/categories', admin, { name: 'x'.repeat(5000) }, [
      { name: 'a.png', type: 'image/png', data: await pngImage() },
    ]);
    expect(res.statusCode).toBe(413);
  });

  it('judges a real PNG declared as text/html by its bytes and serves it only as an image', async () => {
    const res = await addCategoryWith(
      { name: 'evil.html', type: 'text/html', data: await pngImage(64, 48) },
      'Microscopes',
    );
    expect(res.statusCode).toBe(201);
    const url = res.json().category.image as string;
    // A server-made name, never the client's.
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{24}\.png$/);
    expect(url).not.toContain('evil');

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');

    const card = await t.app.inject({ method: 'GET', url: url.replace('.png', '.card.webp') });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/webp');
  });

  it('re-encodes a JPEG, dropping its metadata', async () => {
    const jpeg = await jpegImage();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await addCategoryWith(
      { name: 'c.jpg', type: 'image/jpeg', data: jpeg },
      'Chemicals',
    );
    expect(res.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().category.image });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);
  });

  it('serves nothing from /uploads that is not one of our image names', async () => {
    const { writeFileSync } = await import('node:fs');
    const path = await import('node:path');
    writeFileSync(path.join(t.dataDir, 'uploads', 'page.html'), HTML);
    writeFileSync(path.join(t.dataDir, 'uploads', 'x.txt'), 'hello');
    for (const url of ['/uploads/page.html', '/uploads/x.txt', '/uploads/../uploads/page.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});
