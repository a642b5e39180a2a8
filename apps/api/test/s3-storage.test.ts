import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardImageUrl } from '@labshop/domain/images';
import { ConfigError, loadConfig } from '../src/config.ts';
import { taxDocuments } from '../src/db/schema.ts';
import { issueCreditNote, issueInvoice } from '../src/modules/invoices/service.ts';
import { migrateUploads } from '../src/platform/storage/migrate-uploads.ts';
import { migratePrivateFiles } from '../src/platform/storage/migrate-private.ts';
import {
  createS3Storage,
  type S3Settings,
  type S3Storage,
} from '../src/platform/storage/s3-storage.ts';
import { addCategory, pngImage, uploadedFiles } from './support/admin-forms.ts';
import { createLoggedInUser, loginAs } from './support/login-as.ts';
import { startS3Server, type S3TestServer } from './support/s3-server.ts';
import { insertSoldOrder } from './support/sold-order.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// STORAGE=s3 against a real S3-compatible server (s3rver) started here: pictures go to the
// bucket, never to DATA_DIR, and the shop's /uploads URLs serve them with today's headers;
// issued PDFs go to the bucket too, under private keys nothing but the download routes read.

let s3: S3TestServer;
let t: TestApp;
let storage: S3Storage;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp(s3.env);
  const config = t.config.storage;
  if (config.kind !== 's3') throw new Error('the test app is not on S3');
  storage = createS3Storage(config);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('STORAGE=s3 configuration', () => {
  it('refuses to start without a region and bucket, or with half a key pair', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(
      new ConfigError('Invalid configuration:\n  STORAGE=s3 needs S3_REGION and S3_BUCKET'),
    );
    expect(() =>
      loadConfig({
        STORAGE: 's3',
        S3_REGION: 'ap-south-1',
        S3_BUCKET: 'shop-b1',
        S3_ACCESS_KEY_ID: 'k',
      }),
    ).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(() => loadConfig({ STORAGE: 'nfs' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ STORAGE: 's3', S3_REGION: 'x', S3_BUCKET: 'Bad_Name' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });
});

describe('pictures in an S3 bucket', () => {
  it('stores an uploaded category picture in the bucket and serves it at /uploads with the cache headers', async () => {
    const admin = await loginAs(t, { role: 'admin' });
    const category = await addCategory(t, admin, 'Bucket Glassware');
    expect(category.image).toMatch(/^\/uploads\/[0-9a-f]+\.png$/);
    // Nothing on this machine's disk: another machine could not serve it from there.
    expect(uploadedFiles(t)).toEqual([]);

    const res = await get(category.image);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await get(category.image, { 'if-none-match': etag });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    const listed = await get(category.image, { 'if-none-match': `"stale", W/${etag}` });
    expect(listed.statusCode).toBe(304);
    expect((await get(category.image, { 'if-none-match': '"stale"' })).statusCode).toBe(200);

    const card = await get(cardImageUrl(category.image));
    expect([card.statusCode, card.headers['content-type']]).toEqual([200, 'image/webp']);
  });

  it('reads back, replaces and deletes an object, and answers 404 for missing or odd names', async () => {
    const first = await pngImage(20, 20, '#ff0000');
    const url = await storage.save(first, 'png');
    expect((await get(url)).rawPayload).toEqual(first);
    expect(await storage.sizeOf(url)).toBe(first.length);

    const second = await pngImage(30, 30, '#0000ff');
    await storage.saveAs(url, second);
    const replaced = await get(url);
    expect(replaced.rawPayload).toEqual(second);

    await storage.remove(url);
    expect((await get(url)).statusCode).toBe(404);
    expect(await storage.read(url)).toBeNull();
    expect(await storage.sizeOf(url)).toBeNull();
    // Removing what is gone, or something that was never ours, is quiet.
    await storage.remove(url);
    await storage.remove('/elsewhere/x.png');

    expect((await get('/uploads/0123456789abcdef.png')).statusCode).toBe(404);
    expect((await get('/uploads/notes.txt')).statusCode).toBe(404);
    expect((await get('/uploads/..%2Fsecret.png')).statusCode).toBe(404);
    await expect(storage.saveAs('/uploads/../x.png', first)).rejects.toThrow(/bad upload name/);
  });

  it('storage:migrate copies the local folder once and skips what is there on a second run', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'labshop-migrate-'));
    try {
      const uploads = path.join(dir, 'uploads');
      mkdirSync(uploads);
      const names = ['aa11.png', 'bb22.jpg', 'bb22.card.webp'];
      for (const [i, name] of names.entries()) writeFileSync(path.join(uploads, name), `pic ${i}`);
      // Not an upload name: left where it is.
      writeFileSync(path.join(uploads, '.DS_Store'), 'x');
      const keysBefore = await bucketKeys();

      const lines: string[] = [];
      const first = await migrateUploads(uploads, storage, (p) =>
        lines.push(`${p.copied + p.skipped}/${p.total}`),
      );
      expect(first).toEqual({ total: 3, copied: 3, skipped: 0 });
      expect(lines.sort()).toEqual(['1/3', '2/3', '3/3']);
      // One changed locally (a different size) is copied again; the others are skipped.
      writeFileSync(path.join(uploads, 'aa11.png'), 'a longer picture');
      const second = await migrateUploads(uploads, storage);
      expect(second).toEqual({ total: 3, copied: 1, skipped: 2 });
      await expect(storage.ready()).resolves.toBeUndefined();
      const elsewhere = createS3Storage({ ...(t.config.storage as S3Settings), bucket: 'no-such' });
      await expect(elsewhere.ready()).rejects.toThrow('bucket no-such does not exist');
      await expect(migrateUploads(uploads, elsewhere)).rejects.toThrow();
      const third = await migrateUploads(uploads, storage);
      expect(third).toEqual({ total: 3, copied: 0, skipped: 3 });

      const added = (await bucketKeys()).filter((key) => !keysBefore.includes(key));
      expect(added.sort()).toEqual(names.map((name) => `uploads/${name}`).sort());
      expect((await get('/uploads/aa11.png')).body).toBe('a longer picture');
      // Private files (safety data sheets, issued PDFs) keep their keys, outside the public
      // uploads/; there is one PDF per order, so those already there are skipped too.
      const privateDir = path.join(dir, 'private');
      const invoiceKey = `invoices/${randomUUID()}.pdf`;
      mkdirSync(path.join(privateDir, 'sds'), { recursive: true });
      mkdirSync(path.join(privateDir, 'invoices'));
      writeFileSync(path.join(privateDir, 'sds', 'cc33.pdf'), '%PDF-1.4 sheet');
      writeFileSync(path.join(privateDir, invoiceKey), '%PDF-1.4 invoice');
      expect(await migratePrivateFiles(privateDir, storage)).toEqual({
        total: 2,
        copied: 2,
        skipped: 0,
      });
      expect(await migratePrivateFiles(privateDir, storage)).toEqual({
        total: 2,
        copied: 0,
        skipped: 2,
      });
      const sheet = await storage.readPrivate('sds/cc33.pdf');
      expect(sheet?.length).toBe('%PDF-1.4 sheet'.length);
      sheet?.body.destroy();
      expect(await storage.sizeOfPrivate(invoiceKey)).toBe('%PDF-1.4 invoice'.length);
      expect(await storage.sizeOfPrivate('invoices/none.pdf')).toBeNull();
      expect((await get(`/uploads/${invoiceKey.slice('invoices/'.length)}`)).statusCode).toBe(404);
      expect(await migratePrivateFiles(path.join(dir, 'none'), storage)).toEqual({
        total: 0,
        copied: 0,
        skipped: 0,
      });
      expect(await migrateUploads(path.join(dir, 'none'), storage)).toEqual({
        total: 0,
        copied: 0,
        skipped: 0,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('redirects /uploads to S3_PUBLIC_URL when one is set, and lets the page load it', async () => {
    const direct = await createTestApp({ ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.in/' });
    try {
      const res = await direct.app.inject({ method: 'GET', url: '/uploads/ab12.card.webp' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://cdn.example.in/uploads/ab12.card.webp');
      expect(res.headers['content-security-policy']).toContain(
        "img-src 'self' data: blob: https://cdn.example.in",
      );
      const odd = await direct.app.inject({ method: 'GET', url: '/uploads/notes.txt' });
      expect(odd.statusCode).toBe(404);
    } finally {
      await direct.close();
    }
  });
});

describe('issued PDFs in an S3 bucket', () => {
  it('keeps an invoice and a credit note under private keys, read back by their downloads only', async () => {
    const shopper = await createLoggedInUser(t);
    const admin = await createLoggedInUser(t, { role: 'admin' });
    const order = await insertSoldOrder(t.db, shopper.userId, [
      {
        productName: 'Magnetic stirrer',
        quantity: 1,
        unitPricePaise: 12_400_00,
        hsnCode: '84798999',
      },
    ]);
    await t.db.transaction((tx) => issueInvoice(tx, order.orderId, new Date(), t.config.seller));
    await t.db.transaction((tx) => issueCreditNote(tx, order.orderId, new Date()));
    const userPath = (kind: string) => `/api/user/orders/${order.transactionId}/${kind}`;

    const invoice = await get(userPath('invoice'), { cookie: shopper.cookie });
    expect([invoice.statusCode, invoice.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(invoice.headers['cache-control']).toBe('private, no-cache');
    const note = await get(userPath('credit-note'), { cookie: shopper.cookie });
    expect(note.statusCode).toBe(200);

    const rows = await t.db
      .select({ id: taxDocuments.id, kind: taxDocuments.kind, key: taxDocuments.pdfKey })
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, order.orderId));
    const keyOf = (kind: string) => rows.find((row) => row.kind === kind)!;
    const invoiceRow = keyOf('invoice');
    expect(invoiceRow.key).toBe(`invoices/${invoiceRow.id}.pdf`);
    expect(keyOf('credit-note').key).toBe(`credit-notes/${keyOf('credit-note').id}.pdf`);
    expect(await objectBytes(invoiceRow.key!)).toEqual(invoice.rawPayload);
    expect(await objectBytes(keyOf('credit-note').key!)).toEqual(note.rawPayload);
    // Not on this machine's disk, and not among the public pictures.
    expect(uploadedFiles(t)).toEqual([]);
    expect(existsSync(path.join(t.dataDir, 'private'))).toBe(false);
    expect(
      (await bucketKeys()).filter((key) => key.startsWith('uploads/') && key.endsWith('.pdf')),
    ).toEqual([]);
    for (const url of [
      `/uploads/${invoiceRow.id}.pdf`,
      `/uploads/${invoiceRow.key}`,
      `/uploads/..%2F${invoiceRow.key!.replace('/', '%2F')}`,
    ]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }

    // The admin's download and a 304 come from the same kept object.
    const byAdmin = await get(`/api/admin/order/${order.orderId}/invoice`, {
      cookie: admin.cookie,
    });
    expect(byAdmin.rawPayload).toEqual(invoice.rawPayload);
    const etag = invoice.headers.etag as string;
    expect(
      (await get(userPath('invoice'), { cookie: shopper.cookie, 'if-none-match': etag }))
        .statusCode,
    ).toBe(304);
    // Someone else's order stays not found.
    const stranger = await createLoggedInUser(t);
    expect((await get(userPath('invoice'), { cookie: stranger.cookie })).statusCode).toBe(404);
  });

  it('never redirects an issued PDF to S3_PUBLIC_URL', async () => {
    const direct = await createTestApp({ ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.in/' });
    try {
      const shopper = await createLoggedInUser(direct);
      const order = await insertSoldOrder(direct.db, shopper.userId, [
        { productName: 'Hot plate', quantity: 1, unitPricePaise: 8_000_00, hsnCode: '85166000' },
      ]);
      await direct.db.transaction((tx) =>
        issueInvoice(tx, order.orderId, new Date(), direct.config.seller),
      );
      const res = await direct.app.inject({
        url: `/api/user/orders/${order.transactionId}/invoice`,
        headers: { cookie: shopper.cookie },
      });
      expect([res.statusCode, res.headers.location]).toEqual([200, undefined]);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const [row] = await direct.db
        .select({ id: taxDocuments.id, key: taxDocuments.pdfKey })
        .from(taxDocuments)
        .where(eq(taxDocuments.orderId, order.orderId));
      expect(await objectBytes(row!.key!)).toEqual(res.rawPayload);
      for (const url of [`/uploads/${row!.id}.pdf`, `/uploads/${row!.key}`]) {
        const asked = await direct.app.inject({ url });
        expect([url, asked.statusCode, asked.headers.location]).toEqual([url, 404, undefined]);
      }
    } finally {
      await direct.close();
    }
  });
});

async function objectBytes(key: string): Promise<Buffer> {
  const object = await storage.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

async function bucketKeys(): Promise<string[]> {
  const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key!);
}
