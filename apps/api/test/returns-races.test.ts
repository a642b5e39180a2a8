import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds, returnLines, returns, taxDocuments } from '../src/db/schema.ts';
import { createLoggedInUser, loginAs, type LoggedIn } from './support/login-as.ts';
import { createProduct, stockOf } from './support/orders.ts';
import {
  adminStep,
  adminStepOk,
  askReturn,
  askReturnOk,
  deliveredOrder,
  receiptOf,
} from './support/returns.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Races only show on PostgreSQL (PGlite runs one transaction at a time): run this file with
// TEST_DATABASE_URL set. On PGlite it still checks the outcome, serially.

let t: TestApp;
let admins: string[];
let shopper: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  admins = [await loginAs(t, { role: 'admin' }), await loginAs(t, { role: 'admin' })];
  shopper = await createLoggedInUser(t);
});
afterAll(() => t.close());

describe('returns under concurrency', () => {
  it('gives one refund, one credit note and one restock when admins receive a return at once', async () => {
    const product = await createProduct(t, { price: 800, stock: 10 });
    const order = await deliveredOrder(t, shopper.userId, {
      lines: [{ productId: product.id, quantity: 3 }],
    });
    const asked = await askReturnOk(t, shopper.cookie, order.id, {
      lines: [{ lineId: order.lineOf(product.id), quantity: 1 }],
      reason: 'damaged',
    });
    await adminStepOk(t, admins[0]!, asked._id, 'approve');
    const stockBefore = await stockOf(t, { productId: product.id });

    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        adminStep(t, admins[i % 2]!, asked._id, 'receive', receiptOf(asked)),
      ),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);

    expect(await t.db.select().from(refunds).where(eq(refunds.returnId, asked._id))).toHaveLength(
      1,
    );
    expect(
      await t.db.select().from(taxDocuments).where(eq(taxDocuments.returnId, asked._id)),
    ).toHaveLength(1);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment?.refundedPaise).toBe(800_00);
    expect(await stockOf(t, { productId: product.id })).toBe((stockBefore ?? 0) + 1);
  });

  it('never lets requests made at once ask for more units than were bought', async () => {
    const product = await createProduct(t, { stock: 10 });
    const order = await deliveredOrder(t, shopper.userId, {
      lines: [{ productId: product.id, quantity: 3 }],
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        askReturn(t, shopper.cookie, order.id, {
          lines: [{ lineId: order.lineOf(product.id), quantity: 2 }],
          reason: 'no longer needed',
        }),
      ),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    const asked = await t.db
      .select({ quantity: returnLines.quantity })
      .from(returnLines)
      .innerJoin(returns, eq(returns.id, returnLines.returnId))
      .where(eq(returns.orderId, order.id));
    expect(asked.reduce((sum, row) => sum + row.quantity, 0)).toBe(2);
  });

  it('applies one decision when admins approve and reject a return at once', async () => {
    const product = await createProduct(t);
    const order = await deliveredOrder(t, shopper.userId, {
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const asked = await askReturnOk(t, shopper.cookie, order.id, {
      lines: [{ lineId: order.lineOf(product.id), quantity: 1 }],
      reason: 'other',
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2
          ? adminStep(t, admins[0]!, asked._id, 'approve')
          : adminStep(t, admins[1]!, asked._id, 'reject', { reason: 'Not ours.' }),
      ),
    );
    const winners = answers.filter((res) => res.statusCode === 200);
    expect(winners).toHaveLength(1);
    const [row] = await t.db.select().from(returns).where(eq(returns.id, asked._id));
    expect(row?.state).toBe(winners[0]!.json().return.state);
  });
});
