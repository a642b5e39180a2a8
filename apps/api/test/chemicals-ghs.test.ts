import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GHS_LIMITS, GHS_MESSAGES, ghsClassificationSchema } from '@labshop/domain/chemicals/ghs';
import type { CartResponse } from '@labshop/domain/api/cart';
import { demoGhs } from '../src/db/seed/demo-data/ghs.ts';
import { auditEvents, products } from '../src/db/schema.ts';
import { addCategory, addProduct, pngImage, productFields, send } from './support/admin-forms.ts';
import * as f from './support/shop-fixtures.ts';
import { createLoggedInUser, type LoggedIn } from './support/login-as.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A chemical's GHS classification: saved from the admin form's JSON field after the domain's
// checks, shown on the product's answer, recorded in the audit trail, and marking cart lines
// as hazardous goods.

let t: TestApp;
let admin: LoggedIn;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createLoggedInUser(t, { role: 'admin' });
  categoryId = (await addCategory(t, admin.cookie, 'Solvents'))._id;
});
afterAll(() => t.close());

const acetone = {
  pictograms: ['GHS02', 'GHS07'],
  signalWord: 'Danger',
  hazardStatements: ['H225', 'H319', 'H336'],
  precautionaryStatements: ['P210', 'P233', 'P240', 'P241', 'P242', 'P305+P351+P338'],
};

const chemical = (sku: string, ghs: unknown): Record<string, string> =>
  productFields(categoryId, {
    name: 'Acetone AR, 500 ml',
    sku,
    casNumber: '67-64-1',
    ghs: typeof ghs === 'string' ? ghs : JSON.stringify(ghs),
  });

const detail = async (id: string) =>
  (await t.app.inject({ url: `/api/user/product/${id}` })).json<{
    product: Record<string, unknown>;
  }>().product;

const update = (id: string, fields: Record<string, string>) =>
  send(t, 'PUT', `/api/admin/update-product/${id}`, admin.cookie, fields);

const addWithImage = async (fields: Record<string, string | string[]>) =>
  send(t, 'POST', '/api/admin/add-product', admin.cookie, fields, [
    { field: 'images', name: 'p.png', type: 'image/png', data: await pngImage() },
  ]);

describe('a product’s GHS classification', () => {
  it('is saved from the admin form, shown to shoppers and to the edit form, and kept when left out', async () => {
    const product = await addProduct(t, admin.cookie, chemical('GHS-1', acetone));
    expect((await detail(product._id)).ghs).toEqual(acetone);
    const edit = await t.app.inject({
      url: `/api/admin/products/${product._id}`,
      headers: { cookie: admin.cookie },
    });
    expect(edit.json()).toMatchObject({ product: { ghs: acetone } });

    // A client written from the spec alone sends no ghs: the classification stays.
    const { ghs: _left, ...withoutGhs } = chemical('GHS-1', acetone);
    const kept = await update(product._id, withoutGhs);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await detail(product._id)).ghs).toEqual(acetone);

    // Sent blank, it is cleared; a product without one answers null.
    const cleared = await update(product._id, chemical('GHS-1', ''));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await detail(product._id)).ghs).toBeNull();
  });

  it('refuses a code that is not on the GHS lists with its message, and saves nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...acetone, hazardStatements: ['H225', 'H999'] }, GHS_MESSAGES.unknownHazard('H999')],
      [{ ...acetone, precautionaryStatements: ['P000'] }, GHS_MESSAGES.unknownPrecaution('P000')],
      [{ ...acetone, pictograms: ['GHS10'] }, GHS_MESSAGES.unknownPictogram('GHS10')],
      [{ ...acetone, signalWord: 'Caution' }, GHS_MESSAGES.signalWord],
      ['{not json', GHS_MESSAGES.notJson],
    ];
    for (const [ghs, message] of cases) {
      const res = await addWithImage(chemical('GHS-BAD', ghs));
      expect([message, res.statusCode]).toEqual([message, 400]);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    expect(await t.db.select().from(products).where(eq(products.sku, 'GHS-BAD'))).toEqual([]);
  });

  it('refuses an oversized or overfull classification with a 400 before any work', async () => {
    const oversized = await addWithImage(
      chemical('GHS-BIG', { ...acetone, padding: 'x'.repeat(GHS_LIMITS.jsonText) }),
    );
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json()).toMatchObject({
      message: GHS_MESSAGES.tooLong,
      errors: { ghs: GHS_MESSAGES.tooLong },
    });
    const overfull = await addWithImage(
      chemical('GHS-BIG', { hazardStatements: Array(31).fill('H225') }),
    );
    expect(overfull.statusCode).toBe(400);
    expect(overfull.json<{ message: string }>().message).toBe(GHS_MESSAGES.tooManyHazards);
  });

  it('is recorded in the audit trail with its before and after', async () => {
    const product = await addProduct(t, admin.cookie, chemical('GHS-AUDIT', acetone));
    const created = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, product._id), eq(auditEvents.action, 'created')));
    expect(created[0]?.after).toMatchObject({
      ghsPictograms: ['GHS02', 'GHS07'],
      ghsSignalWord: 'Danger',
      hazardStatements: acetone.hazardStatements,
    });

    const res = await update(
      product._id,
      chemical('GHS-AUDIT', { ...acetone, pictograms: ['GHS02'], signalWord: 'Warning' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [edited] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, product._id), eq(auditEvents.action, 'updated')))
      .orderBy(desc(auditEvents.createdAt));
    expect(edited).toMatchObject({
      before: { ghsPictograms: ['GHS02', 'GHS07'], ghsSignalWord: 'Danger' },
      after: { ghsPictograms: ['GHS02'], ghsSignalWord: 'Warning' },
    });
    expect(edited?.summary).toContain('GHS pictograms GHS02, GHS07 → GHS02');
  });

  it('marks the cart lines of hazardous goods, and only those', async () => {
    const shopper = await f.makeShopper(t);
    const solvent = await f.makeProduct(t);
    const beaker = await f.makeProduct(t);
    await t.db
      .update(products)
      .set({ ghs: ghsClassificationSchema.parse(acetone) })
      .where(eq(products.id, solvent.id));
    await f.addToCart(t, shopper, { productId: solvent.id, quantity: 1 });
    await f.addToCart(t, shopper, { productId: beaker.id, quantity: 1 });
    const cart = (await f.getCart(t, shopper)) as unknown as CartResponse;
    expect(cart.cart.map((line) => [line.product._id, line.isHazardous])).toEqual([
      [solvent.id, true],
      [beaker.id, false],
    ]);
  });

  it('of every demo chemical is on the GHS lists', () => {
    for (const [sku, ghs] of Object.entries(demoGhs)) {
      expect([sku, ghsClassificationSchema.safeParse(ghs).error?.issues]).toEqual([sku, undefined]);
    }
  });
});
