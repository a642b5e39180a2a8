import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEventsResponse } from '@labshop/domain/api/audit';
import { addCategory, addProduct, productFields, send } from './support/admin-forms.ts';
import { createLoggedInUser, type LoggedIn } from './support/login-as.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Two admins saving the same product at once: the trail must read as a chain, each edit's
// "before" the state the other left, never two edits from the same price. Races only show on
// PostgreSQL (run with TEST_DATABASE_URL); PGlite checks the outcome serially.

let t: TestApp;
let admins: LoggedIn[];
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  admins = [
    await createLoggedInUser(t, { role: 'admin' }),
    await createLoggedInUser(t, { role: 'admin' }),
  ];
  categoryId = (await addCategory(t, admins[0]!.cookie, 'Glassware'))._id;
});
afterAll(() => t.close());

describe('the audit trail of concurrent edits', () => {
  it('chains the before and after of two price changes saved at the same moment', async () => {
    const fields = productFields(categoryId, { name: 'Beaker', sellingPrice: '120', mrp: '150' });
    const products = [];
    for (let i = 0; i < 6; i += 1) {
      products.push(
        await addProduct(t, admins[0]!.cookie, { ...fields, name: `Beaker ${i}`, sku: `BKR-${i}` }),
      );
    }
    const saves = await Promise.all(
      products.flatMap((product, i) =>
        ['110', '100'].map((price, j) =>
          send(t, 'PUT', `/api/admin/update-product/${product._id}`, admins[j]!.cookie, {
            ...fields,
            name: `Beaker ${i}`,
            sku: `BKR-${i}`,
            sellingPrice: price,
          }),
        ),
      ),
    );
    for (const res of saves) expect(res.statusCode, res.body).toBe(200);

    for (const product of products) {
      const res = await t.app.inject({
        url: `/api/admin/audit?entityId=${product._id}&kind=product&limit=10`,
        headers: { cookie: admins[0]!.cookie },
      });
      type Edit = { before: { sellingPrice: number }; after: { sellingPrice: number } };
      const edits = res
        .json<AuditEventsResponse>()
        .events.filter((event) => event.action === 'updated') as unknown as Edit[];
      expect(edits).toHaveLength(2);
      // Both saves start in the same instant, so the chain is read from the values, not the
      // times: one edit leaves 120, the other leaves what that one saved.
      const first = edits.filter((edit) => edit.before.sellingPrice === 120);
      expect(first).toHaveLength(1);
      const second = edits.find((edit) => edit !== first[0])!;
      expect(second.before.sellingPrice).toBe(first[0]!.after.sellingPrice);
    }
  });
  it('chains the before and after of two renames of a category saved at the same moment', async () => {
    const categories = [];
    for (let i = 0; i < 6; i += 1) {
      categories.push(await addCategory(t, admins[0]!.cookie, `Pipettes ${i}`));
    }
    const saves = await Promise.all(
      categories.flatMap((category, i) =>
        ['Burettes', 'Droppers'].map((name, j) =>
          send(t, 'PUT', `/api/admin/categories/${category._id}`, admins[j]!.cookie, {
            name: `${name} ${i}`,
            status: 'active',
          }),
        ),
      ),
    );
    for (const res of saves) expect(res.statusCode, res.body).toBe(200);

    for (const [i, category] of categories.entries()) {
      const res = await t.app.inject({
        url: `/api/admin/audit?entityId=${category._id}&limit=10`,
        headers: { cookie: admins[0]!.cookie },
      });
      type Edit = { before: { name: string }; after: { name: string } };
      const edits = res
        .json<AuditEventsResponse>()
        .events.filter((event) => event.action === 'updated') as unknown as Edit[];
      expect(edits).toHaveLength(2);
      const first = edits.filter((edit) => edit.before.name === `Pipettes ${i}`);
      expect(first).toHaveLength(1);
      const second = edits.find((edit) => edit !== first[0])!;
      expect(second.before.name).toBe(first[0]!.after.name);
    }
  });
});
