import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { rupeesToPaise } from '@labshop/domain/money';
import type { OrderStatus } from '@labshop/domain/order-status';
import type { DeliveryType } from '@labshop/domain/constants';
import {
  categories,
  orderLines,
  orders,
  orderStatusEvents,
  payments,
  products,
  productVariants,
  type DeliveryAddressSnapshot,
} from '../../src/db/schema.ts';
import type { Db } from '../../src/db/client.ts';
import type { Seller } from '../../src/config.ts';
import { issueCreditNote, issueInvoice } from '../../src/modules/invoices/service.ts';
import { commitSale, reserveStock } from '../../src/modules/inventory/service.ts';
import { putBackOrderStock } from '../../src/modules/orders/stock.ts';

/** A test app, or any other holder of the database (the e2e seed). */
type HasDb = { db: Db };

// Orders as checkout makes them (order, lines with their snapshots, payment, status events),
// written straight through the schema, so order, review and admin tests need no gateway.

const suffix = () => randomBytes(4).toString('hex');

export interface TestProductInput {
  name?: string;
  /** Rupees. */
  price?: number;
  stock?: number;
  deliveryType?: DeliveryType;
  /** Rupees. */
  deliveryCharge?: number;
  variants?: { name: string; price: number; stock: number }[];
}

export interface TestProduct {
  id: string;
  name: string;
  variantIds: string[];
}

/** An active product in a category of its own, optionally with variants. */
export async function createProduct(t: HasDb, input: TestProductInput = {}): Promise<TestProduct> {
  const [category] = await t.db
    .insert(categories)
    .values({ name: `Test Category ${suffix()}` })
    .returning({ id: categories.id });
  if (!category) throw new Error('no category');
  const name = input.name ?? `Test Burette ${suffix()}`;
  const price = rupeesToPaise(input.price ?? 450);
  const [product] = await t.db
    .insert(products)
    .values({
      name,
      brand: 'Borosil',
      sku: `TST-${suffix()}`,
      categoryId: category.id,
      mrpPaise: price,
      sellingPricePaise: price,
      onHand: input.variants
        ? input.variants.reduce((n, v) => n + v.stock, 0)
        : (input.stock ?? 10),
      variantsEnabled: Boolean(input.variants),
      deliveryType: input.deliveryType ?? 'home',
      deliveryChargePaise: rupeesToPaise(input.deliveryCharge ?? 0),
    })
    .returning({ id: products.id });
  if (!product) throw new Error('no product');
  const variantIds: string[] = [];
  for (const [position, variant] of (input.variants ?? []).entries()) {
    const [row] = await t.db
      .insert(productVariants)
      .values({
        productId: product.id,
        name: variant.name,
        sellingPricePaise: rupeesToPaise(variant.price),
        onHand: variant.stock,
        position,
      })
      .returning({ id: productVariants.id });
    if (row) variantIds.push(row.id);
  }
  return { id: product.id, name, variantIds };
}

/**
 * The mixed cart race tests place, stocked for exactly `orders` of them: a plain product and
 * two variants of another, in different quantities, so a unit put back to the wrong row or
 * twice shows in one of the three counts.
 */
export async function createMixedShelf(t: HasDb, orders: number) {
  const plain = await createProduct(t, { price: 300, stock: orders * 2 });
  const flask = await createProduct(t, {
    variants: [
      { name: '250 ml', price: 450, stock: orders },
      { name: '500 ml', price: 600, stock: orders * 3 },
    ],
  });
  const lines = [
    { productId: plain.id, quantity: 2 },
    { productId: flask.id, variantId: flask.variantIds[0]!, quantity: 1 },
    { productId: flask.id, variantId: flask.variantIds[1]!, quantity: 3 },
  ];
  return {
    lines,
    /** On the shelf now, line by line. */
    stock: () =>
      Promise.all(
        lines.map((line) =>
          stockOf(
            t,
            line.variantId ? { variantId: line.variantId } : { productId: line.productId },
          ),
        ),
      ),
    /** What `count` cancelled orders put back, line by line. */
    returned: (count: number) => lines.map((line) => line.quantity * count),
  };
}

export interface PlaceOrderInput {
  lines: { productId: string; variantId?: string; quantity: number }[];
  /** The status the order has reached; every earlier tracker step is recorded before it. */
  status?: OrderStatus;
  /** false: the payment is still pending, as right after checkout. */
  paid?: boolean;
  address?: Partial<DeliveryAddressSnapshot>;
  /** The order's time; later steps follow a minute apart. Default now. */
  orderedAt?: Date;
  /** Default: a fresh unique one. */
  transactionId?: string;
  /** Issue the paid order's tax invoice (dated at orderedAt) as this seller, as payment does. */
  invoiceAs?: Seller;
}

export interface PlacedOrder {
  id: string;
  transactionId: string;
  /** Paise. */
  totalPaise: number;
}

const STEPS: OrderStatus[] = ['ordered', 'packed', 'in transit', 'delivered'];

/**
 * An order for `userId` as checkout and payment leave it: stock reserved with a conditional
 * update, names, prices, delivery and address snapshotted, a payment, status events.
 */
export async function placeOrder(
  t: HasDb,
  user: { userId: string },
  input: PlaceOrderInput,
): Promise<PlacedOrder> {
  const status = input.status ?? 'ordered';
  const paid = input.paid ?? true;
  const orderedAt = input.orderedAt ?? new Date();
  const transactionId = input.transactionId ?? `TXN${Date.now()}${suffix().toUpperCase()}`;
  return t.db.transaction(async (tx) => {
    const productIds = input.lines.map((line) => line.productId);
    const productRows = await tx.select().from(products).where(inArray(products.id, productIds));
    const variantIds = input.lines.flatMap((line) => (line.variantId ? [line.variantId] : []));
    const variantRows = variantIds.length
      ? await tx.select().from(productVariants).where(inArray(productVariants.id, variantIds))
      : [];
    const lines = input.lines.map((line) => {
      const product = productRows.find((row) => row.id === line.productId);
      if (!product) throw new Error(`no product ${line.productId}`);
      const variant = variantRows.find((row) => row.id === line.variantId);
      const unit = variant ? variant.sellingPricePaise : product.sellingPricePaise;
      const charge = product.deliveryType === 'home' ? product.deliveryChargePaise : 0;
      return { line, product, variant, unit, charge, amount: unit * line.quantity + charge };
    });
    const subtotal = lines.reduce((n, l) => n + l.unit * l.line.quantity, 0);
    const delivery = lines.reduce((n, l) => n + l.charge, 0);
    const stockLines = lines.map(({ line, product, variant }) => ({
      productId: product.id,
      variantId: variant?.id ?? null,
      quantity: line.quantity,
    }));
    if (await reserveStock(tx, stockLines)) throw new Error('out of stock');
    if (paid) await commitSale(tx, stockLines);
    const [order] = await tx
      .insert(orders)
      .values({
        userId: user.userId,
        transactionId,
        subtotalPaise: subtotal,
        deliveryChargePaise: delivery,
        totalAmountPaise: subtotal + delivery,
        paymentStatus: paid ? 'SUCCESS' : 'PENDING',
        currentStatus: paid ? status : 'ordered',
        // As checkout leaves it: an unpaid order has no ordered time yet.
        orderedAt: paid ? orderedAt : null,
        createdAt: orderedAt,
        deliveryAddress: {
          street: '14 Lab Lane',
          city: 'Chennai',
          state: 'Tamil Nadu',
          zipcode: '600032',
          landmark: 'Near IIT gate',
          addressType: 'Office',
          ...input.address,
        },
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('no order');
    await tx.insert(orderLines).values(
      lines.map(({ line, product, variant, unit, charge, amount }) => ({
        orderId: order.id,
        productId: product.id,
        variantId: variant?.id ?? null,
        productName: product.name,
        variantName: variant?.name ?? null,
        quantity: line.quantity,
        unitPricePaise: unit,
        deliveryChargePaise: charge,
        deliveryType: product.deliveryType,
        amountPaidPaise: amount,
        hsnCode: product.hsnCode,
        gstRatePercent: product.gstRatePercent,
      })),
    );
    await tx.insert(payments).values({
      orderId: order.id,
      provider: 'simulator',
      merchantTransactionId: transactionId,
      amountPaise: subtotal + delivery,
      state: paid ? 'SUCCESS' : 'PENDING',
      expiresAt: new Date(orderedAt.getTime() + 20 * 60_000),
      settledAt: paid ? orderedAt : null,
      createdAt: orderedAt,
      updatedAt: orderedAt,
    });
    if (paid) {
      const reached =
        status === 'cancelled'
          ? ['ordered' as const, 'cancelled' as const]
          : STEPS.slice(0, STEPS.indexOf(status) + 1);
      await tx.insert(orderStatusEvents).values(
        reached.map((step, index) => ({
          orderId: order.id,
          status: step,
          createdAt: new Date(orderedAt.getTime() + index * 60_000),
        })),
      );
    }
    if (paid && input.invoiceAs) await issueInvoice(tx, order.id, orderedAt, input.invoiceAs);
    // A cancelled order's stock is back on the shelves, as the admin's cancel leaves it.
    if (paid && status === 'cancelled') {
      if (input.invoiceAs) await issueCreditNote(tx, order.id, orderedAt);
      await putBackOrderStock(tx, order.id, 'return');
    }
    return { id: order.id, transactionId, totalPaise: subtotal + delivery };
  });
}

/** Current stock of a product (no variants) or of one variant. */
export async function stockOf(t: HasDb, target: { productId?: string; variantId?: string }) {
  if (target.variantId) {
    const [row] = await t.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, target.variantId));
    return row?.stock;
  }
  const [row] = await t.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, target.productId ?? ''));
  return row?.stock;
}
