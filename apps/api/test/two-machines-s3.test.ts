import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardImageUrl } from '@labshop/domain/images';
import { orders, taxDocuments } from '../src/db/schema.ts';
import { createS3Storage, type S3Storage } from '../src/platform/storage/s3-storage.ts';
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
// one PostgreSQL and one S3-compatible bucket. What one receives or draws, the other serves.
// One pair of processes for every check here, since each start costs seconds.

const onPostgres = process.env.LABSHOP_TEST_DB === 'postgres';
const SESSION_SECRET = 'test-secret-that-is-long-enough-0123456789';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const privateFiles = (server: ServerProcess) => {
  try {
    return readdirSync(path.join(server.dataDir, 'private'), { recursive: true });
  } catch {
    return [];
  }
};
/** Waits until one of the machines' job workers has put the order confirmation in its outbox. */
async function confirmationMailed(servers: ServerProcess[], email: string, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  const isMailed = (server: ServerProcess) => {
    try {
      return readdirSync(path.join(server.dataDir, 'outbox')).some((file) =>
        file.includes(`-order-confirmation-${email}.`),
      );
    } catch {
      return false;
    }
  };
  while (!servers.some(isMailed)) {
    if (Date.now() > end) throw new Error(`no order confirmation for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
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
  let bucket: S3Storage;

  const objectBytes = async (key: string) => {
    const object = await bucket.client.send(
      new GetObjectCommand({ Bucket: bucket.bucket, Key: key }),
    );
    return Buffer.from(await object.Body!.transformToByteArray());
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    // The test's own app shares the database and the secret, to make users and products.
    t = await createTestApp({ SESSION_SECRET, ...s3.env });
    if (t.config.storage.kind !== 's3') throw new Error('the test app is not on S3');
    bucket = createS3Storage(t.config.storage);
    const env = { DATABASE_URL: t.database.url!, SESSION_SECRET, ...s3.env };
    a = spawnServer(env, await freePort());
    b = spawnServer(env, await freePort());
    await Promise.all([waitUntilHealthy(a, 120_000), waitUntilHealthy(b, 120_000)]);
  }, 180_000);
  afterAll(async () => {
    bucket?.client.destroy();
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

  it('downloads an invoice drawn on one machine from the other, out of the bucket under a private key', async () => {
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
    // Drawn on A, at its first download.
    const fromA = await invoiceAt(a);
    expect([fromA.status, fromA.status === 200 ? '' : await fromA.text()]).toEqual([200, '']);
    expect(fromA.headers.get('content-type')).toBe('application/pdf');
    const pdfFromA = Buffer.from(await fromA.arrayBuffer());
    expect(pdfFromA.subarray(0, 5).toString()).toBe('%PDF-');

    // Kept in the bucket under a private key, not in the database nor on A's disk.
    const [row] = await t.db
      .select({ id: taxDocuments.id, key: taxDocuments.pdfKey, inRow: taxDocuments.pdf })
      .from(taxDocuments)
      .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
      .where(and(eq(orders.transactionId, transactionId), eq(taxDocuments.kind, 'invoice')));
    expect(row).toEqual({ id: row!.id, key: `invoices/${row!.id}.pdf`, inRow: null });
    const key = row!.key!;
    // The confirmation mail's job draws the invoice too when it runs before the first download,
    // and writes the same bytes to the same key; once it has sent the mail, nothing writes the
    // key again. Read before that, the test bucket (s3rver, not S3: its PUT is not atomic) was
    // once caught mid-write and gave an empty object under a full suite's load.
    await confirmationMailed([a, b], shopper.email);
    expect(sha256(await objectBytes(key))).toBe(sha256(pdfFromA));
    expect([...privateFiles(a), ...privateFiles(b)]).toEqual([]);
    for (const server of [a, b]) {
      for (const path of [`/uploads/${row!.id}.pdf`, `/uploads/${key}`]) {
        const res = await fetch(`${server.base}${path}`);
        expect([path, res.status]).toEqual([path, 404]);
      }
    }

    // B answers what the bucket holds, not a drawing of its own: bytes marked in the bucket
    // (and their hash in the shared row) are what B sends.
    const marked = Buffer.concat([pdfFromA, Buffer.from('\n% kept in the bucket\n')]);
    await bucket.client.send(
      new PutObjectCommand({ Bucket: bucket.bucket, Key: key, Body: marked }),
    );
    await t.db
      .update(taxDocuments)
      .set({ pdfSha256: sha256(marked) })
      .where(eq(taxDocuments.id, row!.id));
    const fromB = await invoiceAt(b);
    expect(fromB.status).toBe(200);
    expect(sha256(Buffer.from(await fromB.arrayBuffer()))).toBe(sha256(marked));
    expect(fromB.headers.get('etag')).toBe(`"${sha256(marked)}"`);
    expect(fromB.headers.get('cache-control')).toBe('private, no-cache');
    expect(fromB.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(privateFiles(b)).toEqual([]);
  }, 60_000);
});
