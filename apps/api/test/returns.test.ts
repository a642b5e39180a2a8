import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminReturnsResponse,
  Return,
  UserReturnsResponse,
} from '@labshop/domain/api/returns';
import { splitInclusiveAmount, type SupplyType } from '@labshop/domain/gst/tax';
import { RETURN_MESSAGES } from '@labshop/domain/validation/returns';
import { payments, refunds, returns, taxDocuments } from '../src/db/schema.ts';
import { DOWNLOAD_LIMITS, TOO_MANY_DOWNLOADS } from '../src/modules/invoices/download-limits.ts';
import { markReturnRefunded } from '../src/modules/returns/service.ts';
import type { CreditNoteDocument } from '../src/platform/pdf/invoice-document.ts';
import { readOutbox } from './support/accounts.ts';
import { createLoggedInUser, loginAs, type LoggedIn } from './support/login-as.ts';
import { createProduct, stockOf } from './support/orders.ts';
import { readPdf } from './support/read-pdf.ts';
import {
  adminStep,
  adminStepOk,
  askReturn,
  askReturnOk,
  deliveredOrder,
  markPerishable,
  receiptOf,
  shopperOrder,
} from './support/returns.ts';
import { KARNATAKA_ADDRESS } from './support/sold-order.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: string;
let shopper: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, { role: 'admin' });
  shopper = await createLoggedInUser(t, { name: 'Kaveri Research Labs' });
});
afterAll(() => t.close());

const rupees = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const r = (paise: number) => rupees.format(paise / 100);

/** The PDF's table row of one credited line: HSN, quantity, price, taxable value, rate, taxes. */
function expectedRow(hsn: string, quantity: number, unitPaise: number, supply: SupplyType) {
  const split = splitInclusiveAmount(unitPaise * quantity, 18, supply);
  const taxes =
    supply === 'intra-state' ? `${r(split.cgstPaise)} ${r(split.sgstPaise)}` : r(split.igstPaise);
  return `${hsn} ${quantity} NOS ${r(unitPaise)} ${r(split.taxableValuePaise)} 18% ${taxes} ${r(split.totalPaise)}`;
}

/** The outbox reader decodes quoted-printable byte by byte; this reads those bytes as UTF-8. */
async function mailTo(kind: string, email: string) {
  return Buffer.from(await readOutbox(t, kind, email), 'latin1').toString('utf8');
}

async function refundsOf(returnId: string) {
  return t.db.select().from(refunds).where(eq(refunds.returnId, returnId));
}

async function creditNotesOf(returnId: string) {
  return t.db.select().from(taxDocuments).where(eq(taxDocuments.returnId, returnId));
}

async function refundedOf(orderId: string) {
  const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
  return payment?.refundedPaise;
}

describe('a return of 1 of 3 units', () => {
  for (const [supply, address] of [
    ['intra-state', undefined],
    ['inter-state', KARNATAKA_ADDRESS],
  ] as const) {
    it(`refunds exactly that unit’s price and credits its tax as ${supply === 'intra-state' ? 'CGST + SGST' : 'IGST'}`, async () => {
      const beaker = await createProduct(t, { price: 1_249.5, stock: 10 });
      const gloves = await createProduct(t, { price: 300, stock: 10 });
      const order = await deliveredOrder(t, shopper.userId, {
        lines: [
          { productId: beaker.id, quantity: 3 },
          { productId: gloves.id, quantity: 2 },
        ],
        address,
      });
      const asked = await askReturnOk(t, shopper.cookie, order.id, {
        lines: [{ lineId: order.lineOf(beaker.id), quantity: 1 }],
        reason: 'damaged',
        comment: 'The spout arrived chipped.',
      });
      expect(asked).toMatchObject({ state: 'requested', reason: 'damaged', refundAmount: null });
      await adminStepOk(t, admin, asked._id, 'approve');
      const stockBefore = await stockOf(t, { productId: beaker.id });
      const received = await adminStepOk(t, admin, asked._id, 'receive', receiptOf(asked));

      expect(received.state).toBe('received');
      expect(received.refundAmount).toBe(1_249.5);
      const [refund, ...more] = await refundsOf(asked._id);
      expect(more).toHaveLength(0);
      expect(refund).toMatchObject({ amountPaise: 1_249_50, reason: 'return', state: 'QUEUED' });
      expect(await refundedOf(order.id)).toBe(1_249_50);
      expect(await stockOf(t, { productId: beaker.id })).toBe((stockBefore ?? 0) + 1);

      const [note] = await creditNotesOf(asked._id);
      expect(note?.number).toMatch(/^CN\/[0-9]{4}\/[0-9]{6}$/);
      expect(received.creditNoteNumber).toBe(note?.number);
      const document = note?.document as CreditNoteDocument;
      expect(document.lines).toHaveLength(1);
      expect(document.lines[0]).toMatchObject({
        quantity: 1,
        unitPricePaise: 1_249_50,
        deliveryChargePaise: 0,
      });

      const pdfRes = await t.app.inject({
        method: 'GET',
        url: `/api/user/returns/${asked._id}/credit-note`,
        headers: { cookie: shopper.cookie },
      });
      expect(pdfRes.statusCode).toBe(200);
      const pdf = await readPdf(pdfRes.rawPayload);
      expect(pdf.text).toContain('CREDIT NOTE');
      expect(pdf.text).toContain(expectedRow('9027', 1, 1_249_50, supply));
      expect(pdf.text).toContain(supply === 'intra-state' ? 'CGST' : 'IGST');
      expect(pdf.text).not.toContain(supply === 'intra-state' ? 'IGST' : 'CGST');
      expect(pdf.text).not.toContain('300.00');
      expect(pdf.flow).toContain('reverses only the returned goods');
      expect(pdf.text).toContain('1,249.50');
      // Kept once and sent with its ETag, like the order's own documents.
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/user/returns/${asked._id}/credit-note`,
        headers: { cookie: shopper.cookie, 'if-none-match': pdfRes.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);

      // The order's own credit note is the whole-order one of a cancel: still none.
      const answer = await shopperOrder(t, shopper.cookie, order.transactionId);
      expect(answer.creditNoteNumber).toBeNull();
      expect(answer.returns?.requests[0]).toMatchObject({
        _id: asked._id,
        state: 'received',
        creditNoteNumber: note?.number,
        refundAmount: 1_249.5,
      });
    });
  }
});

describe('asking for a return', () => {
  it('refuses once 7 days have passed since delivery, naming the day the window closed', async () => {
    const product = await createProduct(t);
    const order = await deliveredOrder(t, shopper.userId, {
      lines: [{ productId: product.id, quantity: 1 }],
      deliveredDaysAgo: 7.01,
    });
    const res = await askReturn(t, shopper.cookie, order.id, {
      lines: [{ lineId: order.lineOf(product.id), quantity: 1 }],
      reason: 'no longer needed',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^Returns are accepted within 7 days of delivery; for this order that ended on \d{2} \w{3} \d{4}\.$/,
    );
    const answer = await shopperOrder(t, shopper.cookie, order.transactionId);
    expect(answer.returns?.canRequest).toBe(false);
  });

  it('accepts a request on the last day of the window', async () => {
    const product = await createProduct(t);
    const order = await deliveredOrder(t, shopper.userId, {
      lines: [{ productId: product.id, quantity: 1 }],
      deliveredDaysAgo: 6.95,
    });
    const answer = await shopperOrder(t, shopper.cookie, order.transactionId);
    expect(answer.returns?.canRequest).toBe(true);
    const closes = new Date(answer.returns?.windowClosesAt ?? 0).getTime();
    expect(closes - Date.now()).toBeGreaterThan(0);
    expect(closes - Date.now()).toBeLessThan(2 * 60 * 60 * 1000);
    const res = await askReturn(t, shopper.cookie, order.id, {
      lines: [{ lineId: order.lineOf(product.id), quantity: 1 }],
      reason: 'wrong item',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(RETURN_MESSAGES.requested);
  });

  it('refuses a perishable product, as the policy says', async () => {
    const reagent = await createProduct(t, { name: 'Phenolphthalein Indicator 1%' });
    const stand = await createProduct(t);
    await markPerishable(t, reagent.id);
    const order = await deliveredOrder(t, shopper.userId, {
      lines: [
        { productId: reagent.id, quantity: 2 },
        { productId: stand.id, quantity: 1 },
      ],
    });
    const res = await askReturn(t, shopper.cookie, order.id, {
      lines: [
        { lineId: order.lineOf(stand.id), quantity: 1 },
        { lineId: order.lineOf(reagent.id), quantity: 1 },
      ],
      reason: 'not as described',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Phenolphthalein Indicator 1% is perishable and cannot be returned.',
    );
    expect(await t.db.select().from(returns).where(eq(returns.orderId, order.id))).toEqual([]);
    const answer = await shopperOrder(t, shopper.cookie, order.transactionId);
    expect(answer.returns?.lines.find((line) => line.isPerishable)).toMatchObject({
      productName: 'Phenolphthalein Indicator 1%',
      returnableQuantity: 0,
    });
  });

  it('never asks for more units than bought minus those on open or completed returns', async () => {
    const product = await createProduct(t, { name: 'Burette 50 ml', stock: 10 });
    const order = await deliveredOrder(t, shopper.userId, {
      lines: [{ productId: product.id, quantity: 3 }],
    });
    const lineId = order.lineOf(product.id);
    const ask = (quantity: number) =>
      askReturn(t, shopper.cookie, order.id, {
        lines: [{ lineId, quantity }],
        reason: 'no longer needed',
      });
    expect((await ask(4)).json().message).toBe('Only 3 of Burette 50 ml can still be returned.');
    const first = await ask(2);
    expect(first.statusCode).toBe(201);
    const over = await ask(2);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Only 1 of Burette 50 ml can still be returned.');

    // A rejected return gives its units back to what may be asked for.
    await adminStepOk(t, admin, first.json().return._id, 'reject', { reason: 'Opened and used.' });
    expect((await ask(3)).statusCode).toBe(201);
    const none = await ask(1);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Burette 50 ml has already been returned in full.');
    const answer = await shopperOrder(t, shopper.cookie, order.transactionId);
    expect(answer.returns?.canRequest).toBe(false);
    expect(answer.returns?.lines[0]?.returnableQuantity).toBe(0);
  });

  it('answers 404 for another shopper’s order, exactly like a missing one, and 401 for a guest', async () => {
    const product = await createProduct(t);
    const order = await deliveredOrder(t, shopper.userId, {
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const body = { lines: [{ lineId: order.lineOf(product.id), quantity: 1 }], reason: 'other' };
    const stranger = await loginAs(t);
    const res = await askReturn(t, stranger, order.id, body);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Order not found' });
    const missing = await askReturn(t, stranger, '00000000-0000-4000-8000-000000000000', body);
    expect(missing.json()).toEqual(res.json());
    expect((await askReturn(t, undefined, order.id, body)).statusCode).toBe(401);

    const own = await askReturnOk(t, shopper.cookie, order.id, body);
    const note = await t.app.inject({
      method: 'GET',
      url: `/api/user/returns/${own._id}/credit-note`,
      headers: { cookie: stranger },
    });
    expect(note.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/user/returns',
      headers: { cookie: stranger },
    });
    expect(list.json<UserReturnsResponse>().returns).toEqual([]);
  });

  it('refuses an order that has not been delivered', async () => {
    const product = await createProduct(t);
    const order = await deliveredOrder(t, shopper.userId, {
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/order/${order.id}/status`,
      headers: { cookie: admin },
      payload: { status: 'in transit', carrier: 'Blue Dart', trackingNumber: 'BD100' },
    });
    expect(changed.statusCode).toBe(200);
    const res = await askReturn(t, shopper.cookie, order.id, {
      lines: [{ lineId: order.lineOf(product.id), quantity: 1 }],
      reason: 'damaged',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RETURN_MESSAGES.notDelivered);
  });

  it('refuses lines of another order, repeated lines, unknown reasons and long comments', async () => {
    const product = await createProduct(t);
    const order = await deliveredOrder(t, shopper.userId, {
      lines: [{ productId: product.id, quantity: 2 }],
    });
    const other = await deliveredOrder(t, shopper.userId, {
      lines: [{ productId: product.id, quantity: 2 }],
    });
    const lineId = order.lineOf(product.id);
    const cases: [Record<string, unknown>, string][] = [
      [
        { lines: [{ lineId: other.lineOf(product.id), quantity: 1 }], reason: 'other' },
        RETURN_MESSAGES.line,
      ],
      [{ lines: [{ lineId: 'not-a-line', quantity: 1 }], reason: 'other' }, RETURN_MESSAGES.line],
      [
        {
          lines: [
            { lineId, quantity: 1 },
            { lineId, quantity: 1 },
          ],
          reason: 'other',
        },
        RETURN_MESSAGES.duplicateLine,
      ],
      [{ lines: [], reason: 'other' }, RETURN_MESSAGES.noLines],
      [{ lines: [{ lineId, quantity: 0 }], reason: 'other' }, RETURN_MESSAGES.quantity],
      [{ lines: [{ lineId, quantity: 1 }], reason: 'changed my mind' }, RETURN_MESSAGES.reason],
      [
        { lines: [{ lineId, quantity: 1 }], reason: 'other', comment: 'x'.repeat(1001) },
        RETURN_MESSAGES.comment,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await askReturn(t, shopper.cookie, order.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('the admin returns queue', () => {
  it('lists returns newest first, by state, with counts and pages', async () => {
    const product = await createProduct(t, { stock: 20 });
    const buyer = await createLoggedInUser(t, { name: 'Queue Buyer' });
    const order = await deliveredOrder(t, buyer.userId, {
      lines: [{ productId: product.id, quantity: 5 }],
    });
    const lineId = order.lineOf(product.id);
    const made: Return[] = [];
    for (let i = 0; i < 3; i += 1) {
      made.push(
        await askReturnOk(t, buyer.cookie, order.id, {
          lines: [{ lineId, quantity: 1 }],
          reason: 'other',
        }),
      );
    }
    await adminStepOk(t, admin, made[0]!._id, 'approve');
    const list = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/returns?${query}`,
        headers: { cookie: admin },
      });
      expect(res.statusCode).toBe(200);
      return res.json<AdminReturnsResponse>();
    };
    const requested = await list('state=requested&limit=100');
    const ids = requested.returns.map((item) => item._id);
    expect(ids).toContain(made[2]!._id);
    expect(ids).not.toContain(made[0]!._id);
    expect(ids.indexOf(made[2]!._id)).toBeLessThan(ids.indexOf(made[1]!._id));
    expect(requested.total).toBe(requested.counts.requested);
    const approved = await list('state=approved');
    expect(approved.returns.find((item) => item._id === made[0]!._id)).toMatchObject({
      customer: { name: 'Queue Buyer', email: buyer.email },
      transactionId: order.transactionId,
      lines: [{ lineId, quantity: 1, resalable: null }],
    });
    const page = await list('limit=1&page=2');
    expect(page.returns).toHaveLength(1);
    expect(page.limit).toBe(1);
    const unknownState = await t.app.inject({
      method: 'GET',
      url: '/api/admin/returns?state=lost',
      headers: { cookie: admin },
    });
    expect(unknownState.statusCode).toBe(400);
  });

  it('moves only requested to approved or rejected, and approved to received', async () => {
    const product = await createProduct(t);
    const order = await deliveredOrder(t, shopper.userId, {
      lines: [{ productId: product.id, quantity: 3 }],
    });
    const lineId = order.lineOf(product.id);
    const one = await askReturnOk(t, shopper.cookie, order.id, {
      lines: [{ lineId, quantity: 1 }],
      reason: 'damaged',
    });
    const receiveEarly = await adminStep(t, admin, one._id, 'receive', receiptOf(one));
    expect(receiveEarly.statusCode).toBe(409);
    expect(receiveEarly.json().message).toBe(
      `${RETURN_MESSAGES.notApproved} This return is requested.`,
    );
    const noReason = await adminStep(t, admin, one._id, 'reject', { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(RETURN_MESSAGES.rejectionReason);
    await adminStepOk(t, admin, one._id, 'approve');
    const again = await adminStep(t, admin, one._id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${RETURN_MESSAGES.notRequested} This return is approved.`);
    expect((await adminStep(t, admin, one._id, 'reject', { reason: 'No.' })).statusCode).toBe(409);

    const two = await askReturnOk(t, shopper.cookie, order.id, {
      lines: [{ lineId, quantity: 1 }],
      reason: 'other',
    });
    const rejected = await adminStepOk(t, admin, two._id, 'reject', { reason: 'Seal broken.' });
    expect(rejected).toMatchObject({ state: 'rejected', rejectionReason: 'Seal broken.' });
    expect((await adminStep(t, admin, two._id, 'receive', receiptOf(two))).statusCode).toBe(409);
    expect(await refundsOf(two._id)).toEqual([]);

    const unknown = await adminStep(t, admin, '00000000-0000-4000-8000-000000000000', 'approve');
    expect(unknown.statusCode).toBe(404);
    expect((await adminStep(t, admin, 'nope', 'approve')).statusCode).toBe(404);
  });

  it('keeps the return approved, with no refund, when the receipt leaves a line out', async () => {
    const a = await createProduct(t);
    const b = await createProduct(t);
    const order = await deliveredOrder(t, shopper.userId, {
      lines: [
        { productId: a.id, quantity: 1 },
        { productId: b.id, quantity: 1 },
      ],
    });
    const asked = await askReturnOk(t, shopper.cookie, order.id, {
      lines: [
        { lineId: order.lineOf(a.id), quantity: 1 },
        { lineId: order.lineOf(b.id), quantity: 1 },
      ],
      reason: 'wrong item',
    });
    await adminStepOk(t, admin, asked._id, 'approve');
    const res = await adminStep(t, admin, asked._id, 'receive', {
      lines: [{ lineId: order.lineOf(a.id), resalable: true }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RETURN_MESSAGES.resalable);
    const [row] = await t.db.select().from(returns).where(eq(returns.id, asked._id));
    expect(row?.state).toBe('approved');
    expect(await refundsOf(asked._id)).toEqual([]);
    expect(await creditNotesOf(asked._id)).toEqual([]);
  });

  it('refunds the delivery charge only when the whole order comes back for a shop fault', async () => {
    const cases = [
      { reason: 'damaged', whole: true, refund: 2 * 500_00 + 150_00 + 300_00 + 80_00 },
      { reason: 'no longer needed', whole: true, refund: 2 * 500_00 + 300_00 },
      { reason: 'damaged', whole: false, refund: 500_00 },
    ] as const;
    for (const { reason, whole, refund } of cases) {
      const flask = await createProduct(t, { price: 500, deliveryCharge: 150 });
      const clamp = await createProduct(t, { price: 300, deliveryCharge: 80 });
      const order = await deliveredOrder(t, shopper.userId, {
        lines: [
          { productId: flask.id, quantity: 2 },
          { productId: clamp.id, quantity: 1 },
        ],
      });
      const lines = whole
        ? [
            { lineId: order.lineOf(flask.id), quantity: 2 },
            { lineId: order.lineOf(clamp.id), quantity: 1 },
          ]
        : [{ lineId: order.lineOf(flask.id), quantity: 1 }];
      const asked = await askReturnOk(t, shopper.cookie, order.id, { lines, reason });
      // The screens repeat what receiving will refund before the admin confirms.
      expect(asked.refundDue, `${reason}, whole: ${whole}`).toBe(refund / 100);
      await adminStepOk(t, admin, asked._id, 'approve');
      const received = await adminStepOk(t, admin, asked._id, 'receive', receiptOf(asked));
      expect(received.refundAmount, `${reason}, whole: ${whole}`).toBe(refund / 100);
      const [note] = await creditNotesOf(asked._id);
      const document = note?.document as CreditNoteDocument;
      const credited = document.lines.reduce(
        (sum, line) => sum + line.unitPricePaise * line.quantity + line.deliveryChargePaise,
        0,
      );
      expect(credited).toBe(refund);
      expect((await refundsOf(asked._id))[0]?.amountPaise).toBe(refund);
    }
  });

  it('puts only the units the admin calls resalable back on the shelf', async () => {
    const good = await createProduct(t, { stock: 10 });
    const broken = await createProduct(t, { stock: 10 });
    const order = await deliveredOrder(t, shopper.userId, {
      lines: [
        { productId: good.id, quantity: 2 },
        { productId: broken.id, quantity: 2 },
      ],
    });
    const asked = await askReturnOk(t, shopper.cookie, order.id, {
      lines: [
        { lineId: order.lineOf(good.id), quantity: 2 },
        { lineId: order.lineOf(broken.id), quantity: 1 },
      ],
      reason: 'damaged',
    });
    await adminStepOk(t, admin, asked._id, 'approve');
    const received = await adminStepOk(t, admin, asked._id, 'receive', {
      lines: [
        { lineId: order.lineOf(good.id), resalable: true },
        { lineId: order.lineOf(broken.id), resalable: false },
      ],
    });
    expect(await stockOf(t, { productId: good.id })).toBe(10);
    expect(await stockOf(t, { productId: broken.id })).toBe(8);
    expect(received.lines.map((line) => line.resalable).sort()).toEqual([false, true]);
  });

  it('mails the shopper when a return is approved, rejected and received', async () => {
    const product = await createProduct(t, { name: 'Hot plate 2L', price: 1_000 });
    const buyer = await createLoggedInUser(t, { name: 'Meena Iyer' });
    const order = await deliveredOrder(t, buyer.userId, {
      lines: [{ productId: product.id, quantity: 2 }],
    });
    const lineId = order.lineOf(product.id);
    const first = await askReturnOk(t, buyer.cookie, order.id, {
      lines: [{ lineId, quantity: 1 }],
      reason: 'damaged',
    });
    await adminStepOk(t, admin, first._id, 'approve');
    const approved = await mailTo('return-approved', buyer.email);
    expect(approved).toContain(`return for order ${order.transactionId} approved`);
    expect(approved).toContain('1 × Hot plate 2L');

    const received = await adminStepOk(t, admin, first._id, 'receive', receiptOf(first));
    const mail = await mailTo('return-received', buyer.email);
    expect(mail).toContain('Refund of ₹1,000.00 started');
    expect(mail).toContain(`Credit note ${received.creditNoteNumber}`);

    const second = await askReturnOk(t, buyer.cookie, order.id, {
      lines: [{ lineId, quantity: 1 }],
      reason: 'other',
    });
    await adminStepOk(t, admin, second._id, 'reject', { reason: 'Used <beyond> testing.' });
    const rejected = await mailTo('return-rejected', buyer.email);
    expect(rejected).toContain('Reason: Used <beyond> testing.');
    expect(rejected).toContain('Used &#60;beyond&#62; testing.');
  });

  it('becomes refunded once, when its refund completes', async () => {
    const product = await createProduct(t);
    const order = await deliveredOrder(t, shopper.userId, {
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const asked = await askReturnOk(t, shopper.cookie, order.id, {
      lines: [{ lineId: order.lineOf(product.id), quantity: 1 }],
      reason: 'damaged',
    });
    expect(await markReturnRefunded(t.db, asked._id)).toBe(false);
    await adminStepOk(t, admin, asked._id, 'approve');
    await adminStepOk(t, admin, asked._id, 'receive', receiptOf(asked));
    expect(await markReturnRefunded(t.db, asked._id)).toBe(true);
    expect(await markReturnRefunded(t.db, asked._id)).toBe(false);
    const answer = await shopperOrder(t, shopper.cookie, order.transactionId);
    expect(answer.returns?.requests[0]?.state).toBe('refunded');
  });
});

describe('a delivered order', () => {
  it('is never cancelled back onto the shelf, even after its status was moved back', async () => {
    const product = await createProduct(t, { stock: 10 });
    const order = await deliveredOrder(t, shopper.userId, {
      lines: [{ productId: product.id, quantity: 2 }],
    });
    const status = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/order/${order.id}/status`,
        headers: { cookie: admin },
        payload: { status: value, carrier: 'Blue Dart', trackingNumber: 'BD101' },
      });
    const refused = await status('cancelled');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(RETURN_MESSAGES.cancelAfterDelivery);
    expect((await status('in transit')).statusCode).toBe(200);
    expect((await status('cancelled')).statusCode).toBe(409);
    expect(await stockOf(t, { productId: product.id })).toBe(8);
  });
});

describe('the OpenAPI document', () => {
  it('lists every return route with its request and answer schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses?: object }>>;
    };
    const routes: [string, string, number, boolean][] = [
      ['/api/user/order/{orderId}/return', 'post', 201, true],
      ['/api/user/returns', 'get', 200, false],
      ['/api/user/returns/{returnId}/credit-note', 'get', 404, false],
      ['/api/admin/returns', 'get', 200, false],
      ['/api/admin/returns/{returnId}/approve', 'post', 200, false],
      ['/api/admin/returns/{returnId}/reject', 'post', 200, true],
      ['/api/admin/returns/{returnId}/receive', 'post', 200, true],
      ['/api/admin/returns/{returnId}/credit-note', 'get', 404, false],
    ];
    for (const [path, method, status, hasBody] of routes) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.responses, `${method} ${path}`).toHaveProperty(String(status));
      if (hasBody) expect(operation?.requestBody, `${method} ${path}`).toBeDefined();
    }
  });
});

describe('return credit-note downloads', () => {
  it(`count toward the shopper's document limit of ${DOWNLOAD_LIMITS.shopper.max} in ten minutes`, async () => {
    const product = await createProduct(t, { price: 200, stock: 5 });
    const buyer = await createLoggedInUser(t);
    const order = await deliveredOrder(t, buyer.userId, {
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const asked = await askReturnOk(t, buyer.cookie, order.id, {
      lines: [{ lineId: order.lineOf(product.id), quantity: 1 }],
      reason: 'damaged',
    });
    await adminStepOk(t, admin, asked._id, 'approve');
    await adminStepOk(t, admin, asked._id, 'receive', receiptOf(asked));
    const get = (cookie: string) =>
      t.app.inject({ url: `/api/user/returns/${asked._id}/credit-note`, headers: { cookie } });
    for (let i = 0; i < DOWNLOAD_LIMITS.shopper.max; i++) {
      expect((await get(buyer.cookie)).statusCode).toBe(200);
    }
    const refused = await get(buyer.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_DOWNLOADS });
    const adminCopy = await t.app.inject({
      url: `/api/admin/returns/${asked._id}/credit-note`,
      headers: { cookie: admin },
    });
    expect(adminCopy.statusCode).toBe(200);
  });
});
