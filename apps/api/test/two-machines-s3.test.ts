import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardImageUrl } from '@labshop/domain/images';
import { multipart, pngImage } from './support/admin-forms.ts';
import { createLoggedInUser } from './support/login-as.ts';
import { startS3Server, type S3TestServer } from './support/s3-server.ts';
import {
  freePort,
  postJson,
  pressSimulatorAt,
  spawnServer,
  waitUntilHealthy,
  type ServerProcess,
} from './support/server-process.ts';
import * as f from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Two machines as the issue pictures them: each shop process has its own DATA_DIR, both share
// one PostgreSQL and one S3-compatible bucket. What one receives, the other serves. One pair
// of processes for every check here, since each start costs seconds.

const onPostgres = process.env.LABSHOP_TEST_DB === 'postgres';
const SESSION_SECRET = 'test-secret-that-is-long-enough-0123456789';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const localUploads = (server: ServerProcess) => {
  try {
    return readdirSync(path.join(server.dataDir, 'uploads'));
  } catch {
    return [];
  }
};

describe.runIf(onPostgres)('two machines sharing one PostgreSQL and one S3 bucket', () => {
  let s3: S3TestServer;
  let t: TestApp;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    s3 = await startS3Server();
    // The test's own app shares the database and the secret, to make users and products.
    t = await createTestApp({ SESSION_SECRET, ...s3.env });
    const env = { DATABASE_URL: t.database.url!, SESSION_SECRET, ...s3.env };
    a = spawnServer(env, await freePort());
    b = spawnServer(env, await freePort());
    await Promise.all([waitUntilHealthy(a, 120_000), waitUntilHealthy(b, 120_000)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await t?.close();
    await s3?.close();
  });

  it('serves a category picture uploaded through one machine from the other', async () => {
    const admin = await createLoggedInUser(t, { role: 'admin' });
    const picture = await pngImage(64, 48, '#7c3aed');
    const form = await multipart({ name: `Shared Pictures ${Date.now()}`, status: 'active' }, [
      { name: 'c.png', type: 'image/png', data: picture },
    ]);
    const created = await fetch(`${a.base}/api/admin/categories`, {
      method: 'POST',
      headers: { ...form.headers, cookie: admin.cookie, origin: a.base },
      body: new Uint8Array(form.payload),
    });
    expect(created.status).toBe(201);
    const { image } = ((await created.json()) as { category: { image: string } }).category;

    const onB = await fetch(`${b.base}${image}`);
    expect(onB.status).toBe(200);
    expect(onB.headers.get('content-type')).toBe('image/png');
    expect(onB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const servedByB = Buffer.from(await onB.arrayBuffer());
    const servedByA = Buffer.from(await (await fetch(`${a.base}${image}`)).arrayBuffer());
    expect(sha256(servedByB)).toBe(sha256(servedByA));
    expect((await fetch(`${b.base}${cardImageUrl(image)}`)).status).toBe(200);
    // Neither machine kept it on its own disk.
    expect([...localUploads(a), ...localUploads(b)]).toEqual([]);
  });

  it('downloads an invoice issued on one machine from the other, the same PDF', async () => {
    const product = await f.makeProduct(t, { stock: 2, pricePaise: 75_000 });
    const shopper = await f.makeShopper(t);
    await f.addToCart(t, shopper, { productId: product.id, quantity: 1 });
    const placed = await postJson(
      a.base,
      '/api/user/pay',
      {
        amount: 750,
        selectedAddress: { _id: shopper.addressId },
        userId: shopper.userId,
        paymentMethod: 'phonepe',
      },
      shopper.cookie,
    );
    expect(placed.status).toBe(200);
    const { transactionId } = (await placed.json()) as { transactionId: string };
    // Paid on A: the invoice is issued in A's paying transaction.
    const paid = await pressSimulatorAt(a.base, transactionId, 'pay', shopper.cookie);
    expect(paid.status).toBeLessThan(400);
    const status = await postJson(
      a.base,
      '/api/user/pay-status',
      { transactionId },
      shopper.cookie,
    );
    expect(((await status.json()) as { paymentStatus: string }).paymentStatus).toBe('SUCCESS');

    const invoiceAt = (server: ServerProcess) =>
      fetch(`${server.base}/api/user/orders/${transactionId}/invoice`, {
        headers: { cookie: shopper.cookie },
      });
    const fromB = await invoiceAt(b);
    expect([fromB.status, fromB.status === 200 ? '' : await fromB.text()]).toEqual([200, '']);
    expect(fromB.headers.get('content-type')).toBe('application/pdf');
    const pdfFromB = Buffer.from(await fromB.arrayBuffer());
    expect(pdfFromB.subarray(0, 5).toString()).toBe('%PDF-');
    // Drawn once and kept in the shared database: A answers the very same bytes.
    const fromA = await invoiceAt(a);
    expect(fromA.status).toBe(200);
    expect(sha256(Buffer.from(await fromA.arrayBuffer()))).toBe(sha256(pdfFromB));
    expect(fromA.headers.get('etag')).toBe(fromB.headers.get('etag'));
  }, 60_000);
});
