import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSdsVersion } from '@labshop/domain/api/safety-data-sheets';
import { SDS_MAX_BYTES, SDS_MESSAGES } from '@labshop/domain/chemicals/safety-data-sheet';
import { auditEvents } from '../src/db/schema.ts';
import { multipart, pngImage } from './support/admin-forms.ts';
import { createLoggedInUser, loginAs, type LoggedIn } from './support/login-as.ts';
import { makeProduct } from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Safety data sheets: admins upload PDFs (judged by their bytes, at most 5 MB) as versions of
// a product's sheet; shoppers download the newest from the product page without signing in.

let t: TestApp;
let admin: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createLoggedInUser(t, { role: 'admin', name: 'Asha Admin' });
});
afterAll(() => t.close());

const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n`);

async function upload(productId: string, data: Buffer, name = 'sheet.pdf', cookie = admin.cookie) {
  const body = await multipart({}, [{ field: 'file', name, type: 'application/pdf', data }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/sds`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

const versions = async (productId: string) => {
  const res = await t.app.inject({
    url: `/api/admin/products/${productId}/sds`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ sheets: AdminSdsVersion[] }>().sheets;
};

const detailSds = async (productId: string) =>
  (await t.app.inject({ url: `/api/user/product/${productId}` })).json<{
    product: { sds?: { url: string; uploadedAt: string } | null };
  }>().product.sds;

const storedSheets = () => {
  try {
    return readdirSync(path.join(t.dataDir, 'private', 'sds')).sort();
  } catch {
    return [];
  }
};

describe('uploading a safety data sheet', () => {
  it('keeps the PDF, answers it in the product detail and records it in the audit trail', async () => {
    const product = await makeProduct(t, { name: 'Acetone AR, 500 ml' });
    expect(await detailSds(product.id)).toBeNull();

    const res = await upload(product.id, pdf('acetone v1'), 'acetone-sds.pdf');
    expect(res.statusCode).toBe(201);
    const { message, sheet } = res.json<{ message: string; sheet: AdminSdsVersion }>();
    expect(message).toBe(SDS_MESSAGES.uploaded);
    expect(sheet).toMatchObject({
      fileName: 'acetone-sds.pdf',
      byteSize: pdf('acetone v1').length,
      uploadedBy: 'Asha Admin',
      isCurrent: true,
    });

    // The product page was cached without a sheet; the upload must show on it at once.
    const sds = await detailSds(product.id);
    expect(sds).toEqual({
      url: `/api/user/product/${product.id}/sds`,
      uploadedAt: sheet.uploadedAt,
    });

    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, product.id), eq(auditEvents.action, 'sds-uploaded')));
    expect(event).toMatchObject({
      actorUserId: admin.userId,
      kind: 'product',
      summary: 'Acetone AR, 500 ml: safety data sheet acetone-sds.pdf uploaded',
    });
  });

  it('refuses a PNG renamed .pdf with the shared message, keeping nothing', async () => {
    const product = await makeProduct(t);
    const before = storedSheets();
    const res = await upload(product.id, await pngImage(), 'sheet.pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: SDS_MESSAGES.notPdf,
      errors: { file: SDS_MESSAGES.notPdf },
    });
    expect(storedSheets()).toEqual(before);
    expect(await versions(product.id)).toEqual([]);
  });

  it('refuses a file over 5 MB with 413 before reading it, keeping nothing', async () => {
    const product = await makeProduct(t);
    const big = Buffer.concat([pdf('big'), Buffer.alloc(SDS_MAX_BYTES)]);
    const before = storedSheets();
    const res = await upload(product.id, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: SDS_MESSAGES.tooLarge,
      errors: { file: SDS_MESSAGES.tooLarge },
    });
    expect(storedSheets()).toEqual(before);
    expect(await versions(product.id)).toEqual([]);
  });

  it('also stops a body sent without a length at the 5 MB mark of its stream', async () => {
    const product = await makeProduct(t);
    const body = await multipart({}, [
      {
        field: 'file',
        name: 'big.pdf',
        type: 'application/pdf',
        data: Buffer.concat([pdf('big'), Buffer.alloc(SDS_MAX_BYTES)]),
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/sds`,
      // A stream: the request carries no Content-Length, only the multipart limit can stop it.
      payload: Readable.from([body.payload]),
      headers: { ...body.headers, cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(SDS_MESSAGES.tooLarge);
    expect(await versions(product.id)).toEqual([]);
  });

  it('refuses a form without a file', async () => {
    const product = await makeProduct(t);
    const body = await multipart({ note: 'no file' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/sds`,
      payload: body.payload,
      headers: { ...body.headers, cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SDS_MESSAGES.missing);
  });

  it('keeps every version, lists them newest first, and serves the newest to shoppers', async () => {
    const product = await makeProduct(t, { name: 'Methanol HPLC, 2.5 L' });
    expect((await upload(product.id, pdf('version one'), 'v1.pdf')).statusCode).toBe(201);
    expect((await upload(product.id, pdf('version two'), 'v2.pdf')).statusCode).toBe(201);

    const listed = await versions(product.id);
    expect(listed.map((sheet) => [sheet.fileName, sheet.isCurrent])).toEqual([
      ['v2.pdf', true],
      ['v1.pdf', false],
    ]);

    const guest = await t.app.inject({ url: `/api/user/product/${product.id}/sds` });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['content-type']).toBe('application/pdf');
    expect(guest.headers['content-disposition']).toBe(
      'attachment; filename="Methanol-HPLC-2.5-L-SDS.pdf"',
    );
    expect(guest.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(guest.rawPayload.equals(pdf('version two'))).toBe(true);

    // The browser's copy is current: a 304 without the bytes.
    const again = await t.app.inject({
      url: `/api/user/product/${product.id}/sds`,
      headers: { 'if-none-match': guest.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    // The older version stays downloadable in the back office.
    const old = await t.app.inject({ url: listed[1]!.url, headers: { cookie: admin.cookie } });
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(pdf('version one'))).toBe(true);
  });
});

describe('who may do what', () => {
  it('refuses an upload from a shopper and from a guest', async () => {
    const product = await makeProduct(t);
    const shopper = await loginAs(t, { role: 'user' });
    expect((await upload(product.id, pdf('x'), 'x.pdf', shopper)).statusCode).toBe(403);
    expect((await upload(product.id, pdf('x'), 'x.pdf', '')).statusCode).toBe(401);
    expect(await versions(product.id)).toEqual([]);
  });

  it('answers 404 for a product without a sheet, an inactive product and an unknown one', async () => {
    const bare = await makeProduct(t);
    const none = await t.app.inject({ url: `/api/user/product/${bare.id}/sds` });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(SDS_MESSAGES.none);

    const hidden = await makeProduct(t, { status: 'inactive' });
    expect((await upload(hidden.id, pdf('hidden'))).statusCode).toBe(201);
    expect((await t.app.inject({ url: `/api/user/product/${hidden.id}/sds` })).statusCode).toBe(
      404,
    );

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ url: `/api/user/product/${unknown}/sds` })).statusCode).toBe(404);
    expect((await upload(unknown, pdf('nobody'))).statusCode).toBe(404);
  });

  it('removes the stored files with the product', async () => {
    const product = await makeProduct(t);
    expect((await upload(product.id, pdf('to delete'))).statusCode).toBe(201);
    const before = storedSheets().length;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/delete-product/${product.id}`,
      headers: { cookie: admin.cookie, origin: t.config.publicUrl },
    });
    expect(res.statusCode).toBe(200);
    expect(storedSheets()).toHaveLength(before - 1);
  });
});
