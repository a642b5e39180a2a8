import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DeliveryType } from '@labshop/domain/constants';
import {
  addresses,
  categories,
  orders,
  payments,
  products,
  productVariants,
  users,
} from '../../src/db/schema.ts';
import { SESSION_COOKIE } from '../../src/modules/auth/session-plugin.ts';
import { createSession } from '../../src/modules/auth/session-store.ts';
import { createLoggedInUser } from './login-as.ts';
import type { TestApp } from './test-app.ts';
import type { StoredPriceBreak } from '@labshop/domain/price-breaks';

const tag = () => randomBytes(4).toString('hex');

export interface ProductSpec {
  name?: string;
  pricePaise?: number;
  stock?: number;
  deliveryType?: DeliveryType;
  deliveryChargePaise?: number;
  status?: 'active' | 'inactive';
  /** Quantity prices of a plain product. */
  priceBreaks?: StoredPriceBreak[];
  /** Makes a variant product; its own stock is ignored then. */
  variants?: {
    name: string;
    pricePaise: number;
    stock: number;
    priceBreaks?: StoredPriceBreak[];
  }[];
}

export interface MadeProduct {
  id: string;
  name: string;
  variantIds: string[];
}

/** A product in a fresh active category, straight into the database. */
export async function makeProduct(t: TestApp, spec: ProductSpec = {}): Promise<MadeProduct> {
  const [category] = await t.db
    .insert(categories)
    .values({ name: `Category ${tag()}` })
    .returning({ id: categories.id });
  const name = spec.name ?? `Burette ${tag()}`;
  const [product] = await t.db
    .insert(products)
    .values({
      name,
      brand: 'Borosil',
      sku: `SKU-${tag()}`,
      categoryId: category!.id,
      mrpPaise: (spec.pricePaise ?? 10_000) + 1000,
      sellingPricePaise: spec.pricePaise ?? 10_000,
      onHand: spec.stock ?? 10,
      status: spec.status ?? 'active',
      deliveryType: spec.deliveryType ?? 'home',
      deliveryChargePaise: spec.deliveryChargePaise ?? 0,
      variantsEnabled: Boolean(spec.variants),
      priceBreaks: spec.priceBreaks ?? [],
    })
    .returning({ id: products.id });
  const variantIds: string[] = [];
  for (const [position, variant] of (spec.variants ?? []).entries()) {
    const [row] = await t.db
      .insert(productVariants)
      .values({
        productId: product!.id,
        name: variant.name,
        sellingPricePaise: variant.pricePaise,
        priceBreaks: variant.priceBreaks ?? [],
        onHand: variant.stock,
        position,
      })
      .returning({ id: productVariants.id });
    variantIds.push(row!.id);
  }
  return { id: product!.id, name, variantIds };
}

export async function productStock(t: TestApp, id: string): Promise<number> {
  const [row] = await t.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row!.stock;
}

export async function variantStock(t: TestApp, id: string): Promise<number> {
  const [row] = await t.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, id));
  return row!.stock;
}

export interface Shopper {
  cookie: string;
  userId: string;
  email: string;
  addressId: string;
  headers: { cookie: string };
}

/** A logged-in shopper with a verified phone and one saved address. */
export async function makeShopper(
  t: TestApp,
  options: { phoneVerified?: boolean } = {},
): Promise<Shopper> {
  const user = await createLoggedInUser(t);
  await t.db
    .update(users)
    .set({ phoneNumber: '9876543210', phoneVerified: options.phoneVerified ?? true })
    .where(eq(users.id, user.userId));
  const [address] = await t.db
    .insert(addresses)
    .values({
      userId: user.userId,
      street: '4 Lab Lane',
      city: 'Chennai',
      state: 'Tamil Nadu',
      zipcode: '600032',
      landmark: 'Near the institute',
      isPrimary: true,
    })
    .returning({ id: addresses.id });
  return { ...user, addressId: address!.id, headers: { cookie: user.cookie } };
}

export function addToCart(
  t: TestApp,
  shopper: Shopper,
  body: { productId: string; variantId?: string | null; quantity: unknown },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/cart',
    headers: shopper.headers,
    payload: body,
  });
}

export async function getCart(t: TestApp, shopper: Shopper) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/user/cart',
    headers: shopper.headers,
  });
  if (res.statusCode !== 200) throw new Error(`cart: ${res.body}`);
  return res.json<{
    cart: { quantity: number; productTotal: number; delivery: { charge: number } }[];
    overallTotalPrice: number;
  }>();
}

export function payCart(
  t: TestApp,
  shopper: Shopper,
  amount: number,
  addressId = shopper.addressId,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/pay',
    headers: shopper.headers,
    payload: {
      amount,
      selectedAddress: { _id: addressId },
      userId: shopper.userId,
      paymentMethod: 'phonepe',
    },
  });
}

export type CartLine = { productId: string; variantId?: string; quantity: number };

/** Fills the shopper's cart with the lines and presses Pay for the server's own total. */
export async function checkoutCart(t: TestApp, shopper: Shopper, lines: CartLine[]) {
  for (const line of lines) {
    const res = await addToCart(t, shopper, { ...line, variantId: line.variantId ?? null });
    if (res.statusCode !== 200) return res;
  }
  const { overallTotalPrice } = await getCart(t, shopper);
  return payCart(t, shopper, overallTotalPrice);
}

export function payNow(
  t: TestApp,
  shopper: Shopper,
  body: { productId: string; quantity: number; amount: number; selectedVariant?: string | null },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/pay-now',
    headers: shopper.headers,
    payload: { selectedAddress: { _id: shopper.addressId }, ...body },
  });
}

export function payStatus(t: TestApp, shopper: Shopper, transactionId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/pay-status',
    headers: shopper.headers,
    payload: { transactionId },
  });
}

/**
 * Presses Pay or Fail on the simulator's page, as the shopper's browser would: signed in as
 * the shopper who placed the order (a session of their own unless `cookie` is given).
 */
export async function pressSimulator(
  t: TestApp,
  transactionId: string,
  button: 'pay' | 'fail',
  cookie?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/simulator/${transactionId}/${button}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: t.config.publicUrl,
      cookie: cookie ?? (await ownerCookie(t, transactionId)),
    },
    payload: '',
  });
}

async function ownerCookie(t: TestApp, transactionId: string): Promise<string> {
  const [order] = await t.db
    .select({ userId: orders.userId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.merchantTransactionId, transactionId));
  if (!order) return '';
  const token = await createSession(t.db, order.userId);
  return `${SESSION_COOKIE}=${encodeURIComponent(t.app.signCookie(token))}`;
}
